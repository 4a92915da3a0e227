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
 * database rebuilds none. Each sign-in replaces the browser's token with a new one.
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

export type KnownDevice = { idHash: string; userId: number }

const hashOf = (nonce: string) => createHash("sha256").update(nonce).digest("hex")

export class Devices {
  constructor(
    private readonly repository: AccountRepository,
    private readonly box: SecretBox,
  ) {}

  /**
   * The known device a token names, only when it was issued to this very account and is still
   * stored; null for no token, another account's, a forged, altered, revoked or expired one.
   */
  async recognise(token: string | undefined, userId: number | null): Promise<KnownDevice | null> {
    if (!token || userId === null || token.length > MAX_TOKEN_LENGTH) return null
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
