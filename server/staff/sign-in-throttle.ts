/**
 * Who may try a password or a code, and how often. Every attempt is counted before the password
 * or code is checked (storage/throttle-store.ts does it atomically), so firing many at once buys
 * nothing over sending them one by one. After a few free attempts each one doubles the wait before
 * the next, up to 15 minutes. Three counts at sign-in:
 * - an account from one address: a stranger's failures from elsewhere do not keep its owner out;
 * - an address: one place guessing many accounts (looser: an office shares one address);
 * - an account from anywhere: a much looser ceiling against guessing spread over many addresses.
 * A successful sign-in clears only its account-and-address count: one known password must not
 * reset the count of guesses at others.
 */
import { isIPv6 } from "node:net"
import type { ThrottleKey, ThrottleRules } from "../storage/throttle-store"

const delays = { firstDelayMs: 1_000, maxDelayMs: 15 * 60_000 }
export const PAIR_RULES: ThrottleRules = { freeAttempts: 5, ...delays }
export const ADDRESS_RULES: ThrottleRules = { freeAttempts: 10, ...delays }
export const ACCOUNT_RULES: ThrottleRules = { freeAttempts: 50, ...delays }
export const CODE_RULES: ThrottleRules = { freeAttempts: 5, ...delays }

/**
 * An IPv6 client controls a whole /64 (every home connection gets one): its addresses count as
 * one, or each guess could come from a new address.
 */
export function addressKeyOf(ip: string): string {
  if (!isIPv6(ip) || ip.startsWith("::ffff:")) return ip
  const [head] = ip.split("%")
  const halves = head.split("::")
  const left = halves[0] ? halves[0].split(":") : []
  const right = halves.length > 1 && halves[1] ? halves[1].split(":") : []
  const groups = [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right]
  return `${groups
    .slice(0, 4)
    .map(group => group.toLowerCase().replace(/^0+(?=.)/, ""))
    .join(":")}::/64`
}

export const pairKey = (account: string, ip: string) => `pair:${account}|${addressKeyOf(ip)}`

export function signInKeys(account: string, ip: string): ThrottleKey[] {
  return [
    { key: pairKey(account, ip), rules: PAIR_RULES },
    { key: `address:${addressKeyOf(ip)}`, rules: ADDRESS_RULES },
    { key: `account:${account}`, rules: ACCOUNT_RULES },
  ]
}

/** Codes typed by a signed-in user (enrolment, switching two-step sign-in off). */
export const codeKey = (userId: number) => `code:${userId}`
export const codeKeys = (userId: number): ThrottleKey[] => [{ key: codeKey(userId), rules: CODE_RULES }]
