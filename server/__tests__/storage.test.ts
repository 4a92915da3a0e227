import Database from "better-sqlite3"
import { join } from "node:path"
import { DATABASE_FILE, openDatabase } from "../storage/database"
import { GroupCommit } from "../storage/group-commit"
import { LeadStore, type NewLead } from "../storage/lead-store"
import { migrations } from "../storage/migrations"
import { tempDir } from "./support/test-app"

const lead = (overrides: Partial<NewLead> = {}): NewLead => ({
  kind: "lead",
  status: "new",
  fields: {
    firstname: "A",
    lastname: "B",
    email: "a@b.co",
    phone: "1",
    service: "Web Designing",
    message: "",
    privacy: "",
  },
  ip: "192.0.2.1",
  userAgent: "jest",
  idempotencyKey: null,
  ...overrides,
})

describe("the database", () => {
  it("is opened with WAL and synchronous=FULL every time, also after a reopen", () => {
    const dataDir = tempDir("db-")
    for (let open = 0; open < 2; open++) {
      const db = openDatabase(dataDir)
      expect(db.pragma("journal_mode", { simple: true })).toBe("wal")
      // 2 = FULL (better-sqlite3 would otherwise use NORMAL = 1 in WAL mode).
      expect(db.pragma("synchronous", { simple: true })).toBe(2)
      expect(db.pragma("busy_timeout", { simple: true })).toBe(5000)
      expect(db.pragma("foreign_keys", { simple: true })).toBe(1)
      db.close()
    }
  })

  it("runs each migration once and records the schema version", () => {
    const dataDir = tempDir("db-")
    openDatabase(dataDir).close()
    const db = openDatabase(dataDir)
    expect(db.pragma("user_version", { simple: true })).toBe(migrations[migrations.length - 1].version)
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").pluck().all()
    expect(tables).toEqual([
      "audit_log",
      "lead_activity",
      "lead_search",
      "lead_search_config",
      "lead_search_data",
      "lead_search_docsize",
      "lead_search_idx",
      "leads",
      "outbox",
      "settings",
      "staff_sessions",
      "staff_users",
    ])
    db.close()
  })

  it("refuses a database from a newer server instead of guessing", () => {
    const dataDir = tempDir("db-")
    openDatabase(dataDir).close()
    const raw = new Database(join(dataDir, DATABASE_FILE))
    raw.pragma("user_version = 999")
    raw.close()
    expect(() => openDatabase(dataDir)).toThrow(/schema version 999, newer than this server knows/)
  })
})

describe("LeadStore", () => {
  it("writes the lead and its outbox row in one transaction: both or neither", () => {
    const db = openDatabase(tempDir("db-"))
    const store = new LeadStore(db)
    db.exec("CREATE TRIGGER fail_outbox BEFORE INSERT ON outbox BEGIN SELECT RAISE(ABORT, 'disk trouble'); END")
    expect(() => store.save(lead())).toThrow(/disk trouble/)
    expect(store.list()).toEqual([])
    db.exec("DROP TRIGGER fail_outbox")
    const { id } = store.save(lead())
    expect(store.get(id)?.notification).toMatchObject({ attempts: 0, sentAt: null })
    db.close()
  })

  it("keeps spam without an outbox row", () => {
    const db = openDatabase(tempDir("db-"))
    const store = new LeadStore(db)
    const { id } = store.save(lead({ status: "spam" }))
    expect(store.get(id)).toMatchObject({ status: "spam", notification: null })
    db.close()
  })

  it("stores a keyed pseudonym of the IP address, the same for the same address, never the address", () => {
    const db = openDatabase(tempDir("db-"))
    const store = new LeadStore(db)
    const first = store.get(store.save(lead()).id)!
    const second = store.get(store.save(lead()).id)!
    const other = store.get(store.save(lead({ ip: "192.0.2.2" })).id)!
    expect(first.ipHash).toBe(second.ipHash)
    expect(first.ipHash).not.toBe(other.ipHash)
    expect(JSON.stringify(db.prepare("SELECT * FROM leads").all())).not.toContain("192.0.2.1")
    db.close()
  })

  it("erases a lead together with its outbox row", () => {
    const db = openDatabase(tempDir("db-"))
    const store = new LeadStore(db)
    const { id } = store.save(lead())
    expect(store.delete(id)).toBe(true)
    expect(db.prepare("SELECT COUNT(*) FROM outbox").pluck().get()).toBe(0)
    expect(store.delete(id)).toBe(false)
    db.close()
  })
})

describe("group commit", () => {
  it("stores concurrent submissions with one commit and answers each with its own result", async () => {
    const db = openDatabase(tempDir("db-"))
    const store = new LeadStore(db)
    const group = new GroupCommit(store)
    const saveMany = jest.spyOn(store, "saveMany")
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) => group.save(lead({ idempotencyKey: i === 24 ? "key-0" : `key-${i}` }))),
    )
    expect(saveMany).toHaveBeenCalledTimes(1)
    expect(results.slice(0, 24).every(result => result.outcome === "stored")).toBe(true)
    // The last one repeats the first one's key inside the same batch: a replay.
    expect(results[24]).toEqual({ outcome: "replayed", id: results[0].id })
    expect(store.list()).toHaveLength(24)
    db.close()
  })

  it("fails only the submission that could not be written", async () => {
    const db = openDatabase(tempDir("db-"))
    const store = new LeadStore(db)
    db.exec(
      "CREATE TRIGGER refuse_x BEFORE INSERT ON leads WHEN NEW.firstname = 'X' BEGIN SELECT RAISE(ABORT, 'refused'); END",
    )
    const group = new GroupCommit(store)
    const outcomes = await Promise.allSettled([
      group.save(lead()),
      group.save(lead({ fields: { ...lead().fields, firstname: "X" } })),
      group.save(lead()),
    ])
    expect(outcomes.map(outcome => outcome.status)).toEqual(["fulfilled", "rejected", "fulfilled"])
    expect(store.list()).toHaveLength(2)
    expect(db.prepare("SELECT COUNT(*) FROM outbox").pluck().get()).toBe(2)
    db.close()
  })
})
