/**
 * Search in PostgreSQL with the meaning of the SQLite search (sqlite/search-index.ts): the words
 * are cut and folded here, in the server, exactly as for FTS5, and handed to PostgreSQL as
 * lexemes (array_to_tsvector, a tsquery of quoted lexemes) so no text search parser or dictionary
 * second-guesses them. 'simple' would keep "omar@corp.example" and "+971…" as single tokens;
 * as words, an e-mail's domain and a phone number's groups are found like any other word, and the
 * GIN index serves them all (pg_trgm substrings are not needed for that meaning).
 *
 * A word's start (the last word typed, a number) is where GIN is slow: `'fatima':*` is a partial
 * match, which gathers every lexeme beginning so into a bitmap before the first row comes out
 * (about 70 ms at a million leads, where the whole word `'fatima'` took 25 ms), and a phone's
 * `'50':*` gathers some hundred thousand lexemes (each lead's last nine digits). So the index is
 * built over each lead's words *and their starts* of 2 to 8 characters (migration 3's
 * search_with_starts), the way SQLite's start-of-word indexes are, and a start that short is one
 * exact lexeme. The starts live only in the index, not in the stored row: a row is tested against
 * its own words with the `:*` query, which means the same.
 */
import { LEAD_FIELDS } from "../../../shared/lead-fields"
import type { LeadFields } from "../lead"
import { searchableText, wordsOf } from "../search-text"
import { searchTerms } from "../search-terms"

/** PostgreSQL refuses a lexeme of 2 KiB or more; the form allows a 5,000-character word. */
const MAX_LEXEME_BYTES = 2_000

/**
 * As FTS5's unicode61 tokenizer with remove_diacritics 2: lower case, Latin accents dropped. A
 * word too long for PostgreSQL is cut, the same way in the index and in the search box, so it is
 * still found by itself.
 */
function lexeme(word: string): string {
  const folded = word
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .normalize("NFC")
    .toLowerCase()
  if (Buffer.byteLength(folded) <= MAX_LEXEME_BYTES) return folded
  let cut = ""
  for (const char of folded) {
    if (Buffer.byteLength(cut + char) > MAX_LEXEME_BYTES) break
    cut += char
  }
  return cut
}

/**
 * A phone's words: as typed, its bare digits, its last nine digits (a UAE number without country
 * code or trunk 0) and, for a local number (0…), the same with the 971 country code.
 */
function phoneWords(phone: string): string[] {
  const digits = phone.replace(/[ \-.()+]/g, "")
  const words = [...wordsOf(phone), digits, digits.slice(-9)].filter(word => word.length > 0)
  if (/^0[1-9]/.test(digits)) words.push(`971${digits.slice(1)}`)
  return words
}

/** The distinct lexemes a lead is found by: the words of its searchable fields (shared/lead-fields.ts). */
export function searchLexemes(fields: LeadFields): string[] {
  const words = LEAD_FIELDS.flatMap(({ name, searchAs }) => {
    const value = fields[name]
    if (searchAs === "phone") return phoneWords(value)
    return searchAs === "text" ? wordsOf(searchableText(value)) : []
  })
  return [...new Set(words.filter(word => word.length > 0).map(lexeme))]
}

const quoted = (word: string) => `'${word.replace(/['\\]/g, match => `\\${match}`)}'`

/** The shortest and longest word starts the index holds (migration 3, search_with_starts). */
export const SHORTEST_INDEXED_START = 2
export const LONGEST_INDEXED_START = 8
/** Marks a word start in the index: words are letters and digits, so no word begins with it. */
const START_MARK = "^"

/** A word's start matched against the lead's own words (the stored tsvector). */
const prefixOf = (folded: string) => `${quoted(folded)}:*`

/** A word's start matched against the index: one lexeme when the index holds starts that long. */
function indexedStartOf(folded: string): string {
  const length = [...folded].length
  return length >= SHORTEST_INDEXED_START && length <= LONGEST_INDEXED_START
    ? quoted(`${START_MARK}${folded}`)
    : prefixOf(folded)
}

function tsqueryOf(text: string, startOf: (folded: string) => string): string | null {
  const terms = searchTerms(text)
  if (terms.length === 0) return null
  return terms
    .map(({ word, prefix, withoutTrunkZero }) => {
      const term = prefix ? startOf(lexeme(word)) : quoted(lexeme(word))
      return withoutTrunkZero ? `(${term} | ${startOf(lexeme(withoutTrunkZero))})` : term
    })
    .join(" & ")
}

/**
 * The search box's text as two tsqueries of the same meaning (every term must match), or null
 * when it has no words: `indexed` for `search_with_starts(search)`, which the GIN index holds, and
 * `words` for `search` itself, to test a row already read (computing its starts would cost more).
 */
export function searchQueries(text: string): { indexed: string; words: string } | null {
  const indexed = tsqueryOf(text, indexedStartOf)
  const words = tsqueryOf(text, prefixOf)
  return indexed === null || words === null ? null : { indexed, words }
}
