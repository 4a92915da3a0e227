/**
 * Known devices, after OWASP's "Slow Down Online Guessing Attacks with Device Cookies": a browser
 * where someone signed in to an account carries a device token for that account, in a cookie of
 * its own that outlives sign-out. Its sign-in attempts are counted against that device alone
 * (sign-in-throttle.ts), so failures anywhere else never hold it back. The token is not a
 * credential: it opens nothing without the password (and code).
 *
 * A token is `<account id>.<nonce>.<HMAC of both>` under the installation's secret key, so a
 * forged or altered one is refused before storage is asked; storage keeps the SHA-256 of the
 * nonce per account, so tokens can be revoked (a new password forgets them all) and a copy of the
 * database rebuilds none. Each sign-in replaces the browser's token for that account with a new one.
 *
 * One browser may be known to several accounts (people who share a desk): the cookie holds up to
 * MAX_ACCOUNTS_PER_BROWSER tokens, newest first, joined by "~", each verified on its own for its
 * own account only. Signing in to one account never forgets another's token, except the oldest
 * when the cookie is full.
 */
import { createHash, randomBytes } from "node:crypto"
import type { FastifyReply, FastifyRequest } from "fastify"
import type { AccountRepository } from "../storage/account-repository"
import type { SecretBox } from "./secret-box"

/** How long a browser stays known without signing in; each sign-in starts it again. */
export const DEVICE_LIFETIME_MS = 180 * 24 * 60 * 60_000
const PURPOSE = "staff device token"
/** Longer tokens are refused unread: no token of ours is longer. */
const MAX_TOKEN_LENGTH = 200
/** How many accounts one browser's cookie remembers (it stays far below a cookie's 4 KB). */
const MAX_ACCOUNTS_PER_BROWSER = 5
const SEPARATOR = "~"

/** The tokens a device cookie holds, newest first; anything beyond the bound is not read. */
const tokensOf = (cookie: string | undefined): string[] =>
  (cookie ?? "").split(SEPARATOR, MAX_ACCOUNTS_PER_BROWSER).filter(token => token.length > 0)

/** The account a token claims to be for (checked by its HMAC only in recognise()). */
const ownerOf = (token: string) => token.slice(0, token.indexOf("."))

/**
 * The cookie after a sign-in to `userId`: its new token first, the other accounts' tokens after it
 * (that account's old one dropped), at most MAX_ACCOUNTS_PER_BROWSER.
 */
export function deviceCookieWith(cookie: string | undefined, token: string, userId: number): string {
  const others = tokensOf(cookie).filter(other => ownerOf(other) !== String(userId))
  return [token, ...others].slice(0, MAX_ACCOUNTS_PER_BROWSER).join(SEPARATOR)
}

export type KnownDevice = { idHash: string; userId: number }

const hashOf = (nonce: string) => createHash("sha256").update(nonce).digest("hex")

export class Devices {
  constructor(
    private readonly repository: AccountRepository,
    private readonly box: SecretBox,
  ) {}

  /**
   * The known device the cookie's token for this account names, only when it was issued to this
   * very account and is still stored; null for no token, another account's, a forged, altered,
   * revoked or expired one.
   */
  async recognise(cookie: string | undefined, userId: number | null): Promise<KnownDevice | null> {
    if (userId === null) return null
    const token = tokensOf(cookie).find(candidate => ownerOf(candidate) === String(userId))
    if (!token || token.length > MAX_TOKEN_LENGTH) return null
    const parts = token.split(".")
    if (parts.length !== 3) return null
    const [owner, nonce, tag] = parts
    if (owner !== String(userId) || !this.box.verify(`${owner}.${nonce}`, tag, PURPOSE)) return null
    const stored = await this.repository.findDevice(hashOf(nonce))
    return stored && stored.userId === userId ? { idHash: stored.idHash, userId } : null
  }

  /** A new token for the browser that just signed in; the token it replaces is forgotten. */
  async issue(userId: number, replaces: KnownDevice | null, now: number = Date.now()): Promise<string> {
    const nonce = randomBytes(32).toString("base64url")
    await this.repository.rotateDevice(
      { idHash: hashOf(nonce), userId, createdAt: now, lastUsedAt: now },
      replaces?.idHash ?? null,
    )
    return `${userId}.${nonce}.${this.box.sign(`${userId}.${nonce}`, PURPOSE)}`
  }
}

/** __Host- over https, as the session cookie (staff-guard.ts). */
export function deviceCookieName(request: FastifyRequest): string {
  return request.protocol === "https" ? "__Host-staff_device" : "staff_device"
}

/**
 * HttpOnly and SameSite=Strict like the session cookie, but lasting: sign-out leaves it, so the
 * browser stays known to the account.
 */
export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(deviceCookieName(request), token, {
    path: "/",
    httpOnly: true,
    sameSite: "strict",
    secure: request.protocol === "https",
    maxAge: DEVICE_LIFETIME_MS / 1000,
  })
}
