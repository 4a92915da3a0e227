/**
 * Staff accounts. They are made on the server (npm run staff), never by signing up.
 */
import type { Db } from "../storage/database"
import { hashPassword, passwordProblem } from "./passwords"

export type StaffUser = {
  id: number
  email: string
  passwordHash: string
  totpSecret: string | null
  totpLastStep: number
  createdAt: string
}

type UserRow = {
  id: number
  email: string
  password_hash: string
  totp_secret: string | null
  totp_last_step: number
  created_at: string
}

export class AccountError extends Error {}

const EMAIL = /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase()
}

export class Accounts {
  constructor(private readonly db: Db) {}

  async add(email: string, password: string, now: Date = new Date()): Promise<StaffUser> {
    const address = normaliseEmail(email)
    if (!EMAIL.test(address)) throw new AccountError(`"${email}" is not an e-mail address.`)
    const problem = passwordProblem(password)
    if (problem) throw new AccountError(problem)
    if (this.find(address)) throw new AccountError(`There is already an account for ${address}.`)
    const passwordHash = await hashPassword(password)
    this.db
      .prepare("INSERT INTO staff_users (email, password_hash, created_at) VALUES (?, ?, ?)")
      .run(address, passwordHash, now.toISOString())
    return this.require(address)
  }

  list(): StaffUser[] {
    return this.db.prepare<[], UserRow>("SELECT * FROM staff_users ORDER BY email").all().map(toUser)
  }

  find(email: string): StaffUser | null {
    const row = this.db
      .prepare<[string], UserRow>("SELECT * FROM staff_users WHERE email = ?")
      .get(normaliseEmail(email))
    return row ? toUser(row) : null
  }

  byId(id: number): StaffUser | null {
    const row = this.db.prepare<[number], UserRow>("SELECT * FROM staff_users WHERE id = ?").get(id)
    return row ? toUser(row) : null
  }

  /** A new password also ends every session of the account. */
  async resetPassword(email: string, password: string): Promise<void> {
    const user = this.require(email)
    const problem = passwordProblem(password)
    if (problem) throw new AccountError(problem)
    const passwordHash = await hashPassword(password)
    this.db.transaction(() => {
      this.db.prepare("UPDATE staff_users SET password_hash = ? WHERE id = ?").run(passwordHash, user.id)
      this.db.prepare("DELETE FROM staff_sessions WHERE user_id = ?").run(user.id)
    })()
  }

  /** Removing an account ends its sessions (ON DELETE CASCADE). */
  remove(email: string): void {
    const user = this.require(email)
    this.db.prepare("DELETE FROM staff_users WHERE id = ?").run(user.id)
  }

  setTotp(userId: number, secret: string | null, lastStep = 0): void {
    this.db
      .prepare("UPDATE staff_users SET totp_secret = ?, totp_last_step = ? WHERE id = ?")
      .run(secret, lastStep, userId)
  }

  /** Records the time step of an accepted code, so the same code cannot be used twice. */
  useTotpStep(userId: number, step: number): void {
    this.db.prepare("UPDATE staff_users SET totp_last_step = ? WHERE id = ?").run(step, userId)
  }

  private require(email: string): StaffUser {
    const user = this.find(email)
    if (!user) throw new AccountError(`There is no account for ${normaliseEmail(email)}.`)
    return user
  }
}

function toUser(row: UserRow): StaffUser {
  return {
    id: row.id,
    email: row.email,
    passwordHash: row.password_hash,
    totpSecret: row.totp_secret,
    totpLastStep: row.totp_last_step,
    createdAt: row.created_at,
  }
}
