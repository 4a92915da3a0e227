import Database from "better-sqlite3"
import { join } from "node:path"
import { AuditLog } from "../../staff/audit-log"
import { purgeExpiredLeads } from "../../staff/retention"
import { DATABASE_FILE, openDatabase, type Db } from "../../storage/database"
import { EMPTY_FILTER, INBOX_PAGE_SIZE, type InboxFilter } from "../../storage/inbox-store"
import { LeadStore } from "../../storage/lead-store"
import { migrations } from "../../storage/migrations"
import { SqliteInboxStore } from "../../storage/sqlite-inbox-store"
import { newLead } from "../support/new-lead"
import { tempDir } from "../support/test-app"

let db: Db
let leads: LeadStore
let inbox: SqliteInboxStore
const filter = (overrides: Partial<InboxFilter>) => ({ ...EMPTY_FILTER, ...overrides })
const names = (rows: { name: string }[]) => rows.map(row => row.name)

beforeEach(() => {
  db = openDatabase(tempDir("inbox-store-"))
  leads = new LeadStore(db)
  inbox = new SqliteInboxStore(db)
})
afterEach(() => db.close())

it("lists newest first, 50 a page, and leaves spam out unless asked for it", () => {
  const start = Date.parse("2026-01-01T00:00:00Z")
  for (let i = 0; i < 120; i++) leads.save(newLead({ firstname: `Person${i}` }), new Date(start + i * 60_000))
  leads.save(newLead({ firstname: "Bot" }, { status: "spam" }), new Date(start + 500 * 60_000))

  const first = inbox.list(EMPTY_FILTER, 1)
  expect(first).toMatchObject({ total: 120, page: 1, pages: 3 })
  expect(first.rows).toHaveLength(INBOX_PAGE_SIZE)
  expect(first.rows[0].name).toBe("Person119 Haddad")
  expect(
    inbox
      .list(EMPTY_FILTER, 3)
      .rows.map(row => row.name)
      .at(-1),
  ).toBe("Person0 Haddad")
  // A page past the end shows the last page.
  expect(inbox.list(EMPTY_FILTER, 99).page).toBe(3)

  expect(names(inbox.list(filter({ status: "spam" }), 1).rows)).toEqual(["Bot Haddad"])
  expect(inbox.list(filter({ status: "spam" }), 1).rows[0].mail).toBe("not sent (spam)")
  expect(inbox.countNew()).toBe(120)
})

it("filters by status, kind, service and received time", () => {
  leads.save(newLead({ firstname: "January" }), new Date("2026-01-15T10:00:00Z"))
  leads.save(
    newLead({ firstname: "February", service: "VAT Service", privacy: "on" }, { kind: "contact" }),
    new Date("2026-02-15T10:00:00Z"),
  )
  const march = leads.save(newLead({ firstname: "March" }), new Date("2026-03-15T10:00:00Z")).id
  inbox.setStatus(march, "done", "staff@example.com")

  expect(names(inbox.list(filter({ kind: "contact" }), 1).rows)).toEqual(["February Haddad"])
  expect(names(inbox.list(filter({ service: "VAT Service" }), 1).rows)).toEqual(["February Haddad"])
  expect(names(inbox.list(filter({ status: "done" }), 1).rows)).toEqual(["March Haddad"])
  expect(names(inbox.list(filter({ status: "new" }), 1).rows)).toEqual(["February Haddad", "January Haddad"])
  expect(
    names(inbox.list(filter({ from: "2026-02-01T00:00:00.000Z", to: "2026-03-01T00:00:00.000Z" }), 1).rows),
  ).toEqual(["February Haddad"])
})

