/**
 * What a storage engine does for the sign-in throttle and the posted forms' rate limit: SQL
 * operations (and SQLite's window counts in memory, see sqlite/throttle-store.ts). The verdict of
 * an attempt is decided once, in throttle-service.ts, over this port.
 */
import type { AttemptRow, CountedAttempt, WindowCount } from "./throttle-store"

/** The operations of one transaction: they commit together when its work resolves, or not at all. */
export interface AttemptTransaction {
  /**
   * Holds the keys for this transaction, in one order whatever order they come in (two attempts
   * never wait on each other crosswise): an attempt on a key waits for the one before to end.
   */
  lockKeys(keys: readonly string[]): Promise<void>
  /** Each key's stored count, in the order of the keys; null where there is none. */
  readAttempts(keys: readonly string[]): Promise<(AttemptRow | null)[]>
  /** Stores each key's count and wait, its last attempt at `now`. */
  writeAttempts(counts: readonly CountedAttempt[], now: number): Promise<void>
}

export interface AttemptStore {
  transaction<T>(work: (tx: AttemptTransaction) => Promise<T>): Promise<T>
  /** Counts a hit in the key's fixed window (see ThrottleStore.countInWindow). */
  countInWindow(key: string, windowMs: number, now: number): Promise<WindowCount>
  deleteKey(key: string): Promise<void>
  /** How many keys last tried before the cutoff were deleted; windows ended by `now` are dropped. */
  deleteTriedBefore(cutoff: number, now: number): Promise<number>
}
