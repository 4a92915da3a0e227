/**
 * Moving over: `npm run leads -- copy-to-postgres` copies a SQLite installation into an empty
 * PostgreSQL database, and what the PostgreSQL engine then reads is what the SQLite engine read.
 */
import { copyFileSync } from "node:fs"
import { openPostgresStorage } from "../storage/postgres/postgres-storage"
import { openSqliteStorage } from "../storage/sqlite/sqlite-storage"
import type { Storage } from "../storage/storage"
import { LEAD_STATUSES, type LeadStatus } from "../storage/lead"
import { newLead } from "./support/new-lead"
import { freshDatabaseUrl, postgresAvailability } from "./support/postgres-database"
import { runEntry } from "./support/spawn-entry"
import { tempDir } from "./support/test-app"

const postgres = postgresAvailability()
const describeOnPostgres = "url" in postgres ? describe : describe.skip
if ("skipped" in postgres) it.skip(`on postgres: skipped, ${postgres.skipped}`, () => undefined)

const STAFF = "sara@example.com"
const SESSION_HASH = "b".repeat(64)

/** A SQLite installation with something in every table. */
async function seed(storage: Storage): Promise<void> {
  const { leads, outbox, accounts, sessions, audit, throttle } = storage
  const at = (minute: number) => new Date(Date.UTC(2026, 0, 10, 9, minute))
  const first = await leads.insert(newLead({}, { ip: "192.0.2.7", idempotencyKey: "key-1" }), at(0))
  const arabic = await leads.insert(
    newLead({ firstname: "مُحَمَّد", lastname: "أحمد", phone: "04 555 0199" }, { language: "ar" }),
    at(1),
  )
  await leads.insert(newLead({ firstname: "Bot" }, { status: "spam", ip: "192.0.2.8" }), at(2))
  const contact = await leads.insert(newLead({ firstname: "Omar", privacy: "on" }, { kind: "contact" }), at(3))
  await outbox.markSent(first.id, at(4))
  await outbox.markFailed(contact.id, {
    attempts: 3,
    nextAttemptAt: 1_900_000_000_000,
    error: "421",
    needsAttention: true,
  })
  await leads.setStatus(arabic.id, "in_progress", STAFF, at(5))
  await leads.addNote(arabic.id, "اتصلت به", STAFF, at(6))
  const account = await accounts.add(STAFF, "$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA", "command line (test)")
  if (!account) throw new Error("no account")
  await accounts.setTotp(
    { userId: account.id, sealed: "v1.sealed.secret", lastStep: 123, keepSession: "", actor: STAFF },
    at(7),
  )
  await accounts.add("omar@example.com", "$argon2id$other", "command line (test)", "editor")
  await sessions.create(
    {
      idHash: SESSION_HASH,
      userId: account.id,
      csrfToken: "csrf",
      createdAt: 5,
      lastSeenAt: 6,
      totpPendingSealed: null,
    },
    STAFF,
    at(8),
  )
  await audit.count({ actor: "unknown", action: "sign-in-throttled", key: "flood", detail: "x" }, at(9))
  await audit.count({ actor: "unknown", action: "sign-in-throttled", key: "flood", detail: "x" }, at(10))
  await throttle.attempt([{ key: "address:192.0.2.9", rules: { freeAttempts: 1, firstDelayMs: 1, maxDelayMs: 1 } }], 42)
}

/** Everything the repositories read, the same on either engine after a faithful copy. */
async function readAll(storage: Storage) {
  const leads = await storage.leads.all()
  return {
    leads,
    activity: await Promise.all(leads.map(async lead => (await storage.leads.view(lead.id, "reader"))?.activity)),
    accounts: await storage.accounts.list(),
    session: await storage.sessions.find(SESSION_HASH),
    audit: (await storage.audit.page(null)).filter(entry => entry.actor !== "reader"),
    waiting: await storage.throttle.attempt(
      [{ key: "address:192.0.2.9", rules: { freeAttempts: 1, firstDelayMs: 1, maxDelayMs: 1 } }],
      42,
    ),
  }
}

