/**
 * Exponential backoff with "equal jitter" (AWS Architecture Blog, "Exponential
 * Backoff and Jitter"): half the delay is fixed, half random, so many failed
 * notifications do not all hit a recovering mail server at the same instant.
 */
export type RetryPolicy = {
  /** The first retry comes after between half of this and all of it. */
  baseMs: number
  capMs: number
  /** After this many failed attempts the lead is flagged for attention (and still retried at the cap). */
  attentionAfter: number
}

export const defaultRetryPolicy: RetryPolicy = { baseMs: 10_000, capMs: 10 * 60_000, attentionAfter: 8 }

/** The wait before the next attempt, after `failures` failed attempts (1, 2, ...). */
export function retryDelay(failures: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const ceiling = Math.min(policy.capMs, policy.baseMs * 2 ** Math.min(failures - 1, 30))
  return Math.round(ceiling / 2 + random() * (ceiling / 2))
}
