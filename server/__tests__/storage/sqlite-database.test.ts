/** What only the embedded engine does: its file, its pragmas, its migrations and its group commit. */
import Database from "better-sqlite3"
import { existsSync, readFileSync, statSync } from "node:fs"
import { join } from "node:path"
import { DATABASE_FILE, openDatabase } from "../../storage/sqlite/database"
import { migrations } from "../../storage/sqlite/migrations"
import { openSqliteStorage } from "../../storage/sqlite/sqlite-storage"
import { SqliteAttemptStore } from "../../storage/sqlite/throttle-store"
import { EMPTY_FILTER } from "../../storage/inbox"
import type { Storage } from "../../storage/storage"
import { newLead } from "../support/new-lead"
import { tempDir } from "../support/test-app"

describe("the database file", () => {
  it("is opened with WAL, synchronous=FULL and secure_delete every time, also after a reopen", () => {
    const dataDir = tempDir("db-")
    for (let open = 0; open < 2; open++) {
      const db = openDatabase(dataDir)
      expect(db.pragma("journal_mode", { simple: true })).toBe("wal")
      // 2 = FULL (better-sqlite3 would otherwise use NORMAL = 1 in WAL mode).
      expect(db.pragma("synchronous", { simple: true })).toBe(2)
      expect(db.pragma("busy_timeout", { simple: true })).toBe(5000)
      expect(db.pragma("secure_delete", { simple: true })).toBe(1)
      expect(db.pragma("foreign_keys", { simple: true })).toBe(1)
      db.close()
    }
  })

  it("is readable by its owner only, with its WAL, also when an older version left it open to all", async () => {
    const dataDir = tempDir("db-")
    const storage = openSqliteStorage(dataDir)
    await storage.leads.insert(newLead())
    const file = join(dataDir, DATABASE_FILE)
    for (const path of [file, `${file}-wal`, `${file}-shm`]) expect(statSync(path).mode & 0o777).toBe(0o600)
    await storage.close()

    const old = new Database(join(tempDir("db-"), DATABASE_FILE))
    old.close()
    const oldFile = old.name
    expect(statSync(oldFile).mode & 0o077).not.toBe(0)
    openDatabase(join(oldFile, "..")).close()
    expect(statSync(oldFile).mode & 0o777).toBe(0o600)
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
      "lead_counts",
      "lead_search",
      "lead_search_config",
      "lead_search_data",
      "lead_search_docsize",
      "lead_search_idx",
      "leads",
      "outbox",
      "settings",
      "sign_in_attempts",
      "staff_devices",
      "staff_sessions",
      "staff_sign_in_links",
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

  it("upgrades a database of the first schema with its leads, outbox and search index", async () => {
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
      .prepare(
        "INSERT INTO outbox (lead_id, next_attempt_at, sent_at) VALUES ('01HZZZZZZZZZZZZZZZZZZZZZZZ', 0, 'then')",
      )
      .run()
    old.close()

    const storage = openSqliteStorage(dataDir)
    try {
      const page = await storage.leads.list({ ...EMPTY_FILTER, search: "layla" }, 1)
      expect(page.rows).toMatchObject([{ name: "Layla Nasser", mail: "sent", language: "en" }])
      // The status counters start from the leads the database already held.
      expect(await storage.leads.countNew()).toBe(1)
      expect(await storage.leads.list(EMPTY_FILTER, 1)).toMatchObject({ total: 1, moreThanTotal: false })
    } finally {
      await storage.close()
    }
    const db = openDatabase(dataDir)
    expect(db.pragma("user_version", { simple: true })).toBe(migrations.at(-1)?.version)
    db.close()
  })

  it("gives an account made before roles the leads, as it had (the inbox role)", async () => {
    const dataDir = tempDir("roles-upgrade-")
    const old = new Database(join(dataDir, DATABASE_FILE))
    const beforeRoles = migrations.filter(({ version }) => version < 10)
    for (const { sql } of beforeRoles) old.exec(typeof sql === "function" ? sql() : sql)
    old.pragma(`user_version = ${beforeRoles.at(-1)?.version}`)
    old
      .prepare("INSERT INTO staff_users (email, password_hash, created_at) VALUES (?, ?, ?)")
      .run("sara@example.com", "$argon2id$hash", "2026-01-01T00:00:00.000Z")
    old.close()
    const storage = openSqliteStorage(dataDir)
    try {
      expect(await storage.accounts.findByEmail("sara@example.com")).toMatchObject({ role: "inbox" })
    } finally {
      await storage.close()
    }
  })
})

describe("an erased lead", () => {
  /** Every byte of the database's files (main, WAL, shared memory) that exist now, as Latin-1 text to search. */
  const fileBytes = (dataDir: string) =>
    ["", "-wal", "-shm"]
      .map(suffix => join(dataDir, `${DATABASE_FILE}${suffix}`))
      .filter(path => existsSync(path))
      .map(path => readFileSync(path).toString("latin1"))
      .join("")
  // Words no other text holds, in the name, the e-mail and the message; the index keeps their prefixes too.
  const leadWith = (word: string) =>
    newLead({
      firstname: `Zq${word}`,
      lastname: "Haddad",
      email: `${word}mail@example.org`,
      message: `About ${word}text`,
    })
  const wordsOf = (word: string) => [`zq${word}`, `${word}mail`, `${word}text`, `Zq${word}`]

  it.each([
    ["erased by staff", (storage: Storage, id: string) => storage.leads.erase(id, "staff@example.com")],
    [
      "erased by retention",
      // The lead to erase is the only one received before the cutoff.
      (storage: Storage) => storage.leads.eraseOlderThan(new Date("2026-01-02T00:00:00Z"), "system"),
    ],
  ])("%s leaves none of its words in any database file, and search still finds the other lead", async (_how, erase) => {
    const dataDir = tempDir("erase-bytes-")
    const storage = openSqliteStorage(dataDir)
    try {
      const gone = await storage.leads.insert(leadWith("xwvgone"), new Date("2026-01-01T00:00:00Z"))
      await storage.leads.insert(leadWith("ykeptone"), new Date("2026-02-01T00:00:00Z"))
      // Indexed for search, as staff searching indexes every stored lead.
      expect((await storage.leads.list({ ...EMPTY_FILTER, search: "zqxwvgone" }, 1)).rows).toMatchObject([
        { id: gone.id },
      ])
      for (const word of wordsOf("xwvgone")) expect(fileBytes(dataDir)).toContain(word)

      await erase(storage, gone.id)

      const bytes = fileBytes(dataDir)
      expect(wordsOf("xwvgone").filter(word => bytes.includes(word))).toEqual([])
      expect(bytes).toContain("ykeptonetext")
      expect((await storage.leads.list({ ...EMPTY_FILTER, search: "ykeptonetext" }, 1)).total).toBe(1)
      expect((await storage.leads.list({ ...EMPTY_FILTER, search: "zqykeptone" }, 1)).total).toBe(1)
      expect((await storage.leads.list({ ...EMPTY_FILTER, search: "zqxwvgone" }, 1)).total).toBe(0)
    } finally {
      await storage.close()
    }
  })
})

describe("group commit", () => {
  it("stores the posts of one event-loop turn with one commit", async () => {
    const dataDir = tempDir("db-")
    const storage = openSqliteStorage(dataDir)
    await storage.leads.insert(newLead())
    const raw = new Database(join(dataDir, DATABASE_FILE), { readonly: true })
    const commitsBefore = raw.pragma("data_version", { simple: true })
    await Promise.all(Array.from({ length: 25 }, () => storage.leads.insert(newLead())))
    // data_version changes once per commit made by another connection.
    expect(Number(raw.pragma("data_version", { simple: true })) - Number(commitsBefore)).toBe(1)
    raw.close()
    await storage.close()
  })

  it("fails only the post that could not be written", async () => {
    const dataDir = tempDir("db-")
    const storage = openSqliteStorage(dataDir)
    const raw = new Database(join(dataDir, DATABASE_FILE))
    raw.exec(
      "CREATE TRIGGER refuse_x BEFORE INSERT ON leads WHEN NEW.firstname = 'X' BEGIN SELECT RAISE(ABORT, 'refused'); END",
    )
    const outcomes = await Promise.allSettled([
      storage.leads.insert(newLead()),
      storage.leads.insert(newLead({ firstname: "X" })),
      storage.leads.insert(newLead()),
    ])
    expect(outcomes.map(outcome => outcome.status)).toEqual(["fulfilled", "rejected", "fulfilled"])
    expect(await storage.leads.all()).toHaveLength(2)
    expect(raw.prepare("SELECT COUNT(*) FROM outbox").pluck().get()).toBe(2)
    raw.close()
    await storage.close()
  })
})

describe("posts counted per address, in the process's memory", () => {
  it("drops ended windows once very many addresses have posted, and keeps every live count", async () => {
    const db = openDatabase(tempDir("throttle-"))
    const store = new SqliteAttemptStore(db)
    const windows = () => (store as unknown as { windows: Map<string, unknown> }).windows
    for (let i = 0; i < 10_000; i++) await store.countInWindow(`posts:198.51.100.${i}`, 1_000, 0)
    expect(await store.countInWindow("posts:live", 600_000, 0)).toEqual({ count: 1, resetInMs: 600_000 })
    expect(windows().size).toBe(10_001)
    // Later, one more address: the ended windows go, the live one keeps counting.
    await store.countInWindow("posts:later", 1_000, 5_000)
    expect(windows().size).toBe(2)
    expect(await store.countInWindow("posts:live", 600_000, 5_000)).toEqual({ count: 2, resetInMs: 595_000 })
    db.close()
  })
})
