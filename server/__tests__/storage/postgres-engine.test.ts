/**
 * What only the shared engine promises: several server instances on one PostgreSQL database.
 * Two storages opened on the same database stand for two instances.
 */
import pg from "pg"
import { EMPTY_FILTER } from "../../storage/inbox"
import { migrations } from "../../storage/postgres/migrations"
import { searchLexemes } from "../../storage/postgres/search-document"
import { openPostgresStorage } from "../../storage/postgres/postgres-storage"
import type { Storage } from "../../storage/storage"
import { PAIR_RULES } from "../../staff/sign-in-throttle"
import { newLead } from "../support/new-lead"
import { waitFor } from "../support/test-app"
import { freshDatabaseUrl, postgresAvailability } from "../support/postgres-database"

const postgres = postgresAvailability()
const describeOnPostgres = "url" in postgres ? describe : describe.skip
if ("skipped" in postgres) it.skip(`on postgres: skipped, ${postgres.skipped}`, () => undefined)

describeOnPostgres("two server instances on one PostgreSQL database", () => {
  let url: string
  let instances: Storage[] = []
  const open = async () => {
    const storage = await openPostgresStorage(url)
    instances.push(storage)
    return storage
  }
  beforeEach(async () => {
    url = await freshDatabaseUrl()
  })
  afterEach(async () => {
    await Promise.all(instances.map(storage => storage.close()))
    instances = []
  })

  it("migrate at start together: one runs each migration, the other waits and finds it done", async () => {
    const [first, second, third] = await Promise.all([open(), open(), open()])
    await first.leads.insert(newLead())
    expect(await second.leads.all()).toHaveLength(1)
    expect(await third.leads.countNew()).toBe(1)
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      const { rows } = await client.query("SELECT version FROM schema_migrations ORDER BY version")
      expect(rows).toEqual(migrations.map(({ version }) => ({ version })))
      // A database from a newer server is refused with a message, not used.
      await client.query("INSERT INTO schema_migrations (version, description) VALUES (99, 'from the future')")
    } finally {
      await client.end()
    }
    await expect(openPostgresStorage(url)).rejects.toThrow(/schema version 99, newer than this server knows/)
  })

  it("upgrade a database of the first schema: the status counters start from the leads it holds", async () => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      await client.query(migrations[0].sql())
      await client.query(
        "CREATE TABLE schema_migrations (version integer PRIMARY KEY, description text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())",
      )
      await client.query("INSERT INTO schema_migrations (version, description) VALUES (1, 'first')")
      await client.query(
        `INSERT INTO leads (id, kind, status, firstname, lastname, email, phone, service, message, privacy, created_at, request_hash, search)
         SELECT 'lead-' || n, 'lead', CASE WHEN n <= 3 THEN 'new' ELSE 'spam' END, 'Layla', 'Nasser', 'layla@example.org',
                '', '', '', '', now(), 'x', ''::tsvector
         FROM generate_series(1, 5) AS n`,
      )
    } finally {
      await client.end()
    }
    const storage = await open()
    expect(await storage.leads.countNew()).toBe(3)
    expect(await storage.leads.list({ ...EMPTY_FILTER, status: "spam" }, 1)).toMatchObject({ total: 2 })
  })

  it("upgrade a database of the second schema: the leads it holds are found by a word's start", async () => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      await client.query(migrations[0].sql())
      await client.query(migrations[1].sql())
      await client.query(
        "CREATE TABLE schema_migrations (version integer PRIMARY KEY, description text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())",
      )
      await client.query("INSERT INTO schema_migrations (version, description) VALUES (1, 'first'), (2, 'second')")
      const { fields } = newLead()
      await client.query(
        `INSERT INTO leads (id, kind, status, firstname, lastname, email, phone, service, message, privacy, created_at, request_hash, search)
         VALUES ('lead-1', 'lead', 'new', $1, $2, $3, $4, $5, $6, '', now(), 'x', array_to_tsvector($7::text[]))`,
        [
          fields.firstname,
          fields.lastname,
          fields.email,
          fields.phone,
          fields.service,
          fields.message,
          searchLexemes(fields),
        ],
      )
    } finally {
      await client.end()
    }
    const storage = await open()
    const search = async (text: string) =>
      (await storage.leads.list({ ...EMPTY_FILTER, search: text }, 1)).rows.map(row => row.name)
    expect(await search("haddad am")).toEqual(["Amira Haddad"])
    expect(await search("0501")).toEqual(["Amira Haddad"])
    expect(await search("busi")).toEqual(["Amira Haddad"])
    expect(await search("ami haddad")).toEqual([])
  })

  it("upgrade a database of the third schema: its leads are found in the inbox and among spam", async () => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      for (const migration of migrations.filter(({ version }) => version <= 3)) await client.query(migration.sql())
      await client.query(
        "CREATE TABLE schema_migrations (version integer PRIMARY KEY, description text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())",
      )
      await client.query(
        "INSERT INTO schema_migrations (version, description) SELECT n, 'earlier' FROM generate_series(1, 3) AS n",
      )
      const kept = newLead().fields
      const spam = newLead({ firstname: "Yusuf", lastname: "Karim", email: "yusuf@example.net" }).fields
      for (const [id, status, fields] of [
        ["lead-1", "new", kept],
        ["lead-2", "spam", spam],
      ] as const)
        await client.query(
          `INSERT INTO leads (id, kind, status, firstname, lastname, email, phone, service, message, privacy, created_at, request_hash, search)
           VALUES ($1, 'lead', $2, $3, $4, $5, $6, $7, $8, '', now(), 'x', array_to_tsvector($9::text[]))`,
          [
            id,
            status,
            fields.firstname,
            fields.lastname,
            fields.email,
            fields.phone,
            fields.service,
            fields.message,
            searchLexemes(fields),
          ],
        )
    } finally {
      await client.end()
    }
    const storage = await open()
    const search = async (text: string, status: "spam" | null = null) =>
      (await storage.leads.list({ ...EMPTY_FILTER, status, search: text }, 1)).rows.map(row => row.name)
    expect(await search("haddad am")).toEqual(["Amira Haddad"])
    expect(await search("050")).toEqual(["Amira Haddad"])
    expect(await search("yusu")).toEqual([])
    expect(await search("yusu", "spam")).toEqual(["Yusuf Karim"])
    expect(await search("amir", "spam")).toEqual([])
  })

  it("upgrade a database from before roles: its accounts keep the leads (the inbox role)", async () => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      const beforeRoles = migrations.filter(({ version }) => version < 7)
      for (const migration of beforeRoles) await client.query(migration.sql())
      await client.query(
        "CREATE TABLE schema_migrations (version integer PRIMARY KEY, description text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())",
      )
      await client.query(
        "INSERT INTO schema_migrations (version, description) SELECT n, 'earlier' FROM generate_series(1, $1::int) AS n",
        [beforeRoles.length],
      )
      await client.query(
        "INSERT INTO staff_users (email, password_hash, created_at) VALUES ('sara@example.com', '$argon2id$hash', now())",
      )
    } finally {
      await client.end()
    }
    const storage = await open()
    expect(await storage.accounts.findByEmail("sara@example.com")).toMatchObject({ role: "inbox" })
  })

  it("count the leads both store at once, each connection in its own slot of the counters", async () => {
    const [first, second] = await Promise.all([open(), open()])
    await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        (i % 2 === 0 ? first : second).leads.insert(newLead({}, { status: i % 10 === 0 ? "spam" : "new" })),
      ),
    )
    expect(await first.leads.countNew()).toBe(180)
    expect(await second.leads.list({ ...EMPTY_FILTER, status: "spam" }, 1)).toMatchObject({ total: 20 })
    expect(await second.leads.list(EMPTY_FILTER, 1)).toMatchObject({ total: 180 })
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      const { rows } = await client.query<{ slots: string }>("SELECT count(*) AS slots FROM lead_counts WHERE new > 0")
      expect(Number(rows[0].slots)).toBeGreaterThan(1)
    } finally {
      await client.end()
    }
  })

  it("claim the outbox without overlap, and a dead worker's claim passes to the other when its lease ends", async () => {
    const [one, two] = await Promise.all([open(), open()])
    const start = Date.parse("2026-05-01T09:00:00Z")
    for (let i = 0; i < 30; i++) await one.leads.insert(newLead({ firstname: `Person${i}` }), new Date(start))
    const now = start + 1_000
    const claims = await Promise.all(
      Array.from({ length: 6 }, (_, i) => (i % 2 === 0 ? one : two).outbox.claimDue(now, 7, 60_000)),
    )
    const ids = claims.flat().map(lead => lead.id)
    expect(ids).toHaveLength(30)
    expect(new Set(ids).size).toBe(30)
    // Nothing is due while the leases run; the first one sent is done for good.
    expect(await two.outbox.claimDue(now + 59_000, 50, 60_000)).toEqual([])
    await one.outbox.markSent(ids[0])
    // The worker that held the rest died: after the lease they are due again, for the other one.
    const reclaimed = await two.outbox.claimDue(now + 60_000, 50, 60_000)
    expect(reclaimed.map(lead => lead.id).sort()).toEqual(ids.slice(1).sort())
  })

  it("count sign-in attempts together: a burst spread over both is throttled as one", async () => {
    const [one, two] = await Promise.all([open(), open()])
    const keys = [{ key: "pair:staff@example.com|192.0.2.1", rules: PAIR_RULES }]
    const now = Date.parse("2026-05-01T09:00:00Z")
    const verdicts = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? one : two).throttle.attempt(keys, now)),
    )
    // The free attempts, then one that sets the first wait; everything else waits.
    expect(verdicts.filter(verdict => verdict.allowed)).toHaveLength(PAIR_RULES.freeAttempts + 1)
  })

  it("share the per-address count of posted forms", async () => {
    const [one, two] = await Promise.all([open(), open()])
    const now = Date.parse("2026-05-01T09:00:00Z")
    const counts = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 === 0 ? one : two).throttle.countInWindow("posts:192.0.2.1", 600_000, now),
      ),
    )
    expect(counts.map(count => count.count).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(await one.throttle.countInWindow("posts:192.0.2.1", 600_000, now + 600_000)).toEqual({
      count: 1,
      resetInMs: 600_000,
    })
  })

  it("see a session started on one and ended on the other", async () => {
    const [one, two] = await Promise.all([open(), open()])
    const account = await one.accounts.add("staff@example.com", "$argon2id$hash", "command line (test)")
    if (!account) throw new Error("the account was not made")
    const session = {
      idHash: "a".repeat(64),
      userId: account.id,
      csrfToken: "token",
      createdAt: 1,
      lastSeenAt: 1,
      totpPendingSealed: null,
    }
    await one.sessions.create(session, "staff@example.com")
    expect(await two.sessions.find(session.idHash)).toEqual(session)
    await two.sessions.delete(session.idHash, "staff@example.com")
    expect(await one.sessions.find(session.idHash)).toBeNull()
    expect((await one.audit.page(null)).map(entry => entry.action)).toEqual(["sign-out", "sign-in", "account-added"])
  })

  it("take turns at work on what they share: the second waits for the first, other work does not, and a dead holder's turn ends", async () => {
    const [one, two] = await Promise.all([open(), open()])
    const watcher = new pg.Client({ connectionString: url })
    await watcher.connect()
    const advisory = async (granted: boolean) =>
      (await watcher.query("SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted = $1", [granted])).rows
    try {
      const steps: string[] = []
      let finishFirst = () => undefined as void
      const first = one.locks.run("content-save", async () => {
        steps.push("first starts")
        await new Promise<void>(resolve => (finishFirst = resolve))
        steps.push("first ends")
      })
      await waitFor(() => steps.includes("first starts"))
      const second = two.locks.run("content-save", async () => void steps.push("second runs"))
      // The second waits in the database; a build meanwhile runs at once.
      await waitFor(async () => (await advisory(false)).length === 1)
      await two.locks.run("site-build", async () => void steps.push("a build runs"))
      finishFirst()
      await Promise.all([first, second])
      expect(steps).toEqual(["first starts", "a build runs", "first ends", "second runs"])

      // A holder whose connection dies (its server was killed) leaves the lock to the others.
      let finishHeld = () => undefined as void
      const held = one.locks.run("site-build", () => new Promise<void>(resolve => (finishHeld = resolve)))
      const [holder] = await waitFor(async () => {
        const rows = await advisory(true)
        return rows.length === 1 && rows
      })
      const waiting = two.locks.run("site-build", async () => "ran")
      await waitFor(async () => (await advisory(false)).length === 1)
      await watcher.query("SELECT pg_terminate_backend($1)", [holder.pid])
      expect(await waiting).toBe("ran")
      finishHeld()
      await held
    } finally {
      await watcher.end()
    }
  })
})
