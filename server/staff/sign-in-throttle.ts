/**
 * Who may try a password or a code, and how often. Every attempt is counted before the password
 * or code is checked (storage/throttle-store.ts does it atomically), so firing many at once buys
 * nothing over sending them one by one. After a few free attempts each one doubles the wait before
 * the next. Which counts an attempt meets depends on where it comes from:
 * - from a known device of the account (devices.ts): that device's own count, and nothing else,
 *   so failures from anywhere else never hold it back (OWASP's device cookies);
 * - from any other browser, three counts: the account from one address, one address (looser: an
 *   office shares one), and the account from every unknown device together, against guessing
 *   spread over many addresses. That last one slows and never shuts: its wait stops growing at a
 *   minute, so strangers can make the owner on a new device wait, never keep them out.
 * A successful sign-in clears only the count it met first (the device's, or the account and
 * address): one known password must not reset the count of guesses at others.
 */
import { isIPv6 } from "node:net"
import type { ThrottleKey, ThrottleRules } from "../storage/throttle-store"
import type { KnownDevice } from "./devices"

const delays = { firstDelayMs: 1_000, maxDelayMs: 15 * 60_000 }
export const PAIR_RULES: ThrottleRules = { freeAttempts: 5, ...delays }
/** One address's attempts, with the free ones the server allows (STAFF_SIGN_IN_ADDRESS_ATTEMPTS, 10 by default). */
export const addressRules = (freeAttempts: number): ThrottleRules => ({ freeAttempts, ...delays })
export const ACCOUNT_RULES: ThrottleRules = { freeAttempts: 50, firstDelayMs: 1_000, maxDelayMs: 60_000 }
export const DEVICE_RULES: ThrottleRules = { freeAttempts: 5, ...delays }
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
export const deviceKey = (device: KnownDevice) => `device:${device.idHash}`

/** The counts a sign-in attempt meets: a known device's own, or the three of an unknown browser. */
export function signInKeys(
  account: string,
  ip: string,
  device: KnownDevice | null,
  addressAttempts: number,
): ThrottleKey[] {
  if (device !== null) return [{ key: deviceKey(device), rules: DEVICE_RULES }]
  return [
    { key: pairKey(account, ip), rules: PAIR_RULES },
    { key: `address:${addressKeyOf(ip)}`, rules: addressRules(addressAttempts) },
    { key: `account:${account}`, rules: ACCOUNT_RULES },
  ]
}

/** The count a successful sign-in clears. */
export const clearedOnSignIn = (account: string, ip: string, device: KnownDevice | null) =>
  device !== null ? deviceKey(device) : pairKey(account, ip)

/** Passwords and codes typed by a signed-in user to change the account's security (reauthentication.ts). */
export const codeKey = (userId: number) => `code:${userId}`
export const codeKeys = (userId: number): ThrottleKey[] => [{ key: codeKey(userId), rules: CODE_RULES }]
