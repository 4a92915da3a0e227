/** Staff accounts and sessions in SQLite, each change to an account with its audit entry. */
import type {
  AccountRepository,
  OwnAccountChange,
  SessionRepository,
  StoredAccount,
  StoredDevice,
  StoredSignInLink,
  StoredSession,
} from "../account-repository"
import type { Actor } from "../audit"
import { toAccount, toDevice, toSession, type AccountRow, type DeviceRow, type SessionRow } from "../account-rows"
import { insertAuditEntry } from "./audit-repository"
import type { Db } from "./database"

export class SqliteAccountRepository implements AccountRepository {
  constructor(private readonly db: Db) {}

  async add(email: string, passwordHash: string, actor: Actor, now = new Date()): Promise<StoredAccount | null> {
    return this.db.transaction(() => {
      const inserted = this.db
        .prepare<[string, string, string], AccountRow>(
          "INSERT INTO staff_users (email, password_hash, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING RETURNING *",
        )
        .get(email, passwordHash, now.toISOString())
      if (!inserted) return null
      insertAuditEntry(this.db, { actor, action: "account-added", detail: email }, now)
      return toAccount(inserted)
    })()
  }

  async list(): Promise<StoredAccount[]> {
    return this.db.prepare<[], AccountRow>("SELECT * FROM staff_users ORDER BY email").all().map(toAccount)
  }

  async findByEmail(email: string): Promise<StoredAccount | null> {
    const row = this.db.prepare<[string], AccountRow>("SELECT * FROM staff_users WHERE email = ?").get(email)
    return row ? toAccount(row) : null
  }

  async byId(id: number): Promise<StoredAccount | null> {
    const row = this.db.prepare<[number], AccountRow>("SELECT * FROM staff_users WHERE id = ?").get(id)
    return row ? toAccount(row) : null
  }

  async setPasswordHash(email: string, passwordHash: string, actor: Actor, now = new Date()): Promise<boolean> {
    return this.db.transaction(() => {
      const row = this.db
        .prepare<[string, string], { id: number }>(
          "UPDATE staff_users SET password_hash = ? WHERE email = ? RETURNING id",
        )
        .get(passwordHash, email)
      if (!row) return false
      this.db.prepare("DELETE FROM staff_sessions WHERE user_id = ?").run(row.id)
      this.db.prepare("DELETE FROM staff_devices WHERE user_id = ?").run(row.id)
      insertAuditEntry(this.db, { actor, action: "password-reset", detail: email }, now)
      return true
    })()
  }

  async changeOwnPassword(change: OwnAccountChange & { passwordHash: string }, now = new Date()): Promise<void> {
    this.db.transaction(() => {
      this.db.prepare("UPDATE staff_users SET password_hash = ? WHERE id = ?").run(change.passwordHash, change.userId)
      this.endOtherSessions(change)
      this.db.prepare("DELETE FROM staff_devices WHERE user_id = ?").run(change.userId)
      insertAuditEntry(this.db, { actor: change.actor, action: "password-changed" }, now)
    })()
  }

  async remove(email: string, actor: Actor, now = new Date()): Promise<boolean> {
    return this.db.transaction(() => {
      // Its sessions go with it (ON DELETE CASCADE).
      const removed = this.db.prepare("DELETE FROM staff_users WHERE email = ?").run(email).changes > 0
      if (removed) insertAuditEntry(this.db, { actor, action: "account-removed", detail: email }, now)
      return removed
    })()
  }

  async setTotp(change: OwnAccountChange & { sealed: string | null; lastStep: number }, now = new Date()) {
    this.db.transaction(() => {
      this.db
        .prepare("UPDATE staff_users SET totp_secret = ?, totp_last_step = ? WHERE id = ?")
        .run(change.sealed, change.lastStep, change.userId)
      this.endOtherSessions(change)
      insertAuditEntry(
        this.db,
        { actor: change.actor, action: change.sealed === null ? "totp-disabled" : "totp-enabled" },
        now,
      )
    })()
  }

  private endOtherSessions(change: OwnAccountChange): void {
    this.db
      .prepare("DELETE FROM staff_sessions WHERE user_id = ? AND id_hash <> ?")
      .run(change.userId, change.keepSession)
  }

  async useTotpStep(userId: number, step: number): Promise<boolean> {
    return (
      this.db
        .prepare("UPDATE staff_users SET totp_last_step = ? WHERE id = ? AND totp_last_step < ?")
        .run(step, userId, step).changes > 0
    )
  }

