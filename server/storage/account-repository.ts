/**
 * Staff accounts and their sessions as stored. Passwords arrive hashed and TOTP secrets sealed
 * (server/staff/ does both): this layer never sees a password or a readable secret.
 */
import type { Actor } from "./audit"

export type StoredAccount = {
  id: number
  email: string
  passwordHash: string
  /** The TOTP secret, sealed with the installation's secret key; null while two-step sign-in is off. */
  totpSecretSealed: string | null
  totpLastStep: number
  createdAt: string
}

export type StoredSession = {
  idHash: string
  userId: number
  csrfToken: string
  createdAt: number
  lastSeenAt: number
  /** A sealed TOTP secret shown for enrolment and not yet confirmed with a code. */
  totpPendingSealed: string | null
}

export interface AccountRepository {
  /** null when the e-mail already has an account. */
  add(email: string, passwordHash: string, actor: Actor, now?: Date): Promise<StoredAccount | null>
  list(): Promise<StoredAccount[]>
  findByEmail(email: string): Promise<StoredAccount | null>
  byId(id: number): Promise<StoredAccount | null>
  /** A new password ends every session of the account; false when there is no such account. */
  setPasswordHash(email: string, passwordHash: string, actor: Actor, now?: Date): Promise<boolean>
  /** Removing an account ends its sessions; false when there is no such account. */
  remove(email: string, actor: Actor, now?: Date): Promise<boolean>
  setTotp(userId: number, sealed: string | null, lastStep: number, actor: Actor, now?: Date): Promise<void>
  /**
   * Records the time step of an accepted code, only if it is newer than the last one used: false
   * when another request used this step (or a later one) first, so a code works once.
   */
  useTotpStep(userId: number, step: number): Promise<boolean>
  /** Accounts whose secret is still stored unsealed (from before sealing existed). */
  unsealedTotpSecrets(isSealed: (value: string) => boolean): Promise<{ id: number; secret: string }[]>
  replaceTotpSecret(userId: number, sealed: string): Promise<void>
}

export interface SessionRepository {
  /** Starts a session, with its audit entry (sign-in) in the same transaction. */
  create(session: StoredSession, actor: Actor, now?: Date): Promise<void>
  find(idHash: string): Promise<StoredSession | null>
  touch(idHash: string, lastSeenAt: number): Promise<void>
  /** Ends a session, with its audit entry (sign-out) when an actor is given. */
  delete(idHash: string, actor?: Actor, now?: Date): Promise<void>
  setTotpPending(idHash: string, sealed: string | null): Promise<void>
  /** Drops sessions past either limit. */
  prune(idleBefore: number, createdBefore: number): Promise<number>
}
