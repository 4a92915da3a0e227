/**
 * The throttle's rules, once for every storage engine: an attempt is judged (judgeAttempt) and
 * counted in one transaction that holds its keys, so a burst is throttled exactly like the same
 * requests one after another; a key is forgotten a day after its last attempt. The engines
 * (throttle-port.ts) only run SQL.
 */
import type { AttemptStore } from "./throttle-port"
import {
  FORGET_AFTER_MS,
  judgeAttempt,
  type AttemptVerdict,
  type ThrottleKey,
  type ThrottleStore,
  type WindowCount,
} from "./throttle-store"

export class ThrottleService implements ThrottleStore {
  constructor(private readonly store: AttemptStore) {}

  attempt(keys: readonly ThrottleKey[], now: number = Date.now()): Promise<AttemptVerdict> {
    const names = keys.map(({ key }) => key)
    return this.store.transaction(async (tx): Promise<AttemptVerdict> => {
      await tx.lockKeys(names)
      const verdict = judgeAttempt(keys, await tx.readAttempts(names), now)
      if (!verdict.allowed) return verdict
      await tx.writeAttempts(verdict.counts, now)
      return { allowed: true }
    })
  }

  countInWindow(key: string, windowMs: number, now: number = Date.now()): Promise<WindowCount> {
    return this.store.countInWindow(key, windowMs, now)
  }

  clear(key: string): Promise<void> {
    return this.store.deleteKey(key)
  }

  prune(now: number = Date.now()): Promise<number> {
    return this.store.deleteTriedBefore(now - FORGET_AFTER_MS, now)
  }
}
