/**
 * The search terms (../search-terms.ts) as an FTS5 query. Words are quoted, so FTS5's own syntax
 * (AND, NEAR, column filters, stray quotes) in the box is only ever text.
 */
import { searchTerms } from "../search-terms"

export function searchExpression(text: string): string | null {
  const terms = searchTerms(text)
  if (terms.length === 0) return null
  return terms
    .map(({ word, prefix, withoutTrunkZero }) => {
      const quoted = `"${word}"${prefix ? "*" : ""}`
      return withoutTrunkZero ? `(${quoted} OR "${withoutTrunkZero}"*)` : quoted
    })
    .join(" ")
}
