import { parse, printParseErrorCode, type ParseError } from "jsonc-parser"

export type JsonParseResult =
  { ok: true; value: unknown } | { ok: false; line: number; column: number; reason: string; lineText: string }

/** Plain-language reasons for jsonc-parser's error codes, for people editing JSON by hand. */
const reasons: Record<string, string> = {
  InvalidSymbol: "unexpected character (text values need double quotes)",
  InvalidNumberFormat: "this number is not written correctly",
  PropertyNameExpected: 'expected a field name in double quotes (a comma before "}" is not allowed)',
  ValueExpected: 'expected a value (a comma before "]" or "}" is not allowed)',
  ColonExpected: 'expected ":" after the field name',
  CommaExpected: "expected a comma between two entries (check the end of the entry before)",
  CloseBraceExpected: 'expected "}" to close the object',
  CloseBracketExpected: 'expected "]" to close the list',
  EndOfFileExpected: "unexpected text after the end of the data",
  InvalidCommentToken: "comments are not allowed in JSON",
  UnexpectedEndOfComment: "comments are not allowed in JSON",
  UnexpectedEndOfString: "a text value is missing its closing double quote",
  UnexpectedEndOfNumber: "a number ends too early",
  InvalidUnicode: "invalid \\u escape in a text value",
  InvalidEscapeCharacter: 'invalid escape after "\\" in a text value (write \\\\ for a backslash)',
  InvalidCharacter: "invalid character in a text value (write a line break as \\n)",
}

/** 1-based line and column of an offset, plus that line's text to quote in the message. */
function locate(text: string, offset: number) {
  const before = text.slice(0, offset).split("\n")
  const line = before.length
  return { line, column: before[line - 1].length + 1, lineText: (text.split("\n")[line - 1] ?? "").trim() }
}

/**
 * Parses strict JSON and, when it is broken, says where (1-based line:column)
 * and why. JSON.parse alone is not enough: Node's messages name a position
 * only for some errors, and never a line.
 */
export function parseJson(text: string): JsonParseResult {
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch (parseError) {
    const errors: ParseError[] = []
    parse(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false })
    const first = errors[0]
    if (first) {
      const code = printParseErrorCode(first.error)
      return { ok: false, ...locate(text, first.offset), reason: reasons[code] ?? code }
    }
    // jsonc-parser accepted what JSON.parse refused (e.g. a raw tab inside a
    // text value): fall back to the position in Node's own message.
    const message = parseError instanceof Error ? parseError.message : String(parseError)
    const position = /position (\d+)/.exec(message)
    const offset = position ? Number(position[1]) : text.length
    return { ok: false, ...locate(text, offset), reason: message }
  }
}
