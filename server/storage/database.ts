/**
 * Opens $DATA_DIR/leads.sqlite. better-sqlite3 is compiled with WAL + synchronous
 * NORMAL, which may roll back the last commits on power loss, so FULL is set on
 * every open: a lead acknowledged to a visitor is on disk.
 */
import Database from "better-sqlite3"
import { mkdirSync } from "node:fs"
import { join } from "node:path"
import { migrations } from "./migrations"

export type Db = Database.Database

export const DATABASE_FILE = "leads.sqlite"

export function openDatabase(dataDir: string): Db {
  mkdirSync(dataDir, { recursive: true })
  const db = new Database(join(dataDir, DATABASE_FILE))
  db.pragma("journal_mode = WAL")
  db.pragma("synchronous = FULL")
  db.pragma("foreign_keys = ON")
  // The server and the staff CLI may write at the same moment.
  db.pragma("busy_timeout = 5000")
  migrate(db)
  return db
}

function migrate(db: Db): void {
  const current = Number(db.pragma("user_version", { simple: true }))
  const latest = migrations[migrations.length - 1].version
  if (current > latest) {
    throw new Error(
      `${DATABASE_FILE} has schema version ${current}, newer than this server knows (${latest}): update the server.`,
    )
  }
  for (const migration of migrations) {
    if (migration.version <= current) continue
    db.transaction(() => {
      db.exec(typeof migration.sql === "function" ? migration.sql() : migration.sql)
      db.pragma(`user_version = ${migration.version}`)
    }).immediate()
  }
}
