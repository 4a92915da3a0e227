/** Staff accounts and sessions in PostgreSQL, each change to an account with its audit entry. */
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
import { inTransaction, type Pool, type Queryable } from "./pool"

const endOtherSessions = (client: Queryable, change: OwnAccountChange) =>
  client.query("DELETE FROM staff_sessions WHERE user_id = $1 AND id_hash <> $2", [change.userId, change.keepSession])

export class PostgresAccountRepository implements AccountRepository {
  constructor(private readonly pool: Pool) {}

  async add(email: string, passwordHash: string, actor: Actor, now = new Date()): Promise<StoredAccount | null> {
    return inTransaction(this.pool, async client => {
      const { rows } = await client.query<AccountRow>(
        `INSERT INTO staff_users (email, password_hash, created_at) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING RETURNING *`,
        [email, passwordHash, now],
      )
      if (rows.length === 0) return null
      await insertAuditEntry(client, { actor, action: "account-added", detail: email }, now)
      return toAccount(rows[0])
    })
  }

  async list(): Promise<StoredAccount[]> {
    return (await this.pool.query<AccountRow>("SELECT * FROM staff_users ORDER BY lower(email)")).rows.map(toAccount)
  }

  async findByEmail(email: string): Promise<StoredAccount | null> {
    const { rows } = await this.pool.query<AccountRow>("SELECT * FROM staff_users WHERE lower(email) = lower($1)", [
      email,
    ])
    return rows.length > 0 ? toAccount(rows[0]) : null
  }

  async byId(id: number): Promise<StoredAccount | null> {
    const { rows } = await this.pool.query<AccountRow>("SELECT * FROM staff_users WHERE id = $1", [id])
    return rows.length > 0 ? toAccount(rows[0]) : null
  }

  async setPasswordHash(email: string, passwordHash: string, actor: Actor, now = new Date()): Promise<boolean> {
    return inTransaction(this.pool, async client => {
      const { rows } = await client.query<{ id: number }>(
        "UPDATE staff_users SET password_hash = $1 WHERE lower(email) = lower($2) RETURNING id",
        [passwordHash, email],
      )
      if (rows.length === 0) return false
      await client.query("DELETE FROM staff_sessions WHERE user_id = $1", [rows[0].id])
      await client.query("DELETE FROM staff_devices WHERE user_id = $1", [rows[0].id])
      await insertAuditEntry(client, { actor, action: "password-reset", detail: email }, now)
      return true
    })
  }

  async changeOwnPassword(change: OwnAccountChange & { passwordHash: string }, now = new Date()): Promise<void> {
    await inTransaction(this.pool, async client => {
      await client.query("UPDATE staff_users SET password_hash = $1 WHERE id = $2", [
        change.passwordHash,
        change.userId,
      ])
      await endOtherSessions(client, change)
      await client.query("DELETE FROM staff_devices WHERE user_id = $1", [change.userId])
      await insertAuditEntry(client, { actor: change.actor, action: "password-changed" }, now)
    })
  }

  async remove(email: string, actor: Actor, now = new Date()): Promise<boolean> {
    return inTransaction(this.pool, async client => {
      // Its sessions go with it (ON DELETE CASCADE).
      const removed = (await client.query("DELETE FROM staff_users WHERE lower(email) = lower($1)", [email])).rowCount
      if (!removed) return false
      await insertAuditEntry(client, { actor, action: "account-removed", detail: email }, now)
      return true
    })
  }

  async setTotp(change: OwnAccountChange & { sealed: string | null; lastStep: number }, now = new Date()) {
    await inTransaction(this.pool, async client => {
      await client.query("UPDATE staff_users SET totp_secret = $1, totp_last_step = $2 WHERE id = $3", [
        change.sealed,
        change.lastStep,
        change.userId,
      ])
      await endOtherSessions(client, change)
      await insertAuditEntry(
        client,
        { actor: change.actor, action: change.sealed === null ? "totp-disabled" : "totp-enabled" },
        now,
      )
    })
  }

  async useTotpStep(userId: number, step: number): Promise<boolean> {
    const result = await this.pool.query(
      "UPDATE staff_users SET totp_last_step = $1 WHERE id = $2 AND totp_last_step < $1",
      [step, userId],
    )
    return (result.rowCount ?? 0) > 0
  }

  async unsealedTotpSecrets(isSealed: (value: string) => boolean) {
    const { rows } = await this.pool.query<{ id: number; secret: string }>(
      "SELECT id, totp_secret AS secret FROM staff_users WHERE totp_secret IS NOT NULL",
    )
    return rows.filter(row => !isSealed(row.secret))
  }

