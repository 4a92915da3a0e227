/**
 * The SQL of staff accounts, sessions, devices and sign-in links in PostgreSQL (the rules are
 * account-service.ts's). E-mails are matched in any case through lower(email), the unique index's
 * expression.
 */
import type pg from "pg"
import type { AccountStore, AccountTransaction } from "../account-port"
import type { StoredAccount, StoredDevice, StoredSession } from "../account-repository"
import { toAccount, toDevice, toSession, type AccountRow, type DeviceRow, type SessionRow } from "../account-rows"
import { insertAuditEntry } from "./audit-repository"
import { inTransaction, type Pool } from "./pool"

const firstOrNull = <Row, Value>(rows: Row[], convert: (row: Row) => Value): Value | null =>
  rows.length > 0 ? convert(rows[0]) : null

export class PostgresAccountStore implements AccountStore {
  constructor(private readonly pool: Pool) {}

  transaction<T>(work: (tx: AccountTransaction) => Promise<T>): Promise<T> {
    return inTransaction(this.pool, client => work(operationsOn(client)))
  }

  async list(): Promise<StoredAccount[]> {
    return (await this.pool.query<AccountRow>("SELECT * FROM staff_users ORDER BY lower(email)")).rows.map(toAccount)
  }

  async findByEmail(email: string): Promise<StoredAccount | null> {
    const sql = "SELECT * FROM staff_users WHERE lower(email) = lower($1)"
    return firstOrNull((await this.pool.query<AccountRow>(sql, [email])).rows, toAccount)
  }

  async byId(id: number): Promise<StoredAccount | null> {
    return firstOrNull(
      (await this.pool.query<AccountRow>("SELECT * FROM staff_users WHERE id = $1", [id])).rows,
      toAccount,
    )
  }

  async raiseTotpStep(userId: number, step: number): Promise<boolean> {
    const sql = "UPDATE staff_users SET totp_last_step = $1 WHERE id = $2 AND totp_last_step < $1"
    return ((await this.pool.query(sql, [step, userId])).rowCount ?? 0) > 0
  }

  async totpSecrets(): Promise<{ id: number; secret: string }[]> {
    const sql = "SELECT id, totp_secret AS secret FROM staff_users WHERE totp_secret IS NOT NULL"
    return (await this.pool.query<{ id: number; secret: string }>(sql)).rows
  }

  async replaceTotpSecret(userId: number, sealed: string): Promise<void> {
    await this.pool.query("UPDATE staff_users SET totp_secret = $1 WHERE id = $2", [sealed, userId])
  }

  async updateLastSignIn(userId: number, at: number): Promise<void> {
    await this.pool.query("UPDATE staff_users SET last_sign_in_at = $1 WHERE id = $2", [at, userId])
  }

  async findDevice(idHash: string): Promise<StoredDevice | null> {
    const sql = "SELECT * FROM staff_devices WHERE id_hash = $1"
    return firstOrNull((await this.pool.query<DeviceRow>(sql, [idHash])).rows, toDevice)
  }

  async deleteDevicesUsedBefore(usedBefore: number): Promise<number> {
    return (await this.pool.query("DELETE FROM staff_devices WHERE last_used_at < $1", [usedBefore])).rowCount ?? 0
  }

  async markLinkUsed(tokenHash: string, now: number): Promise<number | null> {
    const { rows } = await this.pool.query<{ user_id: string }>(
      `UPDATE staff_sign_in_links SET used_at = $1
         WHERE token_hash = $2 AND used_at IS NULL AND expires_at > $1
         RETURNING user_id`,
      [now, tokenHash],
    )
    return firstOrNull(rows, row => Number(row.user_id))
  }

  async findSession(idHash: string): Promise<StoredSession | null> {
    const sql = "SELECT * FROM staff_sessions WHERE id_hash = $1"
    return firstOrNull((await this.pool.query<SessionRow>(sql, [idHash])).rows, toSession)
  }

  async updateSessionSeen(idHash: string, lastSeenAt: number): Promise<void> {
    await this.pool.query("UPDATE staff_sessions SET last_seen_at = $1 WHERE id_hash = $2", [lastSeenAt, idHash])
  }

