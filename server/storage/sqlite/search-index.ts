/**
 * The staff's search index (the FTS5 table lead_search): each lead's searchable fields
 * (shared/lead-fields.ts), folded as search-text.ts folds them, in its one column: a search is
 * not limited to a field, so they are one text. A lead is added when staff next list or search,
 * not when it is stored: indexing inside the visitor's post would double the cost of storing a
 * lead (bench:receiver). The setting search_indexed_through is the last lead (seq) added; erasing
 * a lead removes it (migration 2's trigger).
 */
import type Database from "better-sqlite3"
import { LEAD_FIELDS, type LeadField } from "../../../shared/lead-fields"
import { searchableText } from "../search-text"

// The connection type straight from the driver: database.ts registers these functions on open,
// so importing its Db type here would make the two modules import each other.
type Db = Database.Database

/** SQL for a phone number's digits alone (the form allows spaces, dashes, dots, brackets and +). */
function phoneDigitsSql(column: string): string {
  return ["' '", "'-'", "'.'", "'('", "')'", "'+'"].reduce((sql, sign) => `replace(${sql}, ${sign}, '')`, column)
}

/**
 * The phone as typed, plus its bare digits, its last nine digits (a UAE number without country
 * code or trunk 0) and, for a local number (0…), the same with the 971 country code: staff find
 * "+971 50 123 4567" by "0501234567" and "050 123 4567" by "971 50 123 4567".
 */
function phoneSearchTextSql(column: string): string {
  const digits = phoneDigitsSql(column)
  return `${column} || ' ' || ${digits} || ' ' || substr(${digits}, -9) || ' ' ||
    CASE WHEN ${digits} GLOB '0[1-9]*' THEN '971' || substr(${digits}, 2) ELSE '' END`
}

/** What the index holds of one field: its folded words, or a phone's forms. */
const searchTextSql = ({ name, searchAs }: LeadField) =>
  searchAs === "phone" ? phoneSearchTextSql(name) : `searchable(${name})`

/** Adds the leads after `after` (a number, or ? for a parameter) to the index; needs searchable(). */
export function indexLeadsSql(after: string): string {
  const words = LEAD_FIELDS.filter(field => field.searchAs !== null)
    .map(searchTextSql)
    .join(" || ' ' || ")
  return `INSERT INTO lead_search (rowid, words) SELECT seq, ${words} FROM leads WHERE seq > ${after} ORDER BY seq`
}

/** The SQL function searchable(text): the folding of search-text.ts, for the index. */
export function registerSearchFunctions(db: Db): void {
  db.function("searchable", { deterministic: true }, (text: unknown) =>
    typeof text === "string" ? searchableText(text) : text,
  )
}

/** Adds the leads stored since the last call to the search index; returns how many. */
export function indexNewLeads(db: Db): number {
  return db.transaction(() => {
    const through = Number(db.prepare("SELECT value FROM settings WHERE name = 'search_indexed_through'").pluck().get())
    const newest = Number(db.prepare("SELECT coalesce(max(seq), 0) FROM leads").pluck().get())
    if (newest <= through) return 0
    const added = db.prepare(indexLeadsSql("?")).run(through).changes
    db.prepare(
      "UPDATE settings SET value = (SELECT CAST(max(seq) AS TEXT) FROM leads) WHERE name = 'search_indexed_through'",
    ).run()
    return added
  })()
}
