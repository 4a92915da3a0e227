/**
 * How PostgreSQL reads a search's selection, to count or export it (inbox-selection.ts): by rows
 * when the planner expects so many matches that a scan finds the wanted ones sooner than the index
 * of words and word starts gathers them all, by the index otherwise. Both ways give the same answers. The index is in two parts, the leads the
 * inbox shows and spam, so the rows a search reads from it are never tested for their status.
 */
import pg from "pg"
import { COUNT_LIMIT, EMPTY_FILTER, type InboxFilter } from "../../storage/inbox"
import { searchByFor, whereOf } from "../../storage/postgres/inbox-selection"
import { openPostgresStorage } from "../../storage/postgres/postgres-storage"
import type { Storage } from "../../storage/storage"
import { newLead } from "../support/new-lead"
import { freshDatabaseUrl, postgresAvailability } from "../support/postgres-database"

const postgres = postgresAvailability()
const describeOnPostgres = "url" in postgres ? describe : describe.skip
if ("skipped" in postgres) it.skip(`on postgres: skipped, ${postgres.skipped}`, () => undefined)

const filter = (search: string): InboxFilter => ({ ...EMPTY_FILTER, search })

type PlanNode = { "Node Type": string; "Index Name"?: string; Filter?: string; Plans?: PlanNode[] }
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)]

describeOnPostgres("a search's whole selection on PostgreSQL", () => {
  let storage: Storage
  let client: pg.Pool
  beforeEach(async () => {
    const url = await freshDatabaseUrl()
    storage = await openPostgresStorage(url)
    client = new pg.Pool({ connectionString: url, max: 1 })
  })
  afterEach(async () => {
    await client.end()
    await storage.close()
  })

  it("is read by rows when most leads match and by the index when few do, with the same counts", async () => {
    for (let i = 0; i < 97; i++) await storage.leads.insert(newLead())
    for (let i = 0; i < 3; i++)
      await storage.leads.insert(newLead({ firstname: "Yusuf", lastname: "Karim", email: "yusuf@example.net" }))
    await client.query("ANALYZE leads")

    const count = COUNT_LIMIT + 1
    expect(await searchByFor(client, filter("hadd"), count)).toBe("row")
    expect(await searchByFor(client, filter("yusu"), count)).toBe("index")
    expect(await searchByFor(client, EMPTY_FILTER, count)).toBe("index")
    expect(await searchByFor(client, filter("hadd"), null)).toBe("row")
    expect(await searchByFor(client, filter("yusu"), null)).toBe("index")
    expect(await storage.leads.list(filter("hadd"), 1)).toMatchObject({ total: 97, moreThanTotal: false })
    expect(await storage.leads.list(filter("yusu"), 1)).toMatchObject({ total: 3, moreThanTotal: false })
    expect(await storage.leads.exportRows(filter("hadd"), "sara@example.com")).toHaveLength(97)
    expect(await storage.leads.exportRows(filter("yusu"), "sara@example.com")).toHaveLength(3)
  })

  it("reads a word some leads hold by rows when it wants the first match, and by the index to read every match", async () => {
    for (let i = 0; i < 85; i++) await storage.leads.insert(newLead())
    for (let i = 0; i < 15; i++) await storage.leads.insert(newLead({ firstname: "Yusuf", lastname: "Karim" }))
    await client.query("ANALYZE leads")

    expect(await searchByFor(client, filter("yusu"), 1)).toBe("row")
    expect(await searchByFor(client, filter("yusu"), null)).toBe("index")
    expect(await storage.leads.exportRows(filter("yusu"), "sara@example.com")).toHaveLength(15)
  })

  it("reads an inbox search from the index of the leads it shows, and tests no row for its status", async () => {
    for (let i = 0; i < 20; i++) await storage.leads.insert(newLead())
    await storage.leads.insert(newLead({ firstname: "Yusuf" }, { status: "spam" }))
    await client.query("ANALYZE leads")
    const { where, params } = whereOf(filter("amir"), "index")
    const connection = await client.connect()
    let plan: PlanNode
    try {
      // Whether the planner prefers an index on so few rows is not the point: which one, and what is tested.
      await connection.query("SET enable_seqscan = off; SET enable_indexscan = off")
      const { rows } = await connection.query<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(
        `EXPLAIN (FORMAT JSON) SELECT FROM leads ${where}`,
        params,
      )
      await connection.query("RESET enable_seqscan; RESET enable_indexscan")
      plan = rows[0]["QUERY PLAN"][0].Plan
    } finally {
      connection.release()
    }
    expect(nodesOf(plan).map(node => node["Index Name"] ?? [])).toEqual([[], "leads_search_kept"])
    expect(nodesOf(plan).filter(node => node.Filter !== undefined)).toEqual([])
    // Spam is searched in its own part of the index.
    expect(await storage.leads.list(filter("yusu"), 1)).toMatchObject({ total: 0 })
    expect(await storage.leads.list({ ...filter("yusu"), status: "spam" }, 1)).toMatchObject({ total: 1 })
    expect(await storage.leads.list(filter("amir"), 1)).toMatchObject({ total: 20 })
  })
})