  async updateSessionTotpPending(idHash: string, sealed: string | null): Promise<void> {
    await this.pool.query("UPDATE staff_sessions SET totp_pending = $1 WHERE id_hash = $2", [sealed, idHash])
  }

  async deleteSessionsPast(idleBefore: number, createdBefore: number): Promise<number> {
    const sql = "DELETE FROM staff_sessions WHERE last_seen_at < $1 OR created_at < $2"
    return (await this.pool.query(sql, [idleBefore, createdBefore])).rowCount ?? 0
  }
}

function operationsOn(client: pg.PoolClient): AccountTransaction {
  const run = async (sql: string, values: unknown[]) => (await client.query(sql, values)).rowCount ?? 0
  return {
    insertAccount: async (email, passwordHash, role, createdAt) => {
      const { rows } = await client.query<AccountRow>(
        `INSERT INTO staff_users (email, password_hash, role, created_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT DO NOTHING RETURNING *`,
        [email, passwordHash, role, createdAt],
      )
      return firstOrNull(rows, toAccount)
    },
    lockAccountByEmail: async email => {
      const sql = "SELECT id FROM staff_users WHERE lower(email) = lower($1) FOR UPDATE"
      return firstOrNull((await client.query<{ id: number }>(sql, [email])).rows, row => row.id)
    },
    // NO KEY: the account's sessions, devices and links may still be added while it is held.
    lockAccount: async userId => (await run("SELECT 1 FROM staff_users WHERE id = $1 FOR NO KEY UPDATE", [userId])) > 0,
    updatePassword: async (userId, passwordHash) => {
      await run("UPDATE staff_users SET password_hash = $1 WHERE id = $2", [passwordHash, userId])
    },
    updateRole: async (userId, role) => {
      await run("UPDATE staff_users SET role = $1 WHERE id = $2", [role, userId])
    },
    updateTotp: async (userId, sealed, lastStep) => {
      await run("UPDATE staff_users SET totp_secret = $1, totp_last_step = $2 WHERE id = $3", [
        sealed,
        lastStep,
        userId,
      ])
    },
    // Sessions, devices and links go with it (ON DELETE CASCADE).
    deleteAccount: async userId => {
      await run("DELETE FROM staff_users WHERE id = $1", [userId])
    },
    deleteSessions: async (userId, except) => {
      await run("DELETE FROM staff_sessions WHERE user_id = $1 AND id_hash IS DISTINCT FROM $2", [userId, except])
    },
    deleteDevices: async userId => {
      await run("DELETE FROM staff_devices WHERE user_id = $1", [userId])
    },
    deleteDevice: async idHash => {
      await run("DELETE FROM staff_devices WHERE id_hash = $1", [idHash])
    },
    insertDevice: async device => {
      await run("INSERT INTO staff_devices (id_hash, user_id, created_at, last_used_at) VALUES ($1, $2, $3, $4)", [
        device.idHash,
        device.userId,
        device.createdAt,
        device.lastUsedAt,
      ])
    },
    insertSession: async session => {
      await run(
        `INSERT INTO staff_sessions (id_hash, user_id, csrf_token, created_at, last_seen_at)
         VALUES ($1, $2, $3, $4, $5)`,
        [session.idHash, session.userId, session.csrfToken, session.createdAt, session.lastSeenAt],
      )
    },
    deleteSession: async idHash => (await run("DELETE FROM staff_sessions WHERE id_hash = $1", [idHash])) > 0,
    deleteLinksExpiredBefore: async at => {
      await run("DELETE FROM staff_sign_in_links WHERE expires_at < $1", [at])
    },
    hasLinkCreatedAfter: async (userId, after) =>
      (await run("SELECT 1 FROM staff_sign_in_links WHERE user_id = $1 AND created_at > $2 LIMIT 1", [userId, after])) >
      0,
    insertLink: async link => {
      await run(
        "INSERT INTO staff_sign_in_links (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)",
        [link.tokenHash, link.userId, link.createdAt, link.expiresAt],
      )
    },
    recordAudit: (entry, now) => insertAuditEntry(client, entry, now),
  }
}
