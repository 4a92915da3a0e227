/**
 * Staff sessions, as in lucia's guide: the cookie holds a random 256-bit id, storage holds only
 * its SHA-256, so a copy of the database opens no session. A session ends after the idle limit
 * without requests or the absolute limit after sign-in, whichever comes first, and at sign-out.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto"
import type { StoredSession, SessionRepository } from "../storage/account-repository"
import type { Actor } from "../storage/audit"
import type { SecretBox } from "./secret-box"

export type SessionLimits = { idleMs: number; absoluteMs: number }

export type Session = {
  idHash: string
  userId: number
  csrfToken: string
  createdAt: number
  lastSeenAt: number
  /** A TOTP secret shown for enrolment and not yet confirmed with a code (opened). */
  totpPending: string | null
}

const hashOf = (id: string) => createHash("sha256").update(id).digest("hex")
/** How stale last_seen_at may get before a request writes it again. */
const TOUCH_INTERVAL_MS = 60_000
const PENDING_PURPOSE = "staff totp enrolment"
/** Longer ids are refused unread: no cookie of ours is longer. */
const MAX_ID_LENGTH = 100

export class Sessions {
  constructor(
    private readonly repository: SessionRepository,
    private readonly limits: SessionLimits,
    private readonly box: SecretBox,
  ) {}

  /** A new session with a fresh id (the id goes in the cookie), recorded as a sign-in by `actor`. */
  async start(userId: number, actor: Actor, now: number = Date.now()): Promise<{ id: string; session: Session }> {
    const id = randomBytes(32).toString("base64url")
    const stored: StoredSession = {
      idHash: hashOf(id),
      userId,
      csrfToken: randomBytes(32).toString("base64url"),
      createdAt: now,
      lastSeenAt: now,
      totpPendingSealed: null,
    }
    await this.repository.create(stored, actor, new Date(now))
    return { id, session: this.open(stored) }
  }

  /** The live session for a cookie's id (and its idle clock restarted), or null. */
  async resume(id: string | undefined, now: number = Date.now()): Promise<Session | null> {
    if (!id || id.length > MAX_ID_LENGTH) return null
    const stored = await this.repository.find(hashOf(id))
    if (!stored) return null
    if (now - stored.lastSeenAt > this.limits.idleMs || now - stored.createdAt > this.limits.absoluteMs) {
      await this.repository.delete(stored.idHash)
      return null
    }
    // A write (and its fsync) on every staff request would cost more than the inbox query itself; a
    // minute's precision on a 30-minute idle clock is enough.
    const isStale = now - stored.lastSeenAt >= TOUCH_INTERVAL_MS
    if (isStale) await this.repository.touch(stored.idHash, now)
    return this.open({ ...stored, lastSeenAt: isStale ? now : stored.lastSeenAt })
  }

  /** Ends the session; with an actor, the sign-out is audited in the same transaction. */
  end(session: Session, actor?: Actor): Promise<void> {
    return this.repository.delete(session.idHash, actor)
  }

  setTotpPending(session: Session, secret: string | null): Promise<void> {
    return this.repository.setTotpPending(
      session.idHash,
      secret === null ? null : this.box.seal(secret, PENDING_PURPOSE),
    )
  }

  /** Drops sessions past either limit; a daily chore, so old rows do not pile up. */
  prune(now: number = Date.now()): Promise<number> {
    return this.repository.prune(now - this.limits.idleMs, now - this.limits.absoluteMs)
  }

  private open(stored: StoredSession): Session {
    return {
      idHash: stored.idHash,
      userId: stored.userId,
      csrfToken: stored.csrfToken,
      createdAt: stored.createdAt,
      lastSeenAt: stored.lastSeenAt,
      totpPending: stored.totpPendingSealed === null ? null : this.box.open(stored.totpPendingSealed, PENDING_PURPOSE),
    }
  }
}

/** Compares a request's CSRF token with the session's in constant time. */
export function csrfTokenMatches(session: Session, token: unknown): boolean {
  if (typeof token !== "string") return false
  const expected = Buffer.from(session.csrfToken)
  const given = Buffer.from(token)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
