/**
 * The leads an inbox filter selects, as a WHERE clause for PostgreSQL, and which of two equal
 * tests of a search a query uses (search-document.ts):
 *
 * - "index": `search_with_starts(search) @@ …`, which the GIN index of words and word starts
 *   answers. The index hands over every match before the first row is read, so its cost grows
 *   with the number of matches, however few of them are wanted, and then each wanted row is read.
 * - "row": `search @@ …`, a row's own words, tested as a scan reads it. Reading rows in order
 *   finds the first N matches of a word one lead in eight holds after 8N rows, sooner than the
 *   index gathers them all; for a rare word it reads the whole table.
 *
 * Counting up to a limit, and exporting (no limit), read the whole selection, so they take the way
 * the planner's expected number of matches makes cheaper (searchByFor). The planner cannot make this
 * choice itself: it would compute the starts of every row it scans. A page of a search is found by
 * the index when the count found few matches, and by walking the newest leads with the row test
 * otherwise (lead-repository.ts).
 */
import type { InboxFilter } from "../inbox"
import type { Queryable } from "./pool"
import { searchQueries } from "./search-document"

export type SearchBy = "index" | "row"

/**
 * What each way reads costs, in units of one index entry: a matching row read by the index's
 * bitmap, and a row tested by a scan. Measured at a million leads (EXPLAIN ANALYZE of counts to
 * 1,001 and of exports): an entry about 0.25 µs, a matched row 1.7 µs, a scanned row 0.45 µs.
 */
const COST = { indexEntry: 1, matchedRow: 7, scannedRow: 1.8 }

/** The leads a filter selects, as a WHERE clause with its parameters ($1…). */
export function whereOf(filter: InboxFilter, searchBy: SearchBy): { where: string; params: unknown[] } {
  const conditions: string[] = []
  const params: unknown[] = []
  const parameter = (value: unknown) => {
    params.push(value)
    return `$${params.length}`
  }
  const search = filter.search === null ? null : searchQueries(filter.search)
  if (search !== null)
    conditions.push(
      searchBy === "index"
        ? `search_with_starts(leads.search) @@ ${parameter(search.indexed)}::tsquery`
        : `leads.search @@ ${parameter(search.words)}::tsquery`,
    )
  conditions.push(filter.status === null ? "leads.status <> 'spam'" : `leads.status = ${parameter(filter.status)}`)
  for (const column of ["kind", "service", "language"] as const) {
    const value = filter[column]
    if (value !== null) conditions.push(`leads.${column} = ${parameter(value)}`)
  }
  if (filter.from !== null) conditions.push(`leads.created_at >= ${parameter(filter.from)}::timestamptz`)
  if (filter.to !== null) conditions.push(`leads.created_at < ${parameter(filter.to)}::timestamptz`)
  return { where: `WHERE ${conditions.join(" AND ")}`, params }
}

type PlanRows = { "QUERY PLAN": [{ Plan: { "Plan Rows": number } }] }

/**
 * How to read a filter's selection up to `limit` matches (null: all of them), by the expected costs
 * above: by the index, every match's entry and the wanted rows; by rows, the share of the table
 * that holds `limit` matches (the whole table when fewer match). A table never analysed (reltuples
 * below 1) has no such expectation: the index is the safe side.
 */
export async function searchByFor(db: Queryable, filter: InboxFilter, limit: number | null): Promise<SearchBy> {
  if (filter.search === null) return "index"
  const { where, params } = whereOf(filter, "index")
  const plan = await db.query<PlanRows>(`EXPLAIN (FORMAT JSON) SELECT 1 FROM leads ${where}`, params)
  const table = await db.query<{ reltuples: number }>("SELECT reltuples FROM pg_class WHERE oid = 'leads'::regclass")
  const matches = Math.max(1, plan.rows[0]["QUERY PLAN"][0].Plan["Plan Rows"])
  const leads = table.rows[0].reltuples
  if (leads < 1) return "index"
  const wanted = Math.min(matches, limit ?? Infinity)
  const byIndex = matches * COST.indexEntry + wanted * COST.matchedRow
  const byRows = leads * Math.min(1, wanted / matches) * COST.scannedRow
  return byRows < byIndex ? "row" : "index"
}
