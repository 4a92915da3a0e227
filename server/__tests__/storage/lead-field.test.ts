/**
 * A contact field added to the lead's field list (shared/lead-fields.ts) and given a column,
 * and nothing else: it is stored by either engine, shown by the staff API, found by the staff's
 * search, exported in the CSV and written in the staff e-mail. The field and its column exist only in this test.
 */
import Database from "better-sqlite3"
import type { FastifyInstance } from "fastify"
import { mkdirSync } from "node:fs"
import { join } from "node:path"
import pg from "pg"
import type { LeadField } from "../../../shared/lead-fields"
import { DATABASE_FILE } from "../../storage/sqlite/database"
import { newLead } from "../support/new-lead"
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink"
import { reportSkippedEngines } from "../support/storage-engines"
import { storageSites, type StorageSite } from "../support/storage-sites"
import { addStaffUser, signIn } from "../support/staff-session"
import { readLeads, startApp, waitFor, withStorage } from "../support/test-app"
import type { CheapPasswords } from "../support/cheap-passwords"

// Accounts and the decoy hashed at the cheapest parameters: this suite checks what sign-in
// decides, not what a hash costs (support/cheap-passwords.ts).
jest.mock("../../staff/passwords", () =>
  jest.requireActual<CheapPasswords>("../support/cheap-passwords").cheapPasswords(),
)

jest.mock("../../../shared/lead-fields", () => {
  const actual = jest.requireActual<{ LEAD_FIELDS: LeadField[] }>("../../../shared/lead-fields")
  const company = {
    name: "company",
    label: "Company",
    maxLength: 100,
    exported: true,
    mail: "row",
    searchAs: "text",
    direction: "auto",
  }
  return { ...actual, LEAD_FIELDS: [...actual.LEAD_FIELDS, company] }
})

/** The test's own migration: the new field's column, as each engine's migration would add it. */
async function addCompanyColumn(site: StorageSite): Promise<void> {
  // Opening the storage once runs the real migrations first.
  await withStorage(site, async () => undefined)
  const sql = "ALTER TABLE leads ADD COLUMN company TEXT NOT NULL DEFAULT ''"
  if (site.databaseUrl === null) {
    const db = new Database(join(site.dataDir, DATABASE_FILE))
    db.exec(sql)
    db.close()
    return
  }
  const client = new pg.Client({ connectionString: site.databaseUrl })
  await client.connect()
  await client.query(sql)
  await client.end()
}

reportSkippedEngines()

describe.each(storageSites)("a field added to the lead's field list, on $engine", ({ site: newSite }) => {
  let app: FastifyInstance | undefined
  let sink: SmtpSink | undefined
  afterEach(async () => {
    await app?.close()
    await sink?.close()
  })

  it("reaches storage, the staff API, the search, the CSV and the staff e-mail", async () => {
    const site = await newSite()
    await addCompanyColumn(site)
    sink = await startSmtpSink()
    const started = await startApp({ ...site, smtpUrl: `smtp://127.0.0.1:${sink.port}` })
    app = started.app
    mkdirSync(started.config.staffAppDir, { recursive: true })
    await addStaffUser(started.config)

    // The form's side (the receiver) is not part of this: the lead comes in as the receiver hands it over.
    const fields = { firstname: "Hessa", company: "Acme Trading LLC" }
    const { id } = await withStorage(site, storage => storage.leads.insert(newLead(fields)))

    const [stored] = await readLeads(site)
    expect(stored).toMatchObject({ id, ...fields })

    const client = await signIn(started.app)
    const view = await client.request({ method: "GET", url: `/staff/api/leads/${id}` })
    expect(view.json()).toMatchObject({ id, ...fields })
    // Found by a word of the new field alone, as staff type it: lower case, its start.
    const found = await client.request({ method: "GET", url: "/staff/api/leads?q=acme%20trad" })
    expect(found.json()).toMatchObject({ total: 1, rows: [{ id }] })

    const csv = (await client.request({ method: "GET", url: "/staff/api/leads.csv" })).body
    const [header, row] = csv.replace(/^\uFEFF/, "").split("\r\n")
    const column = header.split(",").indexOf('"company"')
    expect(column).toBeGreaterThan(-1)
    expect(row.split(",")[column]).toBe(`"${fields.company}"`)

    const mail = await waitFor(() => sink?.messages.find(message => message.headers.get("x-lead-id") === id))
    expect(mail.text).toContain(`Company: ${fields.company}`)
    expect(mail.html).toContain(fields.company)
  })
})
