/**
 * The SQL of counted sign-in attempts in SQLite (the verdicts are throttle-service.ts's): one
 * immediate transaction reads and counts every key, and the forms' window counts in memory.
 */
import type { AttemptStore, AttemptTransaction } from "../throttle-port"
import type { AttemptRow, WindowCount } from "../throttle-store"
import type { Db } from "./database"
import { inTransaction } from "./transactions"

/** How many window counts the map may hold before ended ones are dropped at once. */
const SWEEP_AT = 10_000

export class SqliteAttemptStore implements AttemptStore {
  private readonly windows = new Map<string, { count: number; endsAt: number }>()

  constructor(private readonly db: Db) {}

  /** A unit of work of the service, in one transaction on this connection (transactions.ts). */
  transaction<T>(work: (tx: AttemptTransaction) => Promise<T>): Promise<T> {
    return inTransaction(this.db, () => work(this.operations))
  }

  /**
   * SQLite serves one server process, so window counts stay in its memory: written to the file,
   * every post would cost a second fsync (bench:receiver). They are lost on a restart, as with
   * @fastify/rate-limit's own store. Ended windows are dropped by the daily prune and, so that posts
   * from very many addresses cannot grow the map until then, whenever it passes SWEEP_AT keys.
   */
  async countInWindow(key: string, windowMs: number, now: number): Promise<WindowCount> {
    const current = this.windows.get(key)
    const window = current && current.endsAt > now ? current : { count: 0, endsAt: now + windowMs }
    window.count += 1
    if (window !== current && this.windows.size >= SWEEP_AT) this.dropEndedWindows(now)
    this.windows.set(key, window)
    return { count: window.count, resetInMs: window.endsAt - now }
  }

  async deleteKey(key: string): Promise<void> {
    this.db.prepare("DELETE FROM sign_in_attempts WHERE key = ?").run(key)
  }

  async deleteTriedBefore(cutoff: number, now: number): Promise<number> {
    this.dropEndedWindows(now)
    return this.db.prepare("DELETE FROM sign_in_attempts WHERE last_attempt_at < ?").run(cutoff).changes
  }

  private dropEndedWindows(now: number): void {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key)
  }

  private readonly operations: AttemptTransaction = {
    // BEGIN IMMEDIATE already holds the whole file.
    lockKeys: async () => undefined,
    readAttempts: async keys => {
      const read = this.db.prepare<[string], AttemptRow>(
        "SELECT attempts, blocked_until, last_attempt_at FROM sign_in_attempts WHERE key = ?",
      )
      return keys.map(key => read.get(key) ?? null)
    },
    writeAttempts: async (counts, now) => {
      const write = this.db.prepare(
        `INSERT INTO sign_in_attempts (key, attempts, blocked_until, last_attempt_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (key) DO UPDATE SET
           attempts = excluded.attempts, blocked_until = excluded.blocked_until, last_attempt_at = excluded.last_attempt_at`,
      )
      for (const { key, attempts, blockedUntil } of counts) write.run(key, attempts, blockedUntil, now)
    },
  }
}
