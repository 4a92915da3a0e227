/**
 * Staff accounts and their sessions as stored. Passwords arrive hashed and TOTP secrets sealed
 * (server/staff/ does both): this layer never sees a password or a readable secret.
 */
import type { StaffRole } from "../../shared/staff-roles"
import type { Actor } from "./audit"

export type StoredAccount = {
  id: number
  email: string
  passwordHash: string
  /** The TOTP secret, sealed with the installation's secret key; null while two-step sign-in is off. */
  totpSecretSealed: string | null
  totpLastStep: number
  createdAt: string
  /** When the account last signed in (ms), or null: refused sign-ins since then are reported at the next. */
  lastSignInAt: number | null
  role: StaffRole
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

/** A change to an account's own security, made by its signed-in owner from one session. */
export type OwnAccountChange = {
  userId: number
  /** The session that made the change: the account's other sessions end with it. */
  keepSession: string
  actor: Actor
}

export interface AccountRepository {
  /** null when the e-mail already has an account. */
  add(email: string, passwordHash: string, actor: Actor, role?: StaffRole, now?: Date): Promise<StoredAccount | null>
  /** Gives the account another role and writes the entry ("role-changed"); false when there is no such account. */
  setRole(email: string, role: StaffRole, actor: Actor, now?: Date): Promise<boolean>
  list(): Promise<StoredAccount[]>
  findByEmail(email: string): Promise<StoredAccount | null>
  byId(id: number): Promise<StoredAccount | null>
  /**
   * A new password set on the server ends every session of the account and forgets its known
   * devices; false when there is no such account.
   */
  setPasswordHash(email: string, passwordHash: string, actor: Actor, now?: Date): Promise<boolean>
  /**
   * The owner's new password: ends the account's other sessions, forgets its known devices and
   * writes the entry ("password-changed"), in one transaction.
   */
  changeOwnPassword(change: OwnAccountChange & { passwordHash: string }, now?: Date): Promise<void>
  /** Removing an account ends its sessions; false when there is no such account. */
  remove(email: string, actor: Actor, now?: Date): Promise<boolean>
  /**
   * Switches two-step sign-in on (a sealed secret) or off (null), ends the account's other
   * sessions and writes the entry, in one transaction.
   */
  setTotp(change: OwnAccountChange & { sealed: string | null; lastStep: number }, now?: Date): Promise<void>
  /**
   * Records the time step of an accepted code, only if it is newer than the last one used: false
   * when another request used this step (or a later one) first, so a code works once.
   */
  useTotpStep(userId: number, step: number): Promise<boolean>
  /** Accounts whose secret is still stored unsealed (from before sealing existed). */
  unsealedTotpSecrets(isSealed: (value: string) => boolean): Promise<{ id: number; secret: string }[]>
  replaceTotpSecret(userId: number, sealed: string): Promise<void>
  /** Records a successful sign-in's time (the next sign-in reports refused attempts since then). */
  recordSignIn(userId: number, at: number): Promise<void>
  /**
   * A browser's new device token for the account, stored by the hash of its nonce; the token it
   * replaces (rotated at each sign-in), if any, is forgotten in the same step.
   */
  rotateDevice(device: StoredDevice, replaces: string | null): Promise<void>
  /** The known device with this nonce hash, or null (never issued, revoked or pruned). */
  findDevice(idHash: string): Promise<StoredDevice | null>
  /** Forgets devices not used to sign in since the cutoff (ms). */
  pruneDevices(usedBefore: number): Promise<number>
  /**
   * Stores an e-mailed sign-in link unless a link was stored for the account after `sentAfter`:
   * false then, and nothing is stored. Two requests at once for one account store one link between
   * them. Links that expired before the new one's `createdAt` are forgotten.
   */
  addSignInLink(link: StoredSignInLink, sentAfter: number): Promise<boolean>
  /**
   * Uses a link once: the account it was sent for when the token's hash names an unused link not
   * expired at `now`, else null. Two uses at once get one account between them.
   */
  useSignInLink(tokenHash: string, now: number): Promise<number | null>
}

export type StoredSignInLink = { tokenHash: string; userId: number; createdAt: number; expiresAt: number }

export type StoredDevice = { idHash: string; userId: number; createdAt: number; lastUsedAt: number }

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
