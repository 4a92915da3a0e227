/**
 * Opens $DATA_DIR/leads.sqlite. better-sqlite3 is compiled with WAL + synchronous NORMAL, which
 * may roll back the last commits on power loss, so FULL is set on every open: a lead acknowledged
 * to a visitor is on disk. The file holds leads, password hashes and the IP-pseudonym key, so it
 * is readable by its owner only (0600, and SQLite gives its -wal and -shm files the same mode).
 */
import Database from "better-sqlite3"
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from "node:fs"
import { join } from "node:path"
import { migrations } from "./migrations"
import { indexNewLeads, registerSearchFunctions } from "./search-index"

export type Db = Database.Database

export const DATABASE_FILE = "leads.sqlite"
export const PRIVATE_FILE_MODE = 0o600

export function openDatabase(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  const file = join(dataDir, DATABASE_FILE)
  closeSync(openSync(file, "a", PRIVATE_FILE_MODE))
  // Files made by an earlier version, before this rule, are closed up too.
  for (const path of [file, `${file}-wal`, `${file}-shm`]) if (existsSync(path)) chmodSync(path, PRIVATE_FILE_MODE)
  const db = new Database(file)
  db.pragma("journal_mode = WAL")
  db.pragma("synchronous = FULL")
  // The server and the command line may write at the same moment.
  db.pragma("busy_timeout = 5000")
  // Erasure means gone from the file too: freed space is overwritten, not left readable.
  db.pragma("secure_delete = ON")
  // better-sqlite3 turns foreign keys on for every connection; migrations run without them.
  db.pragma("foreign_keys = OFF")
  // The search index's folding, for the index and for filling it after a migration.
  registerSearchFunctions(db)
  // A migration that empties the search index leaves it to be filled here, as the server starts
  // (about 20 s at a million leads), not in a staff member's next search.
  if (migrate(db)) indexNewLeads(db)
  db.pragma("foreign_keys = ON")
  return db
}

/** Brings the schema up to date; true when a migration ran. */
function migrate(db: Db): boolean {
  const current = Number(db.pragma("user_version", { simple: true }))
  const latest = migrations[migrations.length - 1].version
  if (current > latest) {
    throw new Error(
      `${DATABASE_FILE} has schema version ${current}, newer than this server knows (${latest}): update the server.`,
    )
  }
  // Foreign keys stay off while migrating (the pragma cannot change inside a transaction): a
  // migration that rebuilds a table drops it while other tables still refer to it, and a check
  // at the end of each transaction proves every reference still holds.
  for (const migration of migrations) {
    if (migration.version <= current) continue
    db.transaction(() => {
      db.exec(typeof migration.sql === "function" ? migration.sql() : migration.sql)
      const broken = db.pragma("foreign_key_check") as unknown[]
      if (broken.length > 0) throw new Error(`Migration ${migration.version} left ${broken.length} broken references.`)
      db.pragma(`user_version = ${migration.version}`)
    }).immediate()
  }
  return current < latest
}