  async unsealedTotpSecrets(isSealed: (value: string) => boolean) {
    return this.db
      .prepare<[], { id: number; secret: string }>(
        "SELECT id, totp_secret AS secret FROM staff_users WHERE totp_secret IS NOT NULL",
      )
      .all()
      .filter(row => !isSealed(row.secret))
  }

  async replaceTotpSecret(userId: number, sealed: string): Promise<void> {
    this.db.prepare("UPDATE staff_users SET totp_secret = ? WHERE id = ?").run(sealed, userId)
    this.db.pragma("wal_checkpoint(TRUNCATE)")
  }

  async recordSignIn(userId: number, at: number): Promise<void> {
    this.db.prepare("UPDATE staff_users SET last_sign_in_at = ? WHERE id = ?").run(at, userId)
  }

  async rotateDevice(device: StoredDevice, replaces: string | null): Promise<void> {
    this.db.transaction(() => {
      if (replaces !== null) this.db.prepare("DELETE FROM staff_devices WHERE id_hash = ?").run(replaces)
      this.db
        .prepare("INSERT INTO staff_devices (id_hash, user_id, created_at, last_used_at) VALUES (?, ?, ?, ?)")
        .run(device.idHash, device.userId, device.createdAt, device.lastUsedAt)
    })()
  }

  async findDevice(idHash: string): Promise<StoredDevice | null> {
    const row = this.db.prepare<[string], DeviceRow>("SELECT * FROM staff_devices WHERE id_hash = ?").get(idHash)
    return row ? toDevice(row) : null
  }

  async pruneDevices(usedBefore: number): Promise<number> {
    return this.db.prepare("DELETE FROM staff_devices WHERE last_used_at < ?").run(usedBefore).changes
  }

  async addSignInLink(link: StoredSignInLink, sentAfter: number): Promise<boolean> {
    // Immediate: the write lock is taken before the check, so another process cannot add one between.
    return this.db
      .transaction(() => {
        this.db.prepare("DELETE FROM staff_sign_in_links WHERE expires_at < ?").run(link.createdAt)
        const recent = this.db
          .prepare("SELECT 1 FROM staff_sign_in_links WHERE user_id = ? AND created_at > ?")
          .get(link.userId, sentAfter)
        if (recent !== undefined) return false
        this.db
          .prepare("INSERT INTO staff_sign_in_links (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)")
          .run(link.tokenHash, link.userId, link.createdAt, link.expiresAt)
        return true
      })
      .immediate()
  }

  async useSignInLink(tokenHash: string, now: number): Promise<number | null> {
    const row = this.db
      .prepare<[number, string, number], { user_id: number }>(
        `UPDATE staff_sign_in_links SET used_at = ?
           WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?
           RETURNING user_id`,
      )
      .get(now, tokenHash, now)
    return row ? row.user_id : null
  }
}

export class SqliteSessionRepository implements SessionRepository {
  constructor(private readonly db: Db) {}

  async create(session: StoredSession, actor: Actor, now = new Date()): Promise<void> {
    this.db.transaction(() => {
      this.db
        .prepare(
          "INSERT INTO staff_sessions (id_hash, user_id, csrf_token, created_at, last_seen_at) VALUES (?, ?, ?, ?, ?)",
        )
        .run(session.idHash, session.userId, session.csrfToken, session.createdAt, session.lastSeenAt)
      insertAuditEntry(this.db, { actor, action: "sign-in" }, now)
    })()
  }

  async find(idHash: string): Promise<StoredSession | null> {
    const row = this.db.prepare<[string], SessionRow>("SELECT * FROM staff_sessions WHERE id_hash = ?").get(idHash)
    return row ? toSession(row) : null
  }

  async touch(idHash: string, lastSeenAt: number): Promise<void> {
    this.db.prepare("UPDATE staff_sessions SET last_seen_at = ? WHERE id_hash = ?").run(lastSeenAt, idHash)
  }

  async delete(idHash: string, actor?: Actor, now = new Date()): Promise<void> {
    this.db.transaction(() => {
      const ended = this.db.prepare("DELETE FROM staff_sessions WHERE id_hash = ?").run(idHash).changes > 0
      if (ended && actor !== undefined) insertAuditEntry(this.db, { actor, action: "sign-out" }, now)
    })()
  }

  async setTotpPending(idHash: string, sealed: string | null): Promise<void> {
    this.db.prepare("UPDATE staff_sessions SET totp_pending = ? WHERE id_hash = ?").run(sealed, idHash)
  }

  async prune(idleBefore: number, createdBefore: number): Promise<number> {
    return this.db
      .prepare("DELETE FROM staff_sessions WHERE last_seen_at < ? OR created_at < ?")
      .run(idleBefore, createdBefore).changes
  }
}
