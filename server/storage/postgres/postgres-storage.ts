/**
 * The shared engine: one PostgreSQL database for every server instance and the command line.
 * Opening it migrates the schema (under an advisory lock, see migrations.ts).
 */
import type { Storage } from "../storage"
import { storageOver } from "../storage-over"
import { PostgresAccountStore } from "./account-repository"
import { PostgresAuditStore } from "./audit-repository"
import { PostgresLeadStore } from "./lead-repository"
import { migrate } from "./migrations"
import { PostgresOutbox } from "./outbox"
import { openPool } from "./pool"
import { PostgresAttemptStore } from "./throttle-store"
import { PostgresWorkLocks } from "./work-locks"

export async function openPostgresStorage(databaseUrl: string): Promise<Storage> {
  const pool = openPool(databaseUrl)
  try {
    await migrate(pool)
    const { rows } = await pool.query<{ value: string }>("SELECT value FROM settings WHERE name = 'ip_hash_key'")
    if (rows.length === 0) throw new Error("The database has no ip_hash_key setting: it was not migrated.")
    return storageOver({
      engine: "postgres",
      leads: new PostgresLeadStore(pool, rows[0].value),
      outbox: new PostgresOutbox(pool),
      accounts: new PostgresAccountStore(pool),
      audit: new PostgresAuditStore(pool),
      attempts: new PostgresAttemptStore(pool),
      locks: new PostgresWorkLocks(pool),
      close: () => pool.end(),
    })
  } catch (error) {
    await pool.end()
    throw error
  }
}
