/**
 * The SQL of counted sign-in attempts and the forms' window counts in PostgreSQL, shared by every
 * server instance (the verdicts are throttle-service.ts's). An attempt's transaction takes an
 * advisory lock per key, so a burst spread over several instances counts like one instance's.
 */
import type pg from "pg"
import type { AttemptStore, AttemptTransaction } from "../throttle-port"
import type { AttemptRow, WindowCount } from "../throttle-store"
import { inTransaction, type Pool } from "./pool"

export class PostgresAttemptStore implements AttemptStore {
  constructor(private readonly pool: Pool) {}

  transaction<T>(work: (tx: AttemptTransaction) => Promise<T>): Promise<T> {
    return inTransaction(this.pool, client => work(operationsOn(client)))
  }

  async countInWindow(key: string, windowMs: number, now: number): Promise<WindowCount> {
    // Kept in the attempts table, whose "blocked until" is here the end of the window: shared by
    // every instance and forgotten by the same prune.
    const { rows } = await this.pool.query<{ attempts: number; blocked_until: number }>(
      `INSERT INTO sign_in_attempts (key, attempts, blocked_until, last_attempt_at)
       VALUES ($1, 1, $2::bigint + $3::bigint, $2::bigint)
       ON CONFLICT (key) DO UPDATE SET
         attempts = CASE WHEN sign_in_attempts.blocked_until <= excluded.last_attempt_at
                         THEN 1 ELSE sign_in_attempts.attempts + 1 END,
         blocked_until = CASE WHEN sign_in_attempts.blocked_until <= excluded.last_attempt_at
                              THEN excluded.blocked_until ELSE sign_in_attempts.blocked_until END,
         last_attempt_at = excluded.last_attempt_at
       RETURNING attempts, blocked_until`,
      [key, now, windowMs],
    )
    return { count: rows[0].attempts, resetInMs: rows[0].blocked_until - now }
  }

  async deleteKey(key: string): Promise<void> {
    await this.pool.query("DELETE FROM sign_in_attempts WHERE key = $1", [key])
  }

  async deleteTriedBefore(cutoff: number): Promise<number> {
    return (await this.pool.query("DELETE FROM sign_in_attempts WHERE last_attempt_at < $1", [cutoff])).rowCount ?? 0
  }
}

function operationsOn(client: pg.PoolClient): AttemptTransaction {
  return {
    // Taken in the keys' order, whatever order they come in: two attempts never wait crosswise.
    lockKeys: async keys => {
      await client.query(
        "SELECT pg_advisory_xact_lock(hashtextextended(key, 22)) FROM unnest($1::text[]) AS key ORDER BY key",
        [keys],
      )
    },
    readAttempts: async keys => {
      const { rows } = await client.query<AttemptRow & { key: string }>(
        "SELECT key, attempts, blocked_until, last_attempt_at FROM sign_in_attempts WHERE key = ANY($1)",
        [keys],
      )
      return keys.map(key => rows.find(row => row.key === key) ?? null)
    },
    writeAttempts: async (counts, now) => {
      for (const { key, attempts, blockedUntil } of counts)
        await client.query(
          `INSERT INTO sign_in_attempts (key, attempts, blocked_until, last_attempt_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT (key) DO UPDATE SET
             attempts = excluded.attempts, blocked_until = excluded.blocked_until,
             last_attempt_at = excluded.last_attempt_at`,
          [key, attempts, blockedUntil, now],
        )
    },
  }
}