describe("search", () => {
  beforeEach(() => {
    leads.save(newLead())
    leads.save(
      newLead({
        firstname: "Omar",
        lastname: "Saleh",
        email: "omar@corp.example",
        phone: "050 987 6543",
        message: "VAT",
      }),
    )
    leads.save(
      newLead({
        firstname: "مريم",
        lastname: "الهاشمي",
        email: "maryam@example.net",
        phone: "+44 20 7946 0000",
        message: "Café opening",
      }),
    )
  })
  const search = (text: string) => names(inbox.list(filter({ search: text }), 1).rows)

  it("matches words in the name, e-mail, phone and message; the last word, as typed so far, by its start", () => {
    expect(search("amir")).toEqual(["Amira Haddad"])
    expect(search("haddad ami")).toEqual(["Amira Haddad"])
    expect(search("ami haddad")).toEqual([])
    expect(search("corp.example")).toEqual(["Omar Saleh"])
    expect(search("business")).toEqual(["Amira Haddad"])
    expect(search("مريم")).toEqual(["مريم الهاشمي"])
    expect(search("cafe")).toEqual(["مريم الهاشمي"])
  })

  it("finds a phone number however it is typed", () => {
    expect(search("+971 50 123 4567")).toEqual(["Amira Haddad"])
    expect(search("0501234567")).toEqual(["Amira Haddad"])
    expect(search("501234567")).toEqual(["Amira Haddad"])
    expect(search("971 50 987 6543")).toEqual(["Omar Saleh"])
  })

  it("treats FTS syntax as text, and an empty search as none", () => {
    expect(search('amira" OR "omar')).toEqual([])
    expect(search("NEAR(amira omar)")).toEqual([])
    expect(search("email:omar")).toEqual([])
    expect(search("*")).toHaveLength(3)
  })

  it("forgets an erased lead", () => {
    const [amira] = inbox.list(filter({ search: "amira" }), 1).rows
    expect(inbox.erase(amira.id)).toBe(true)
    expect(search("amira")).toEqual([])
    expect(db.prepare("SELECT count(*) FROM lead_search").pluck().get()).toBe(2)
  })

  it("indexes a lead when staff search, not while its post is stored", () => {
    const indexed = () => db.prepare("SELECT count(*) FROM lead_search").pluck().get()
    expect(search("amira")).toEqual(["Amira Haddad"])
    expect(indexed()).toBe(3)
    leads.save(newLead({ firstname: "Layla", lastname: "Nasser", email: "layla@example.org" }))
    expect(indexed()).toBe(3)
    expect(search("layla")).toEqual(["Layla Nasser"])
    expect(indexed()).toBe(4)
  })

  it("finds a lead stored after the newest one was erased (SQLite then gives its seq again)", () => {
    const newest = leads.save(newLead({ firstname: "Layla", lastname: "Nasser", email: "layla@example.org" }))
    expect(search("layla")).toEqual(["Layla Nasser"])
    expect(inbox.erase(newest.id)).toBe(true)
    leads.save(newLead({ firstname: "Yusuf", lastname: "Karim", email: "yusuf@example.org" }))
    expect(search("yusuf")).toEqual(["Yusuf Karim"])
    expect(search("layla")).toEqual([])
  })
})

it("records status changes and notes with who and when, and erases them with the lead", () => {
  const { id } = leads.save(newLead())
  expect(inbox.setStatus(id, "in_progress", "sara@example.com", new Date("2026-05-01T09:00:00Z"))).toBe(true)
  expect(inbox.addNote(id, "Called, sending the forms <b>today</b>", "sara@example.com")).toBe(true)
  expect(inbox.setStatus("01ARZ3NDEKTSV4RRFFQ69G5FAV", "done", "sara@example.com")).toBe(false)

  const detail = inbox.detail(id)
  expect(detail?.status).toBe("in_progress")
  expect(detail?.activity).toEqual([
    { at: "2026-05-01T09:00:00.000Z", actor: "sara@example.com", kind: "status", body: "new → in_progress" },
    expect.objectContaining({
      actor: "sara@example.com",
      kind: "note",
      body: "Called, sending the forms <b>today</b>",
    }),
  ])
  expect(inbox.erase(id)).toBe(true)
  expect(inbox.detail(id)).toBeNull()
  expect(db.prepare("SELECT count(*) FROM lead_activity").pluck().get()).toBe(0)
  expect(db.prepare("SELECT count(*) FROM outbox").pluck().get()).toBe(0)
})

