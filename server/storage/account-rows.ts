/** Accounts and sessions as either engine returns their rows, and their conversion. */
import type { StaffRole } from "../../shared/staff-roles"
import type { StoredAccount, StoredDevice, StoredSession } from "./account-repository"

export type AccountRow = {
  id: number
  email: string
  password_hash: string
  totp_secret: string | null
  totp_last_step: number
  created_at: string
  last_sign_in_at: number | null
  role: StaffRole
}

export type SessionRow = {
  id_hash: string
  user_id: number
  csrf_token: string
  created_at: number
  last_seen_at: number
  totp_pending: string | null
}

export const toAccount = (row: AccountRow): StoredAccount => ({
  id: row.id,
  email: row.email,
  passwordHash: row.password_hash,
  totpSecretSealed: row.totp_secret,
  totpLastStep: row.totp_last_step,
  createdAt: row.created_at,
  lastSignInAt: row.last_sign_in_at,
  role: row.role,
})

export type DeviceRow = { id_hash: string; user_id: number; created_at: number; last_used_at: number }

export const toDevice = (row: DeviceRow): StoredDevice => ({
  idHash: row.id_hash,
  userId: row.user_id,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
})

export const toSession = (row: SessionRow): StoredSession => ({
  idHash: row.id_hash,
  userId: row.user_id,
  csrfToken: row.csrf_token,
  createdAt: row.created_at,
  lastSeenAt: row.last_seen_at,
  totpPendingSealed: row.totp_pending,
})
