/**
 * The staff lead routes check their ids, filters and bodies in their schemas, and the audit log its
 * paging: a value outside what a route takes is answered 400 with what it must be, before any
 * handler runs, so nothing is read, changed or audited.
 */
import type { FastifyInstance } from "fastify"
import { mkdirSync } from "node:fs"
import { buildApp } from "../../app"
import { LOCALES } from "../../../shared/i18n/locales"
import { LEAD_KINDS, LEAD_STATUSES } from "../../../shared/lead-terms"
import { reportSkippedEngines } from "../support/storage-engines"
import { storageSites } from "../support/storage-sites"
import { addStaffUser, signIn, type StaffClient } from "../support/staff-session"
import { FORM, testConfig, validLead } from "../support/test-app"
import type { CheapPasswords } from "../support/cheap-passwords"

// Accounts and the decoy hashed at the cheapest parameters: this suite checks what sign-in
// decides, not what a hash costs (support/cheap-passwords.ts).
jest.mock("../../staff/passwords", () =>
  jest.requireActual<CheapPasswords>("../support/cheap-passwords").cheapPasswords(),
)

reportSkippedEngines()

describe.each(storageSites)("the staff lead routes' schemas on $engine", ({ site: newSite }) => {
  let app: FastifyInstance
  let client: StaffClient
  let id: string

  beforeEach(async () => {
    const config = testConfig(await newSite())
    mkdirSync(config.staffAppDir, { recursive: true })
    app = await buildApp(config)
    await addStaffUser(config)
    client = await signIn(app)
    const stored = await app.inject({ method: "POST", url: "/send_email.php", headers: FORM, payload: validLead() })
    id = stored.json().id as string
  })
  afterEach(() => app.close())

  /** What the staff can see of the lead and of the audit log: equal before and after means nothing happened. */
  const state = async () => ({
    lead: (await client.request({ method: "GET", url: `/staff/api/leads/${id}` })).json(),
    audit: (await client.request({ method: "GET", url: "/staff/api/audit" })).json(),
  })

  it("a malformed id gets a 400 that says what an id is, on every lead route, and changes nothing", async () => {
    const before = await state()
    for (const malformed of ["1 OR 1=1", id.toLowerCase(), `${id}0`]) {
      const path = `/staff/api/leads/${encodeURIComponent(malformed)}`
      for (const [method, url, payload] of [
        ["GET", path, undefined],
        ["POST", `${path}/status`, { status: "done" }],
        ["POST", `${path}/notes`, { body: "Call back" }],
        ["POST", `${path}/resend`, undefined],
        ["DELETE", path, undefined],
      ] as const) {
        const response = await client.request({ method, url, payload })
        expect({ url, status: response.statusCode }).toEqual({ url, status: 400 })
        expect(response.json().message).toContain('"id" must be a lead id')
      }
    }
    // The GETs of state() add two "view" entries of their own, the same both times.
    const after = await state()
    expect(after.lead).toEqual(before.lead)
    expect(after.audit.entries.filter((entry: { action: string }) => entry.action !== "view")).toEqual(
      before.audit.entries.filter((entry: { action: string }) => entry.action !== "view"),
    )
  })

  it("a filter value outside its set, or a moment or page that is none, gets a 400 naming what it may be", async () => {
    const closed: [string, readonly string[]][] = [
      ["status", LEAD_STATUSES],
      ["kind", LEAD_KINDS],
      ["language", LOCALES],
    ]
    for (const url of ["/staff/api/leads", "/staff/api/leads.csv"]) {
      for (const [name, values] of closed) {
        const response = await client.request({ method: "GET", url: `${url}?${name}=archived` })
        expect(response.statusCode).toBe(400)
        const { message } = response.json()
        expect(message).toContain(`"${name}" must be one of`)
        for (const value of values) expect(message).toContain(value)
      }
      for (const [name, value] of [
        ["from", "2026-01-31"],
        ["from", "2026-02-30T00:00:00.000Z"],
        ["to", "2026-01-31T20:00:00+04:00"],
      ]) {
        const response = await client.request({ method: "GET", url: `${url}?${name}=${encodeURIComponent(value)}` })
        expect({ value, status: response.statusCode }).toEqual({ value, status: 400 })
        expect(response.json().message).toContain(`"${name}" must be a moment such as`)
      }
      for (const page of ["0", "two", "-1"]) {
        const response = await client.request({ method: "GET", url: `${url}?page=${page}` })
        expect({ page, status: response.statusCode }).toEqual({ page, status: 400 })
        expect(response.json().message).toContain('"page" must be a page number')
      }
    }
    // A refused export is no export: the audit log holds none.
    const audit = (await client.request({ method: "GET", url: "/staff/api/audit" })).json()
    expect(audit.entries.map((entry: { action: string }) => entry.action)).not.toContain("export")
    const fine = await client.request({ method: "GET", url: "/staff/api/leads?status=new&page=1" })
    expect(fine.json().rows.map((row: { id: string }) => row.id)).toEqual([id])
  })

  it("an older audit page asked before something that is no entry's number gets a 400 saying what it must be", async () => {
    type Entry = { id: number }
    const audit = (query = "") => client.request({ method: "GET", url: `/staff/api/audit${query}` })
    const newest: Entry[] = (await audit()).json().entries
    for (const before of ["abc", "12abc", "0", "-3", "1.5", ""]) {
      const response = await audit(`?before=${encodeURIComponent(before)}`)
      expect({ before, status: response.statusCode }).toEqual({ before, status: 400 })
      expect(response.json().message).toContain(`"before" must be an audit entry's number, 1 or more`)
    }
    const [latest] = newest
    const older: Entry[] = (await audit(`?before=${latest.id}`)).json().entries
    expect(older.map(entry => entry.id)).toEqual(newest.filter(entry => entry.id < latest.id).map(entry => entry.id))
  })

  it("a status outside the set in the body is refused and the lead keeps its status", async () => {
    const response = await client.request({
      method: "POST",
      url: `/staff/api/leads/${id}/status`,
      payload: { status: "archived" },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toContain('"status" must be one of')
    const lead = (await client.request({ method: "GET", url: `/staff/api/leads/${id}` })).json()
    expect(lead).toMatchObject({ status: "new", activity: [] })
  })
})
