/** Counted sign-in attempts in SQLite: one immediate transaction checks and counts every key. */
import {
  FORGET_AFTER_MS,
  judgeAttempt,
  type AttemptRow,
  type AttemptVerdict,
  type ThrottleKey,
  type ThrottleStore,
  type WindowCount,
} from "../throttle-store"
import type { Db } from "./database"

/** How many window counts the map may hold before ended ones are dropped at once. */
const SWEEP_AT = 10_000

export class SqliteThrottleStore implements ThrottleStore {
  private readonly windows = new Map<string, { count: number; endsAt: number }>()

  constructor(private readonly db: Db) {}

  async attempt(keys: readonly ThrottleKey[], now: number = Date.now()): Promise<AttemptVerdict> {
    return this.db
      .transaction((): AttemptVerdict => {
        const read = this.db.prepare<[string], AttemptRow>(
          "SELECT attempts, blocked_until, last_attempt_at FROM sign_in_attempts WHERE key = ?",
        )
        const verdict = judgeAttempt(
          keys,
          keys.map(({ key }) => read.get(key) ?? null),
          now,
        )
        if (!verdict.allowed) return verdict
        const write = this.db.prepare(
          `INSERT INTO sign_in_attempts (key, attempts, blocked_until, last_attempt_at) VALUES (?, ?, ?, ?)
           ON CONFLICT (key) DO UPDATE SET
             attempts = excluded.attempts, blocked_until = excluded.blocked_until, last_attempt_at = excluded.last_attempt_at`,
        )
        for (const { key, attempts, blockedUntil } of verdict.counts) write.run(key, attempts, blockedUntil, now)
        return { allowed: true }
      })
      .immediate()
  }

  /**
   * SQLite serves one server process, so window counts stay in its memory: written to the file,
   * every post would cost a second fsync (bench:receiver). They are lost on a restart, as with
   * @fastify/rate-limit's own store. Ended windows are dropped by the daily prune and, so that posts
   * from very many addresses cannot grow the map until then, whenever it passes SWEEP_AT keys.
   */
  async countInWindow(key: string, windowMs: number, now: number = Date.now()): Promise<WindowCount> {
    const current = this.windows.get(key)
    const window = current && current.endsAt > now ? current : { count: 0, endsAt: now + windowMs }
    window.count += 1
    if (window !== current && this.windows.size >= SWEEP_AT) this.dropEndedWindows(now)
    this.windows.set(key, window)
    return { count: window.count, resetInMs: window.endsAt - now }
  }

  async clear(key: string): Promise<void> {
    this.db.prepare("DELETE FROM sign_in_attempts WHERE key = ?").run(key)
  }

  async prune(now: number = Date.now()): Promise<number> {
    this.dropEndedWindows(now)
    return this.db.prepare("DELETE FROM sign_in_attempts WHERE last_attempt_at < ?").run(now - FORGET_AFTER_MS).changes
  }

  private dropEndedWindows(now: number): void {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key)
  }
}