it("moves a lead out of spam with its notification queued; a spam lead is never resent", () => {
  const { id } = leads.save(newLead({}, { status: "spam" }))
  expect(inbox.detail(id)?.notification).toBeNull()
  expect(inbox.resend(id, "sara@example.com")).toBe(false)
  inbox.setStatus(id, "new", "sara@example.com", new Date("2026-05-01T09:00:00Z"))
  expect(inbox.detail(id)).toMatchObject({ status: "new", mail: "pending", notification: { attempts: 0 } })
  expect(leads.due(Date.parse("2026-05-01T09:00:00Z"), 10).map(due => due.id)).toEqual([id])
})

it("resend queues a sent notification again and counts it", () => {
  const { id } = leads.save(newLead())
  leads.markSent(id)
  expect(inbox.detail(id)?.mail).toBe("sent")
  expect(inbox.resend(id, "sara@example.com")).toBe(true)
  expect(inbox.detail(id)).toMatchObject({ mail: "pending", notification: { resends: 1 } })
  expect(inbox.detail(id)?.activity.map(entry => entry.kind)).toEqual(["resend"])
})

it("the retention purge erases leads older than the limit and writes how many to the audit log", () => {
  const now = new Date("2026-06-30T00:00:00Z")
  leads.save(newLead({ firstname: "Old" }), new Date("2026-01-01T00:00:00Z"))
  leads.save(newLead({ firstname: "Recent" }), new Date("2026-06-29T00:00:00Z"))
  const audit = new AuditLog(db)
  expect(purgeExpiredLeads(inbox, audit, 90, now)).toBe(1)
  expect(names(inbox.list(EMPTY_FILTER, 1).rows)).toEqual(["Recent Haddad"])
  expect(audit.page()).toMatchObject([
    { actor: "system", action: "retention-purge", detail: "1 leads older than 90 days" },
  ])
  expect(purgeExpiredLeads(inbox, audit, 90, now)).toBe(0)
  expect(audit.page()).toHaveLength(1)
})

it("upgrades a database of the first schema with its leads, outbox and search index", () => {
  const dataDir = tempDir("inbox-upgrade-")
  const old = new Database(join(dataDir, DATABASE_FILE))
  const first = migrations[0]
  old.exec(typeof first.sql === "function" ? first.sql() : first.sql)
  old.pragma("user_version = 1")
  old
    .prepare(
      `INSERT INTO leads (id, kind, status, firstname, lastname, email, phone, service, message, privacy, created_at, request_hash)
       VALUES ('01HZZZZZZZZZZZZZZZZZZZZZZZ', 'lead', 'new', 'Layla', 'Nasser', 'layla@example.org', '+971 4 000 0000', '', 'Old lead', '', '2025-01-01T00:00:00.000Z', 'x')`,
    )
    .run()
  old
    .prepare("INSERT INTO outbox (lead_id, next_attempt_at, sent_at) VALUES ('01HZZZZZZZZZZZZZZZZZZZZZZZ', 0, 'then')")
    .run()
  old.close()

  const upgraded = openDatabase(dataDir)
  try {
    const store = new SqliteInboxStore(upgraded)
    expect(store.list(filter({ search: "layla" }), 1).rows).toMatchObject([{ name: "Layla Nasser", mail: "sent" }])
    expect(upgraded.pragma("user_version", { simple: true })).toBe(migrations.at(-1)?.version)
    expect(upgraded.pragma("foreign_keys", { simple: true })).toBe(1)
  } finally {
    upgraded.close()
  }
})
