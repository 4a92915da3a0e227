/**
 * What a storage engine does for staff accounts, their sessions, known devices and sign-in links:
 * SQL operations and nothing else. What each change requires (which sessions end, which devices
 * are forgotten, when a link is refused) and which audit entry it writes are decided once, in
 * account-service.ts, over this port; each engine (sqlite/, postgres/) implements it.
 */
import type { StoredAccount, StoredDevice, StoredSession, StoredSignInLink } from "./account-repository"
import type { StaffRole } from "../../shared/staff-roles"
import type { AuditTransaction } from "./audit-port"

/** The operations of one transaction: they commit together when its work resolves, or not at all. */
export interface AccountTransaction extends AuditTransaction {
  /** The new account, or null when the e-mail (in any case) already has one. */
  insertAccount(email: string, passwordHash: string, role: StaffRole, createdAt: Date): Promise<StoredAccount | null>
  /** The id of the account with this e-mail (in any case), held for this transaction; null when none. */
  lockAccountByEmail(email: string): Promise<number | null>
  /** Whether the account exists; it is held for this transaction (two changes to it take turns). */
  lockAccount(userId: number): Promise<boolean>
  updatePassword(userId: number, passwordHash: string): Promise<void>
  updateRole(userId: number, role: StaffRole): Promise<void>
  updateTotp(userId: number, sealed: string | null, lastStep: number): Promise<void>
  /** Its sessions, devices and links go with it. */
  deleteAccount(userId: number): Promise<void>
  /** Deletes the account's sessions, but the one named by `except`. */
  deleteSessions(userId: number, except: string | null): Promise<void>
  deleteDevices(userId: number): Promise<void>
  deleteDevice(idHash: string): Promise<void>
  insertDevice(device: StoredDevice): Promise<void>
  insertSession(session: StoredSession): Promise<void>
  /** Whether there was such a session. */
  deleteSession(idHash: string): Promise<boolean>
  deleteLinksExpiredBefore(at: number): Promise<void>
  hasLinkCreatedAfter(userId: number, after: number): Promise<boolean>
  insertLink(link: StoredSignInLink): Promise<void>
}

export interface AccountStore {
  transaction<T>(work: (tx: AccountTransaction) => Promise<T>): Promise<T>
  /** Every account, by e-mail. */
  list(): Promise<StoredAccount[]>
  findByEmail(email: string): Promise<StoredAccount | null>
  byId(id: number): Promise<StoredAccount | null>
  /** Sets the account's last used time step to `step` if it is lower; whether it was. */
  raiseTotpStep(userId: number, step: number): Promise<boolean>
  /** The stored TOTP secret of every account that has one, as it is stored. */
  totpSecrets(): Promise<{ id: number; secret: string }[]>
  /** Replaces the account's secret, leaving nothing of the old one readable in the engine's files. */
  replaceTotpSecret(userId: number, sealed: string): Promise<void>
  updateLastSignIn(userId: number, at: number): Promise<void>
  findDevice(idHash: string): Promise<StoredDevice | null>
  /** How many devices last used before the cutoff were deleted. */
  deleteDevicesUsedBefore(usedBefore: number): Promise<number>
  /**
   * Marks the link with this token hash used at `now` if it is unused and expires after `now`, in
   * one statement (two uses at once mark it once); the account it was sent for, or null.
   */
  markLinkUsed(tokenHash: string, now: number): Promise<number | null>
  findSession(idHash: string): Promise<StoredSession | null>
  updateSessionSeen(idHash: string, lastSeenAt: number): Promise<void>
  updateSessionTotpPending(idHash: string, sealed: string | null): Promise<void>
  /** How many sessions idle since before `idleBefore` or created before `createdBefore` were deleted. */
  deleteSessionsPast(idleBefore: number, createdBefore: number): Promise<number>
}
