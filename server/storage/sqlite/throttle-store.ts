/** Counted sign-in attempts in SQLite: one immediate transaction checks and counts every key. */
import {
  delayAfter,
  FORGET_AFTER_MS,
  type AttemptVerdict,
  type ThrottleKey,
  type ThrottleStore,
} from "../throttle-store"
import type { Db } from "./database"

type AttemptRow = { attempts: number; blocked_until: number; last_attempt_at: number }

export class SqliteThrottleStore implements ThrottleStore {
  constructor(private readonly db: Db) {}

  async attempt(keys: readonly ThrottleKey[], now: number = Date.now()): Promise<AttemptVerdict> {
    return this.db
      .transaction((): AttemptVerdict => {
        const read = this.db.prepare<[string], AttemptRow>(
          "SELECT attempts, blocked_until, last_attempt_at FROM sign_in_attempts WHERE key = ?",
        )
        const current = keys.map(({ key }) => {
          const row = read.get(key)
          return row && now - row.last_attempt_at <= FORGET_AFTER_MS ? row : null
        })
        const waitMs = Math.max(0, ...current.map(row => (row ? row.blocked_until - now : 0)))
        if (waitMs > 0) return { allowed: false, waitMs }
        const write = this.db.prepare(
          `INSERT INTO sign_in_attempts (key, attempts, blocked_until, last_attempt_at) VALUES (?, ?, ?, ?)
           ON CONFLICT (key) DO UPDATE SET
             attempts = excluded.attempts, blocked_until = excluded.blocked_until, last_attempt_at = excluded.last_attempt_at`,
        )
        keys.forEach(({ key, rules }, index) => {
          const attempts = (current[index]?.attempts ?? 0) + 1
          write.run(key, attempts, now + delayAfter(attempts, rules), now)
        })
        return { allowed: true }
      })
      .immediate()
  }

  async clear(key: string): Promise<void> {
    this.db.prepare("DELETE FROM sign_in_attempts WHERE key = ?").run(key)
  }

  async prune(now: number = Date.now()): Promise<number> {
    return this.db.prepare("DELETE FROM sign_in_attempts WHERE last_attempt_at < ?").run(now - FORGET_AFTER_MS).changes
  }
}
