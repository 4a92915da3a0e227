/**
 * Counted sign-in attempts in PostgreSQL, shared by every server instance: a transaction takes an
 * advisory lock per key (in one order, so two requests never wait on each other crosswise), then
 * checks and counts them, so a burst spread over several instances counts like one instance's.
 */
import {
  FORGET_AFTER_MS,
  judgeAttempt,
  type AttemptRow,
  type AttemptVerdict,
  type ThrottleKey,
  type ThrottleStore,
  type WindowCount,
} from "../throttle-store"
import { inTransaction, type Pool } from "./pool"

export class PostgresThrottleStore implements ThrottleStore {
  constructor(private readonly pool: Pool) {}

  async attempt(keys: readonly ThrottleKey[], now: number = Date.now()): Promise<AttemptVerdict> {
    const names = keys.map(({ key }) => key)
    return inTransaction(this.pool, async client => {
      await client.query(
        "SELECT pg_advisory_xact_lock(hashtextextended(key, 22)) FROM unnest($1::text[]) AS key ORDER BY key",
        [names],
      )
      const { rows } = await client.query<AttemptRow & { key: string }>(
        "SELECT key, attempts, blocked_until, last_attempt_at FROM sign_in_attempts WHERE key = ANY($1)",
        [names],
      )
      const verdict = judgeAttempt(
        keys,
        names.map(name => rows.find(row => row.key === name) ?? null),
        now,
      )
      if (!verdict.allowed) return verdict
      for (const { key, attempts, blockedUntil } of verdict.counts)
        await client.query(
          `INSERT INTO sign_in_attempts (key, attempts, blocked_until, last_attempt_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT (key) DO UPDATE SET
             attempts = excluded.attempts, blocked_until = excluded.blocked_until,
             last_attempt_at = excluded.last_attempt_at`,
          [key, attempts, blockedUntil, now],
        )
      return { allowed: true }
    })
  }

  async countInWindow(key: string, windowMs: number, now: number = Date.now()): Promise<WindowCount> {
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

  async clear(key: string): Promise<void> {
    await this.pool.query("DELETE FROM sign_in_attempts WHERE key = $1", [key])
  }

  async prune(now: number = Date.now()): Promise<number> {
    const result = await this.pool.query("DELETE FROM sign_in_attempts WHERE last_attempt_at < $1", [
      now - FORGET_AFTER_MS,
    ])
    return result.rowCount ?? 0
  }
}
