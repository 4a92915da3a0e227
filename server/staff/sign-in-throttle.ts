/**
 * Growing delays after failed sign-ins, counted per account and per IP address: after a few
 * free attempts each failure doubles the wait before the next try (up to 15 minutes). A success
 * clears the account's count. Kept in memory: a restart forgives, which costs an attacker a
 * restart of our server, not something they control.
 */
export type ThrottleRules = { freeAttempts: number; firstDelayMs: number; maxDelayMs: number }

export const ACCOUNT_RULES: ThrottleRules = { freeAttempts: 3, firstDelayMs: 1_000, maxDelayMs: 15 * 60_000 }
// One office behind one address shares it, so an IP gets more free attempts than an account.
export const ADDRESS_RULES: ThrottleRules = { freeAttempts: 10, firstDelayMs: 1_000, maxDelayMs: 15 * 60_000 }

type Record = { failures: number; blockedUntil: number; lastFailureAt: number }

const FORGET_AFTER_MS = 24 * 60 * 60_000

export class Throttle {
  private readonly records = new Map<string, Record>()

  constructor(private readonly rules: ThrottleRules) {}

  /** Milliseconds to wait before this key may try again; 0 when it may try now. */
  waitFor(key: string, now: number = Date.now()): number {
    const record = this.records.get(key)
    if (!record) return 0
    if (now - record.lastFailureAt > FORGET_AFTER_MS) {
      this.records.delete(key)
      return 0
    }
    return Math.max(0, record.blockedUntil - now)
  }

  fail(key: string, now: number = Date.now()): void {
    const record = this.records.get(key) ?? { failures: 0, blockedUntil: 0, lastFailureAt: now }
    record.failures += 1
    record.lastFailureAt = now
    const over = record.failures - this.rules.freeAttempts
    if (over > 0) record.blockedUntil = now + Math.min(this.rules.firstDelayMs * 2 ** (over - 1), this.rules.maxDelayMs)
    this.records.set(key, record)
    if (this.records.size > 10_000) this.forgetOld(now)
  }

  succeed(key: string): void {
    this.records.delete(key)
  }

  private forgetOld(now: number): void {
    for (const [key, record] of this.records) if (now - record.lastFailureAt > FORGET_AFTER_MS) this.records.delete(key)
  }
}
