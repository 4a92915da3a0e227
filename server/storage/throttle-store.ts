/**
 * Counted attempts for sign-in and codes, shared by every server instance. An attempt is
 * counted before its password or code is checked, in one atomic step, so a burst of requests is
 * throttled exactly like the same requests one after another.
 */
export type ThrottleRules = { freeAttempts: number; firstDelayMs: number; maxDelayMs: number }

export type ThrottleKey = { key: string; rules: ThrottleRules }

/** Either the attempt may go ahead (and is counted), or it must wait this long (and is not). */
export type AttemptVerdict = { allowed: true } | { allowed: false; waitMs: number }

/** A key's count is forgotten a day after its last attempt. */
export const FORGET_AFTER_MS = 24 * 60 * 60_000

/** The wait set after the attempt that brought a key to `attempts` (0 while attempts are free). */
export function delayAfter(attempts: number, rules: ThrottleRules): number {
  const over = attempts - rules.freeAttempts
  return over > 0 ? Math.min(rules.firstDelayMs * 2 ** Math.min(over - 1, 30), rules.maxDelayMs) : 0
}

/** A key's stored count, as every engine keeps it. */
export type AttemptRow = { attempts: number; blocked_until: number; last_attempt_at: number }

/** What an attempt writes for each key when it is allowed. */
export type CountedAttempt = { key: string; attempts: number; blockedUntil: number }

/**
 * The rule of an attempt, for every engine: the stored counts of the keys (null where there is
 * none) either make it wait, or give each key's new count and the wait that count sets.
 */
export function judgeAttempt(
  keys: readonly ThrottleKey[],
  stored: readonly (AttemptRow | null)[],
  now: number,
): { allowed: false; waitMs: number } | { allowed: true; counts: CountedAttempt[] } {
  const current = stored.map(row => (row && now - row.last_attempt_at <= FORGET_AFTER_MS ? row : null))
  const waitMs = Math.max(0, ...current.map(row => (row ? row.blocked_until - now : 0)))
  if (waitMs > 0) return { allowed: false, waitMs }
  const counts = keys.map(({ key, rules }, index) => {
    const attempts = (current[index]?.attempts ?? 0) + 1
    return { key, attempts, blockedUntil: now + delayAfter(attempts, rules) }
  })
  return { allowed: true, counts }
}

/** A key's hits in its current fixed window, and how long until that window ends. */
export type WindowCount = { count: number; resetInMs: number }

export interface ThrottleStore {
  /**
   * Counts a hit in the key's fixed window of `windowMs` (a new window starts with the first hit
   * after the last one ended): the per-address limit on posted forms, shared by every instance
   * of an engine that serves several.
   */
  countInWindow(key: string, windowMs: number, now?: number): Promise<WindowCount>
  /** Counts an attempt against every key, unless one of them is still waiting. */
  attempt(keys: readonly ThrottleKey[], now?: number): Promise<AttemptVerdict>
  /** Forgets a key's attempts (a successful sign-in clears its account-and-address key). */
  clear(key: string): Promise<void>
  /** Drops keys not tried for a day. */
  prune(now?: number): Promise<number>
}
