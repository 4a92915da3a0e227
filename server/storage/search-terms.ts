/**
 * What a staff member types in the search box, as terms every engine matches the same way: every
 * word must match a word in the name, e-mail, phone or message. The last word, which may be half
 * typed, and numbers, which are often the start of a phone number, match the start of a word; other
 * words match whole words, as in most search boxes, because a prefix search on a word that most
 * leads contain ("gmail") costs several times a whole-word one. A prefix needs two characters: one
 * letter's prefix matches most of the index and is no search. A number typed the local way
 * (050 123 4567) also matches without its trunk zeros, as stored in +971 50 123 4567.
 */
import { searchWords } from "./search-text"

export const MAX_SEARCH_WORDS = 8
export const MIN_PREFIX_LENGTH = 2

export type SearchTerm = {
  word: string
  prefix: boolean
  /** The same number without its leading zeros, matched by its start too; null for other words. */
  withoutTrunkZero: string | null
}

export function searchTerms(text: string): SearchTerm[] {
  const words = searchWords(text, MAX_SEARCH_WORDS)
  return words.map((word, index) => ({
    word,
    prefix: (index === words.length - 1 || /^\d+$/.test(word)) && word.length >= MIN_PREFIX_LENGTH,
    withoutTrunkZero: /^0+[1-9]\d*$/.test(word) ? word.replace(/^0+/, "") : null,
  }))
}
