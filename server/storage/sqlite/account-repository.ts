/** The SQL of staff accounts, sessions, devices and sign-in links in SQLite (the rules are account-service.ts's). */
import type { AccountStore, AccountTransaction } from "../account-port"
import type { StoredAccount, StoredDevice, StoredSession } from "../account-repository"
import { toAccount, toDevice, toSession, type AccountRow, type DeviceRow, type SessionRow } from "../account-rows"
import { insertAuditEntry } from "./audit-repository"
import type { Db } from "./database"
import { inTransaction } from "./transactions"

export class SqliteAccountStore implements AccountStore {
  constructor(private readonly db: Db) {}

  /** A unit of work of the service, in one transaction on this connection (transactions.ts). */
  transaction<T>(work: (tx: AccountTransaction) => Promise<T>): Promise<T> {
    return inTransaction(this.db, () => work(this.operations))
  }

  async list(): Promise<StoredAccount[]> {
    return this.db.prepare<[], AccountRow>("SELECT * FROM staff_users ORDER BY email").all().map(toAccount)
  }

  async findByEmail(email: string): Promise<StoredAccount | null> {
    // The column is COLLATE NOCASE: any case finds the account.
    const row = this.db.prepare<[string], AccountRow>("SELECT * FROM staff_users WHERE email = ?").get(email)
    return row ? toAccount(row) : null
  }

  async byId(id: number): Promise<StoredAccount | null> {
    const row = this.db.prepare<[number], AccountRow>("SELECT * FROM staff_users WHERE id = ?").get(id)
    return row ? toAccount(row) : null
  }

  async raiseTotpStep(userId: number, step: number): Promise<boolean> {
    const sql = "UPDATE staff_users SET totp_last_step = ? WHERE id = ? AND totp_last_step < ?"
    return this.db.prepare(sql).run(step, userId, step).changes > 0
  }

  async totpSecrets(): Promise<{ id: number; secret: string }[]> {
    return this.db
      .prepare<[], { id: number; secret: string }>(
        "SELECT id, totp_secret AS secret FROM staff_users WHERE totp_secret IS NOT NULL",
      )
      .all()
  }

  async replaceTotpSecret(userId: number, sealed: string): Promise<void> {
    this.db.prepare("UPDATE staff_users SET totp_secret = ? WHERE id = ?").run(sealed, userId)
    // The old value stays readable in the write-ahead log until it is folded back into the file.
    this.db.pragma("wal_checkpoint(TRUNCATE)")
  }

  async updateLastSignIn(userId: number, at: number): Promise<void> {
    this.db.prepare("UPDATE staff_users SET last_sign_in_at = ? WHERE id = ?").run(at, userId)
  }

  async findDevice(idHash: string): Promise<StoredDevice | null> {
    const row = this.db.prepare<[string], DeviceRow>("SELECT * FROM staff_devices WHERE id_hash = ?").get(idHash)
    return row ? toDevice(row) : null
  }

  async deleteDevicesUsedBefore(usedBefore: number): Promise<number> {
    return this.db.prepare("DELETE FROM staff_devices WHERE last_used_at < ?").run(usedBefore).changes
  }

  async markLinkUsed(tokenHash: string, now: number): Promise<number | null> {
    const row = this.db
      .prepare<[number, string, number], { user_id: number }>(
        `UPDATE staff_sign_in_links SET used_at = ?
           WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?
           RETURNING user_id`,
      )
      .get(now, tokenHash, now)
    return row ? row.user_id : null
  }

  async findSession(idHash: string): Promise<StoredSession | null> {
    const row = this.db.prepare<[string], SessionRow>("SELECT * FROM staff_sessions WHERE id_hash = ?").get(idHash)
    return row ? toSession(row) : null
  }

  async updateSessionSeen(idHash: string, lastSeenAt: number): Promise<void> {
    this.db.prepare("UPDATE staff_sessions SET last_seen_at = ? WHERE id_hash = ?").run(lastSeenAt, idHash)
  }

