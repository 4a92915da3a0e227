/**
 * How PostgreSQL reads a search's whole selection, to count or export it (inbox-selection.ts): by
 * rows when the planner expects a large share of the leads to match, by the index of words and
 * word starts otherwise. Both ways give the same answers.
 */
import pg from "pg"
import { EMPTY_FILTER, type InboxFilter } from "../../storage/inbox"
import { searchByForAll } from "../../storage/postgres/inbox-selection"
import { openPostgresStorage } from "../../storage/postgres/postgres-storage"
import type { Storage } from "../../storage/storage"
import { newLead } from "../support/new-lead"
import { freshDatabaseUrl, postgresAvailability } from "../support/postgres-database"

const postgres = postgresAvailability()
const describeOnPostgres = "url" in postgres ? describe : describe.skip
if ("skipped" in postgres) it.skip(`on postgres: skipped, ${postgres.skipped}`, () => undefined)

const filter = (search: string): InboxFilter => ({ ...EMPTY_FILTER, search })

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

    expect(await searchByForAll(client, filter("hadd"))).toBe("row")
    expect(await searchByForAll(client, filter("yusu"))).toBe("index")
    expect(await searchByForAll(client, EMPTY_FILTER)).toBe("index")
    expect(await storage.leads.list(filter("hadd"), 1)).toMatchObject({ total: 97, moreThanTotal: false })
    expect(await storage.leads.list(filter("yusu"), 1)).toMatchObject({ total: 3, moreThanTotal: false })
    expect(await storage.leads.exportRows(filter("hadd"), "sara@example.com")).toHaveLength(97)
    expect(await storage.leads.exportRows(filter("yusu"), "sara@example.com")).toHaveLength(3)
  })
})
