/**
 * Search in PostgreSQL with the meaning of the SQLite search (sqlite/search-index.ts): the words
 * are cut and folded here, in the server, exactly as for FTS5, and handed to PostgreSQL as
 * lexemes (array_to_tsvector, a tsquery of quoted lexemes) so no text search parser or dictionary
 * second-guesses them. 'simple' would keep "omar@corp.example" and "+971…" as single tokens;
 * as words, an e-mail's domain and a phone number's groups are found like any other word, and the
 * GIN index serves them all (pg_trgm substrings are not needed for that meaning).
 */
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

/** The distinct lexemes a lead is found by. */
export function searchLexemes(fields: LeadFields): string[] {
  const words = [
    ...wordsOf(searchableText(`${fields.firstname} ${fields.lastname}`)),
    ...wordsOf(fields.email),
    ...phoneWords(fields.phone),
    ...wordsOf(searchableText(fields.message)),
  ]
  return [...new Set(words.filter(word => word.length > 0).map(lexeme))]
}

const quoted = (word: string) => `'${word.replace(/['\\]/g, match => `\\${match}`)}'`

/** The search box's text as a tsquery (every term must match), or null when it has no words. */
export function searchQuery(text: string): string | null {
  const terms = searchTerms(text)
  if (terms.length === 0) return null
  return terms
    .map(({ word, prefix, withoutTrunkZero }) => {
      const term = `${quoted(lexeme(word))}${prefix ? ":*" : ""}`
      return withoutTrunkZero ? `(${term} | ${quoted(lexeme(withoutTrunkZero))}:*)` : term
    })
    .join(" & ")
}