  async updateSessionTotpPending(idHash: string, sealed: string | null): Promise<void> {
    this.db.prepare("UPDATE staff_sessions SET totp_pending = ? WHERE id_hash = ?").run(sealed, idHash)
  }

  async deleteSessionsPast(idleBefore: number, createdBefore: number): Promise<number> {
    return this.db
      .prepare("DELETE FROM staff_sessions WHERE last_seen_at < ? OR created_at < ?")
      .run(idleBefore, createdBefore).changes
  }

  /** Inside BEGIN IMMEDIATE the whole file is held: a row read is a row locked. */
  private readonly operations: AccountTransaction = {
    insertAccount: async (email, passwordHash, role, createdAt) => {
      const row = this.db
        .prepare<[string, string, string, string], AccountRow>(
          "INSERT INTO staff_users (email, password_hash, role, created_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING RETURNING *",
        )
        .get(email, passwordHash, role, createdAt.toISOString())
      return row ? toAccount(row) : null
    },
    lockAccountByEmail: async email =>
      this.db.prepare<[string], number>("SELECT id FROM staff_users WHERE email = ?").pluck().get(email) ?? null,
    lockAccount: async userId => this.db.prepare("SELECT 1 FROM staff_users WHERE id = ?").get(userId) !== undefined,
    updatePassword: async (userId, passwordHash) => {
      this.db.prepare("UPDATE staff_users SET password_hash = ? WHERE id = ?").run(passwordHash, userId)
    },
    updateRole: async (userId, role) => {
      this.db.prepare("UPDATE staff_users SET role = ? WHERE id = ?").run(role, userId)
    },
    updateTotp: async (userId, sealed, lastStep) => {
      this.db
        .prepare("UPDATE staff_users SET totp_secret = ?, totp_last_step = ? WHERE id = ?")
        .run(sealed, lastStep, userId)
    },
    // Sessions, devices and links go with it (ON DELETE CASCADE).
    deleteAccount: async userId => {
      this.db.prepare("DELETE FROM staff_users WHERE id = ?").run(userId)
    },
    deleteSessions: async (userId, except) => {
      this.db.prepare("DELETE FROM staff_sessions WHERE user_id = ? AND id_hash IS NOT ?").run(userId, except)
    },
    deleteDevices: async userId => {
      this.db.prepare("DELETE FROM staff_devices WHERE user_id = ?").run(userId)
    },
    deleteDevice: async idHash => {
      this.db.prepare("DELETE FROM staff_devices WHERE id_hash = ?").run(idHash)
    },
    insertDevice: async ({ idHash, userId, createdAt, lastUsedAt }) => {
      this.db
        .prepare("INSERT INTO staff_devices (id_hash, user_id, created_at, last_used_at) VALUES (?, ?, ?, ?)")
        .run(idHash, userId, createdAt, lastUsedAt)
    },
    insertSession: async ({ idHash, userId, csrfToken, createdAt, lastSeenAt }) => {
      this.db
        .prepare(
          "INSERT INTO staff_sessions (id_hash, user_id, csrf_token, created_at, last_seen_at) VALUES (?, ?, ?, ?, ?)",
        )
        .run(idHash, userId, csrfToken, createdAt, lastSeenAt)
    },
    deleteSession: async idHash =>
      this.db.prepare("DELETE FROM staff_sessions WHERE id_hash = ?").run(idHash).changes > 0,
    deleteLinksExpiredBefore: async at => {
      this.db.prepare("DELETE FROM staff_sign_in_links WHERE expires_at < ?").run(at)
    },
    hasLinkCreatedAfter: async (userId, after) =>
      this.db.prepare("SELECT 1 FROM staff_sign_in_links WHERE user_id = ? AND created_at > ?").get(userId, after) !==
      undefined,
    insertLink: async ({ tokenHash, userId, createdAt, expiresAt }) => {
      this.db
        .prepare("INSERT INTO staff_sign_in_links (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)")
        .run(tokenHash, userId, createdAt, expiresAt)
    },
    recordAudit: async (entry, now) => insertAuditEntry(this.db, entry, now),
  }
}
