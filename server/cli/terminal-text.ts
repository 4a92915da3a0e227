/**
 * What the staff commands print goes to a terminal, which obeys what it is sent: ESC and CSI
 * sequences move the cursor, overwrite or hide text and change the window title; OSC 52 writes
 * the operator's clipboard; bidirectional controls show a line in another order than it is. The
 * server's gate keeps these out of new leads (server/http/visitor-text.ts), and the commands
 * escape them anyway, in rows stored before it or written by other means: each one is printed as
 * a visible \u escape, so the operator sees that it is there and nothing acts on it.
 */
import { EVERY_UNSAFE, INVISIBLE } from "../../shared/forms/unsafe-characters"

/** The controls and every character a terminal draws as nothing (tag characters hide whole sentences). */
const UNSAFE = `${EVERY_UNSAFE}${INVISIBLE}`
const IN_LINE = new RegExp(`[${UNSAFE}]`, "gu")
/** A multi-line text keeps its line feeds and tabs. */
const IN_TEXT = new RegExp(`(?![\\t\\n])[${UNSAFE}]`, "gu")

/** Each UTF-16 unit as \uXXXX: a character beyond U+FFFF becomes its surrogate pair, as JSON writes it. */
const escape = (character: string) =>
  Array.from(
    { length: character.length },
    (_, index) => `\\u${character.charCodeAt(index).toString(16).toUpperCase().padStart(4, "0")}`,
  ).join("")

/** One line as the terminal may show it. */
export const terminalLine = (value: string): string => value.replace(IN_LINE, escape)

/** A text of several lines (a lead's message) as the terminal may show it. */
export const terminalText = (value: string): string => value.replace(IN_TEXT, escape)

/**
 * JSON whose strings hold none of them either: JSON.stringify escapes only U+0000-U+001F, so DEL,
 * the C1 controls (CSI is U+009B) and the rest are escaped the same way, which JSON reads back unchanged.
 */
// Its own line breaks and indentation are the layout; JSON.stringify escaped those inside strings.
export const terminalJson = (value: unknown): string => terminalText(JSON.stringify(value, null, 2))
