/**
 * Moving over: copies everything a SQLite installation keeps (DATA_DIR/leads.sqlite) into a
 * PostgreSQL database, in one transaction: leads with their search words, notes and status
 * changes, the outbox's state, staff accounts with their password hashes and sealed TOTP secrets,
 * sessions, counted attempts, the audit log and the IP-pseudonym key (so a visitor's pseudonym
 * stays the same). The counts of every table are compared before the commit: a copy that does
 * not add up is rolled back. A target that already holds data is refused unless `replace` is
 * given, which empties it first, so the copy is safe to run again.
 */
import type { Db } from "../sqlite/database"
import { openDatabase } from "../sqlite/database"
import { LEAD_FIELDS } from "../../../shared/lead-fields"
import { fieldsOf, type LeadFields } from "../lead"
import { migrate } from "./migrations"
import { openPool, type Queryable } from "./pool"
import { searchLexemes } from "./search-document"

/** The tables copied, in an order that respects their references; each is counted on both sides. */
export const COPIED_TABLES = [
  "leads",
  "outbox",
  "lead_activity",
  "staff_users",
  "staff_sessions",
  "staff_devices",
  "audit_log",
  "sign_in_attempts",
] as const
export type CopiedTable = (typeof COPIED_TABLES)[number]
export type CopyCounts = Record<CopiedTable, number>

export class TargetNotEmptyError extends Error {
  constructor(readonly counts: CopyCounts) {
    const held = COPIED_TABLES.filter(table => counts[table] > 0).map(table => `${counts[table]} ${table}`)
    super(`The PostgreSQL database already holds data (${held.join(", ")}).`)
    this.name = "TargetNotEmptyError"
  }
}

const BATCH = 1_000

type Column = { name: string; type: string; from?: (row: Record<string, unknown>) => unknown }

/**
 * One table's rows, a batch at a time, as one INSERT … SELECT FROM unnest(arrays) each: a
 * hundred thousand leads are a hundred statements, not a hundred thousand.
 */
async function copyRows(db: Db, target: Queryable, table: string, order: string, columns: Column[], into = table) {
  const select = db.prepare(`SELECT * FROM ${table} ORDER BY ${order} LIMIT ? OFFSET ?`)
  const names = columns.map(column => column.name.replace(/^search_text$/, "search"))
  const values = columns.map((column, index) =>
    column.name === "search_text" ? `array_to_tsvector(string_to_array(c${index}, ' '))` : `c${index}`,
  )
  const unnest = columns.map((column, index) => `$${index + 1}::${column.type}[]`).join(", ")
  const aliases = columns.map((_, index) => `c${index}`).join(", ")
  const sql = `INSERT INTO ${into} (${names.join(", ")}) OVERRIDING SYSTEM VALUE
               SELECT ${values.join(", ")} FROM unnest(${unnest}) AS t(${aliases})`
  for (let offset = 0; ; offset += BATCH) {
    const rows = select.all(BATCH, offset) as Record<string, unknown>[]
    if (rows.length === 0) return
    await target.query(
      sql,
      columns.map(column => rows.map(row => (column.from ? column.from(row) : row[column.name]))),
    )
  }
}

const flag = (name: string) => (row: Record<string, unknown>) => row[name] === 1

