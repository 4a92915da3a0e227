/**
 * What a staff member types in the search box, as an FTS5 query: every word must match a word in
 * the name, e-mail, phone or message. The last word, which may be half typed, and numbers, which are
 * often the start of a phone number, match the start of a word; other words match whole words, as in
 * most search boxes, because a prefix search on a word that most leads contain ("gmail") costs several
 * times a whole-word one. Words are quoted, so FTS5's own syntax (AND, NEAR, column filters, stray
 * quotes) in the box is only ever text.
 * A phone typed the local way (050 123 4567) also matches one stored as +971 50 123 4567.
 */
import { searchWords } from "../search-text"

const MAX_WORDS = 8

export function searchExpression(text: string): string | null {
  const words = searchWords(text, MAX_WORDS)
  if (words.length === 0) return null
  return words
    .map((word, index) => {
      const isPrefix = index === words.length - 1 || /^\d+$/.test(word)
      const quoted = `"${word}"${isPrefix ? "*" : ""}`
      const withoutTrunkZero = /^0+\d+$/.test(word) ? word.replace(/^0+/, "") : null
      return withoutTrunkZero ? `(${quoted} OR "${withoutTrunkZero}"*)` : quoted
    })
    .join(" ")
}
