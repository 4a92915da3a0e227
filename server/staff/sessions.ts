/**
 * Staff sessions, kept in SQLite. The cookie holds a random 256-bit id; the database holds only
 * its SHA-256, so a copy of the database file (a backup, say) opens no session. A session ends
 * after IDLE of no requests or ABSOLUTE after sign-in, whichever comes first, and at sign-out.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto"
import type { Db } from "../storage/database"

export type SessionLimits = { idleMs: number; absoluteMs: number }

export type Session = {
  idHash: string
  userId: number
  csrfToken: string
  createdAt: number
  lastSeenAt: number
  /** A TOTP secret shown for enrolment and not yet confirmed with a code. */
  totpPending: string | null
}

type SessionRow = {
  id_hash: string
  user_id: number
  csrf_token: string
  created_at: number
  last_seen_at: number
  totp_pending: string | null
}

const hashOf = (id: string) => createHash("sha256").update(id).digest("hex")
/** How stale last_seen_at may get before a request writes it again. */
const TOUCH_INTERVAL_MS = 60_000

export class Sessions {
  constructor(
    private readonly db: Db,
    private readonly limits: SessionLimits,
  ) {}

  /** A new session with a fresh id: the id to put in the cookie. */
  start(userId: number, now: number = Date.now()): { id: string; session: Session } {
    const id = randomBytes(32).toString("base64url")
    const csrfToken = randomBytes(32).toString("base64url")
    this.db
      .prepare(
        "INSERT INTO staff_sessions (id_hash, user_id, csrf_token, created_at, last_seen_at) VALUES (?, ?, ?, ?, ?)",
      )
      .run(hashOf(id), userId, csrfToken, now, now)
    return {
      id,
      session: { idHash: hashOf(id), userId, csrfToken, createdAt: now, lastSeenAt: now, totpPending: null },
    }
  }

  /** The live session for a cookie's id (and its idle clock restarted), or null. */
  resume(id: string | undefined, now: number = Date.now()): Session | null {
    if (!id || id.length > 100) return null
    const row = this.db.prepare<[string], SessionRow>("SELECT * FROM staff_sessions WHERE id_hash = ?").get(hashOf(id))
    if (!row) return null
    if (now - row.last_seen_at > this.limits.idleMs || now - row.created_at > this.limits.absoluteMs) {
      this.db.prepare("DELETE FROM staff_sessions WHERE id_hash = ?").run(row.id_hash)
      return null
    }
    // A write (and its fsync) on every staff request would cost more than the inbox query itself; a
    // minute's precision on a 30-minute idle clock is enough.
    const isStale = now - row.last_seen_at >= TOUCH_INTERVAL_MS
    if (isStale) this.db.prepare("UPDATE staff_sessions SET last_seen_at = ? WHERE id_hash = ?").run(now, row.id_hash)
    const lastSeenAt = isStale ? now : row.last_seen_at
    return {
      idHash: row.id_hash,
      userId: row.user_id,
      csrfToken: row.csrf_token,
      createdAt: row.created_at,
      lastSeenAt,
      totpPending: row.totp_pending,
    }
  }

  end(session: Session): void {
    this.db.prepare("DELETE FROM staff_sessions WHERE id_hash = ?").run(session.idHash)
  }

  setTotpPending(session: Session, secret: string | null): void {
    this.db.prepare("UPDATE staff_sessions SET totp_pending = ? WHERE id_hash = ?").run(secret, session.idHash)
  }

  /** Drops sessions past either limit; the server runs it now and then so old rows do not pile up. */
  prune(now: number = Date.now()): number {
    return this.db
      .prepare("DELETE FROM staff_sessions WHERE last_seen_at < ? OR created_at < ?")
      .run(now - this.limits.idleMs, now - this.limits.absoluteMs).changes
  }
}

/** Compares a request's CSRF token with the session's in constant time. */
export function csrfTokenMatches(session: Session, token: unknown): boolean {
  if (typeof token !== "string") return false
  const expected = Buffer.from(session.csrfToken)
  const given = Buffer.from(token)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
