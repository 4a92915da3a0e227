/**
 * The storage engines the repository suites run against, each with a second connection to the
 * same database for what a test checks or breaks on purpose (a trigger that makes inserts fail).
 * SQLite always; PostgreSQL when a server is available (see support/postgres-server.ts).
 */
import Database from "better-sqlite3"
import { join } from "node:path"
import pg from "pg"
import { openPostgresStorage } from "../../storage/postgres/postgres-storage"
import { DATABASE_FILE } from "../../storage/sqlite/database"
import { openSqliteStorage } from "../../storage/sqlite/sqlite-storage"
import type { Engine, Storage } from "../../storage/storage"
import { freshDatabaseUrl, postgresAvailability } from "./postgres-database"
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

async function postgresFixture(): Promise<EngineFixture> {
  const url = await freshDatabaseUrl()
  const storage = await openPostgresStorage(url)
  const raw = new pg.Client({ connectionString: url })
  await raw.connect()
  const query = async (sql: string) => (await raw.query<Record<string, unknown>>(sql)).rows
  return {
    engine: "postgres",
    storage,
    query,
    async count(table) {
      return Number((await query(`SELECT count(*) AS count FROM ${table}`))[0].count)
    },
    async dump() {
      const tables = await query(
        "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
      )
      const contents = []
      for (const { name } of tables) contents.push([name, await query(`SELECT * FROM ${String(name)} ORDER BY 1`)])
      return JSON.stringify(contents)
    },
    async failInsertsInto(table, message) {
      await raw.query(`
        CREATE FUNCTION fail_${table}() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN RAISE EXCEPTION '${message}'; END $$;
        CREATE TRIGGER fail_${table} BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION fail_${table}();`)
    },
    async close() {
      await raw.end()
      await storage.close()
    },
  }
}

const postgres = postgresAvailability()

/** The engines available in this run; PostgreSQL only when the global setup started a cluster. */
export const storageEngines: EngineOpener[] = [
  { engine: "sqlite", open: async () => sqliteFixture() },
  ...("url" in postgres ? [{ engine: "postgres" as const, open: postgresFixture }] : []),
]

/**
 * A suite that loops over storageEngines calls this once at its top: without a PostgreSQL
 * cluster, the PostgreSQL run shows in jest's report as skipped, with the reason.
 */
export function reportSkippedEngines(): void {
  if ("skipped" in postgres) it.skip(`on postgres: skipped, ${postgres.skipped}`, () => undefined)
}