describeOnPostgres("npm run leads -- copy-to-postgres", () => {
  const dataDir = tempDir("copy-source-")
  let url: string
  let expected: Awaited<ReturnType<typeof readAll>>
  const copy = (...args: string[]) =>
    runEntry("server/cli/leads.ts", ["copy-to-postgres", ...args], { DATA_DIR: dataDir, DATABASE_URL: url })

  beforeAll(async () => {
    url = await freshDatabaseUrl()
    const storage = openSqliteStorage(dataDir)
    await seed(storage)
    await storage.close()
    // Read from a copy of the file, so the views it records are not part of the copy.
    const readDir = tempDir("copy-read-")
    copyFileSync(`${dataDir}/leads.sqlite`, `${readDir}/leads.sqlite`)
    const reader = openSqliteStorage(readDir)
    expected = await readAll(reader)
    await reader.close()
  })

  it("copies every lead, note, e-mail state, account, session, audit entry and attempt, and checks the counts", async () => {
    const { status, stdout, stderr } = copy()
    expect(stderr).toBe("")
    expect(status).toBe(0)
    expect(stdout).toMatch(/the counts match:\n {2}leads +4\n {2}outbox +3\n {2}lead_activity +2\n {2}staff_users +2\n/)
    const target = await openPostgresStorage(url)
    try {
      expect(await readAll(target)).toEqual(expected)
      // Search works on the copy, Arabic folding included.
      const found = await target.leads.list({ ...EMPTY, search: "محمد" }, 1)
      expect(found.rows.map(row => row.name)).toEqual(["مُحَمَّد أحمد"])
      // The pseudonym key came along: the same address gives the same pseudonym as before.
      const again = await target.leads.insert(newLead({}, { ip: "192.0.2.7" }))
      expect((await target.leads.get(again.id))?.ipHash).toBe(expected.leads[0].ipHash)
      // New accounts and audit entries continue after the copied ids.
      const added = await target.accounts.add("new@example.com", "$argon2id$new", "command line (test)")
      expect(added?.id).toBe(Math.max(...expected.accounts.map(account => account.id)) + 1)
    } finally {
      await target.close()
    }
  })

  it("refuses a target that holds data, changing nothing, and replaces it when told", async () => {
    const refused = copy()
    expect(refused.status).toBe(1)
    expect(refused.stderr).toMatch(/already holds data \(5 leads, .*\)\. Nothing was copied\. .*--replace/)
    const untouched = await openPostgresStorage(url)
    try {
      expect(await untouched.leads.all()).toHaveLength(5)
      expect(await untouched.accounts.list()).toHaveLength(3)
    } finally {
      await untouched.close()
    }
    const replaced = copy("--replace")
    expect([replaced.status, replaced.stderr]).toEqual([0, ""])
    const target = await openPostgresStorage(url)
    try {
      expect(await readAll(target)).toEqual(expected)
      // The inbox's totals count the copy alone, not what it replaced.
      const statusTotal = async (status: LeadStatus) => (await target.leads.list({ ...EMPTY, status }, 1)).total
      for (const status of LEAD_STATUSES)
        expect([status, await statusTotal(status)]).toEqual([
          status,
          expected.leads.filter(lead => lead.status === status).length,
        ])
    } finally {
      await target.close()
    }
  })

  it("says what is missing: DATABASE_URL, or the SQLite file", () => {
    const noUrl = runEntry("server/cli/leads.ts", ["copy-to-postgres"], { DATA_DIR: dataDir, DATABASE_URL: "" })
    expect([noUrl.status, noUrl.stderr.trim()]).toEqual([
      1,
      "Set DATABASE_URL to the PostgreSQL database to copy into (postgres://…).",
    ])
    const noFile = runEntry("server/cli/leads.ts", ["copy-to-postgres"], {
      DATA_DIR: tempDir("copy-empty-"),
      DATABASE_URL: url,
    })
    expect(noFile.status).toBe(1)
    expect(noFile.stderr).toContain("No lead database at")
    expect(copy("--force").status).toBe(2)
  })
})

const EMPTY = { status: null, kind: null, service: null, language: null, from: null, to: null, search: null }