  async replaceTotpSecret(userId: number, sealed: string): Promise<void> {
    await this.pool.query("UPDATE staff_users SET totp_secret = $1 WHERE id = $2", [sealed, userId])
  }

  async recordSignIn(userId: number, at: number): Promise<void> {
    await this.pool.query("UPDATE staff_users SET last_sign_in_at = $1 WHERE id = $2", [at, userId])
  }

  async rotateDevice(device: StoredDevice, replaces: string | null): Promise<void> {
    await inTransaction(this.pool, async client => {
      if (replaces !== null) await client.query("DELETE FROM staff_devices WHERE id_hash = $1", [replaces])
      await client.query(
        "INSERT INTO staff_devices (id_hash, user_id, created_at, last_used_at) VALUES ($1, $2, $3, $4)",
        [device.idHash, device.userId, device.createdAt, device.lastUsedAt],
      )
    })
  }

  async findDevice(idHash: string): Promise<StoredDevice | null> {
    const { rows } = await this.pool.query<DeviceRow>("SELECT * FROM staff_devices WHERE id_hash = $1", [idHash])
    return rows.length > 0 ? toDevice(rows[0]) : null
  }

  async pruneDevices(usedBefore: number): Promise<number> {
    const result = await this.pool.query("DELETE FROM staff_devices WHERE last_used_at < $1", [usedBefore])
    return result.rowCount ?? 0
  }

  async addSignInLink(link: StoredSignInLink, sentAfter: number): Promise<boolean> {
    return inTransaction(this.pool, async client => {
      // The account's row locked first: a second request for the account waits here until this
      // one has added its link, then finds it (READ COMMITTED alone would let both add one).
      const account = await client.query("SELECT 1 FROM staff_users WHERE id = $1 FOR NO KEY UPDATE", [link.userId])
      if (account.rowCount === 0) return false
      await client.query("DELETE FROM staff_sign_in_links WHERE expires_at < $1", [link.createdAt])
      const recent = await client.query(
        "SELECT 1 FROM staff_sign_in_links WHERE user_id = $1 AND created_at > $2 LIMIT 1",
        [link.userId, sentAfter],
      )
      if ((recent.rowCount ?? 0) > 0) return false
      await client.query(
        "INSERT INTO staff_sign_in_links (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)",
        [link.tokenHash, link.userId, link.createdAt, link.expiresAt],
      )
      return true
    })
  }

  async useSignInLink(tokenHash: string, now: number): Promise<number | null> {
    const { rows } = await this.pool.query<{ user_id: string }>(
      `UPDATE staff_sign_in_links SET used_at = $1
         WHERE token_hash = $2 AND used_at IS NULL AND expires_at > $1
         RETURNING user_id`,
      [now, tokenHash],
    )
    return rows.length > 0 ? Number(rows[0].user_id) : null
  }
}

export class PostgresSessionRepository implements SessionRepository {
  constructor(private readonly pool: Pool) {}

  async create(session: StoredSession, actor: Actor, now = new Date()): Promise<void> {
    await inTransaction(this.pool, async client => {
      await client.query(
        `INSERT INTO staff_sessions (id_hash, user_id, csrf_token, created_at, last_seen_at)
         VALUES ($1, $2, $3, $4, $5)`,
        [session.idHash, session.userId, session.csrfToken, session.createdAt, session.lastSeenAt],
      )
      await insertAuditEntry(client, { actor, action: "sign-in" }, now)
    })
  }

  async find(idHash: string): Promise<StoredSession | null> {
    const { rows } = await this.pool.query<SessionRow>("SELECT * FROM staff_sessions WHERE id_hash = $1", [idHash])
    return rows.length > 0 ? toSession(rows[0]) : null
  }

  async touch(idHash: string, lastSeenAt: number): Promise<void> {
    await this.pool.query("UPDATE staff_sessions SET last_seen_at = $1 WHERE id_hash = $2", [lastSeenAt, idHash])
  }

  async delete(idHash: string, actor?: Actor, now = new Date()): Promise<void> {
    await inTransaction(this.pool, async client => {
      const ended = (await client.query("DELETE FROM staff_sessions WHERE id_hash = $1", [idHash])).rowCount
      if (ended && actor !== undefined) await insertAuditEntry(client, { actor, action: "sign-out" }, now)
    })
  }

  async setTotpPending(idHash: string, sealed: string | null): Promise<void> {
    await this.pool.query("UPDATE staff_sessions SET totp_pending = $1 WHERE id_hash = $2", [sealed, idHash])
  }

  async prune(idleBefore: number, createdBefore: number): Promise<number> {
    const result = await this.pool.query("DELETE FROM staff_sessions WHERE last_seen_at < $1 OR created_at < $2", [
      idleBefore,
      createdBefore,
    ])
    return result.rowCount ?? 0
  }
}
