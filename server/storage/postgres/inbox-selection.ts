/**
 * The leads an inbox filter selects, as a WHERE clause for PostgreSQL, and which of two equal
 * tests of a search a query uses (search-document.ts):
 *
 * - "index": `search_with_starts(search) @@ …`, which the GIN index of words and word starts
 *   answers. The index hands over every match before the first row is read: for a word one lead
 *   in twelve holds, 83,000 matches at a million leads, then the rows of the first 10,001.
 * - "row": `search @@ …`, a row's own words, tested as a scan reads it. Reading rows in order
 *   finds the first 10,001 matches of a word most leads hold after a few tens of thousands of rows,
 *   sooner than the index gathers them all; for a rare word it reads the whole table.
 *
 * Counting up to 10,001 (and exporting) reads the whole selection, so it takes the row test when
 * the planner expects the search to match a large share of the leads, and the index otherwise.
 * Counted at a million leads: a name one lead in twelve holds, 30 ms by the index and about 50 ms
 * by rows; a phone's start one lead in eight holds, 35 ms by the index and 17 to 55 ms by rows (a
 * scan starts where the last one stopped, and rows lie denser in some parts of the table than in
 * others); a domain one lead in five holds, about 20 ms by rows and 50 ms by the index.
 * The planner cannot make this choice itself: it would compute the starts of every row it scans.
 * A page of a search is found by the index when the count found few matches, and by walking the
 * newest leads with the row test otherwise (lead-repository.ts).
 */
import type { InboxFilter } from "../inbox"
import type { Queryable } from "./pool"
import { searchQueries } from "./search-document"

export type SearchBy = "index" | "row"

/** From this share of the leads on, a search's whole selection is read by rows (see above). */
export const COMMON_SEARCH_SHARE = 0.15

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
 * How to read the whole selection of a filter: by rows when it searches and the planner expects
 * at least COMMON_SEARCH_SHARE of the leads to match, else by the index. A table never analysed
 * (reltuples below 1) has no such expectation: the index is the safe side.
 */
export async function searchByForAll(db: Queryable, filter: InboxFilter): Promise<SearchBy> {
  if (filter.search === null) return "index"
  const { where, params } = whereOf(filter, "index")
  const plan = await db.query<PlanRows>(`EXPLAIN (FORMAT JSON) SELECT 1 FROM leads ${where}`, params)
  const table = await db.query<{ reltuples: number }>("SELECT reltuples FROM pg_class WHERE oid = 'leads'::regclass")
  const expected = plan.rows[0]["QUERY PLAN"][0].Plan["Plan Rows"]
  const leads = table.rows[0].reltuples
  return leads >= 1 && expected / leads >= COMMON_SEARCH_SHARE ? "row" : "index"
}