async function countsOf(target: Queryable): Promise<CopyCounts> {
  const counts = {} as CopyCounts
  for (const table of COPIED_TABLES)
    counts[table] = Number((await target.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n)
  return counts
}

function sqliteCounts(db: Db): CopyCounts {
  const counts = {} as CopyCounts
  for (const table of COPIED_TABLES) counts[table] = db.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number
  return counts
}

export async function copySqliteToPostgres(
  dataDir: string,
  databaseUrl: string,
  options: { replace: boolean },
): Promise<CopyCounts> {
  const db = openDatabase(dataDir)
  const pool = openPool(databaseUrl, 1)
  try {
    await migrate(pool)
    const client = await pool.connect()
    try {
      await client.query("BEGIN")
      // No instance may write while the copy runs, and two copies do not interleave.
      await client.query(`LOCK TABLE ${COPIED_TABLES.join(", ")} IN ACCESS EXCLUSIVE MODE`)
      const before = await countsOf(client)
      if (COPIED_TABLES.some(table => before[table] > 0)) {
        if (!options.replace) throw new TargetNotEmptyError(before)
        await client.query(`TRUNCATE ${COPIED_TABLES.join(", ")} RESTART IDENTITY CASCADE`)
      }
      // A consistent snapshot of the file: a server still writing to it waits until the copy is read.
      db.exec("BEGIN")
      try {
        await copyAll(db, client)
        const source = sqliteCounts(db)
        const copied = await countsOf(client)
        const wrong = COPIED_TABLES.filter(table => copied[table] !== source[table])
        if (wrong.length > 0)
          throw new Error(
            `The copy does not add up (${wrong.map(table => `${table}: ${source[table]} in SQLite, ${copied[table]} copied`).join("; ")}); nothing was written.`,
          )
        await client.query("COMMIT")
        return copied
      } finally {
        db.exec("COMMIT")
      }
    } catch (error) {
      await client.query("ROLLBACK").catch(() => undefined)
      throw error
    } finally {
      client.release()
    }
  } finally {
    db.close()
    await pool.end()
  }
}

async function copyAll(db: Db, target: Queryable): Promise<void> {
  const ipKey = db.prepare("SELECT value FROM settings WHERE name = 'ip_hash_key'").pluck().get()
  await target.query("UPDATE settings SET value = $1 WHERE name = 'ip_hash_key'", [ipKey])
  const text = (name: string): Column => ({ name, type: "text" })
  await copyRows(db, target, "leads", "seq", [
    ...["id", "kind", "status", "language", ...LEAD_FIELDS.map(field => field.name)].map(text),
    { name: "created_at", type: "timestamptz" },
    ...["ip_hash", "user_agent", "idempotency_key", "request_hash", "source_page", "landing_page", "referrer"].map(
      text,
    ),
    {
      name: "search_text",
      type: "text",
      from: row => searchLexemes(fieldsOf(row as LeadFields)).join(" "),
    },
  ])
  await copyRows(db, target, "outbox", "lead_id", [
    text("lead_id"),
    { name: "attempts", type: "integer" },
    { name: "next_attempt_at", type: "bigint" },
    text("last_error"),
    { name: "sent_at", type: "timestamptz" },
    { name: "needs_attention", type: "boolean", from: flag("needs_attention") },
    { name: "resends", type: "integer" },
  ])
  await copyRows(db, target, "lead_activity", "id", [
    text("lead_id"),
    { name: "at", type: "timestamptz" },
    text("actor"),
    text("kind"),
    text("body"),
  ])
  await copyRows(db, target, "staff_users", "id", [
    { name: "id", type: "bigint" },
    text("email"),
    text("password_hash"),
    text("totp_secret"),
    { name: "totp_last_step", type: "bigint" },
    { name: "created_at", type: "timestamptz" },
    { name: "last_sign_in_at", type: "bigint" },
    text("role"),
  ])
  await copyRows(db, target, "staff_sessions", "id_hash", [
    text("id_hash"),
    { name: "user_id", type: "bigint" },
    text("csrf_token"),
    { name: "created_at", type: "bigint" },
    { name: "last_seen_at", type: "bigint" },
    text("totp_pending"),
  ])
  await copyRows(db, target, "staff_devices", "id_hash", [
    text("id_hash"),
    { name: "user_id", type: "bigint" },
    { name: "created_at", type: "bigint" },
    { name: "last_used_at", type: "bigint" },
  ])
  await copyRows(db, target, "audit_log", "id", [
    { name: "id", type: "bigint" },
    { name: "at", type: "timestamptz" },
    text("actor"),
    text("action"),
    text("lead_id"),
    text("detail"),
    { name: "count", type: "integer" },
    text("repeat_key"),
  ])
  await copyRows(db, target, "sign_in_attempts", "key", [
    text("key"),
    { name: "attempts", type: "integer" },
    { name: "blocked_until", type: "bigint" },
    { name: "last_attempt_at", type: "bigint" },
  ])
  // Ids copied as they were: the next account or audit entry continues after them.
  for (const table of ["staff_users", "audit_log"])
    await target.query(
      `SELECT setval(pg_get_serial_sequence('${table}', 'id'), coalesce((SELECT max(id) FROM ${table}), 0) + 1, false)`,
    )
}
