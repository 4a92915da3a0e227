/**
 * The storage engines the repository suites run against, each with a second connection to the
 * same database for what a test checks or breaks on purpose (a trigger that makes inserts fail).
 * SQLite always; PostgreSQL when a server is available (see support/postgres-server.ts).
 */
import Database from "better-sqlite3"
import { join } from "node:path"
import { DATABASE_FILE } from "../../storage/sqlite/database"
import { openSqliteStorage } from "../../storage/sqlite/sqlite-storage"
import type { Engine, Storage } from "../../storage/storage"
import { tempDir } from "./test-app"

export type EngineFixture = {
  engine: Engine
  storage: Storage
  /** Rows of a query on the second connection. */
  query(sql: string): Promise<Record<string, unknown>[]>
  count(table: string): Promise<number>
  /** Every row of every table, as text: equal before and after means nothing changed. */
  dump(): Promise<string>
  /** From now on every insert into the table fails with the message (a disk error, say). */
  failInsertsInto(table: string, message: string): Promise<void>
  close(): Promise<void>
}

export type EngineOpener = { engine: Engine; open: () => Promise<EngineFixture> }

function sqliteFixture(): EngineFixture {
  const dataDir = tempDir("storage-")
  const storage = openSqliteStorage(dataDir)
  const raw = new Database(join(dataDir, DATABASE_FILE))
  return {
    engine: "sqlite",
    storage,
    async query(sql) {
      return raw.prepare(sql).all() as Record<string, unknown>[]
    },
    async count(table) {
      return raw.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number
    },
    async dump() {
      const tables = raw
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'lead_search%' ORDER BY name")
        .pluck()
        .all() as string[]
      return JSON.stringify(tables.map(table => [table, raw.prepare(`SELECT * FROM ${table}`).all()]))
    },
    async failInsertsInto(table, message) {
      raw.exec(`CREATE TRIGGER fail_${table} BEFORE INSERT ON ${table} BEGIN SELECT RAISE(ABORT, '${message}'); END`)
    },
    async close() {
      raw.close()
      await storage.close()
    },
  }
}

export const storageEngines: EngineOpener[] = [{ engine: "sqlite", open: async () => sqliteFixture() }]
