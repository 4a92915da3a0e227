/**
 * The account and session rules, once for every storage engine: what each change to an account
 * requires (a new password ends the sessions and forgets the devices, two-step sign-in switched on
 * or off ends the other sessions, a sign-in link is refused while a recent one stands) and which
 * audit entry each writes, in the same transaction as the change. The engines (account-port.ts)
 * only run SQL.
 */
import type {
  AccountRepository,
  OwnAccountChange,
  SessionRepository,
  StoredAccount,
  StoredDevice,
  StoredSession,
  StoredSignInLink,
} from "./account-repository"
import type { AccountStore } from "./account-port"
import { DEFAULT_STAFF_ROLE, type StaffRole } from "../../shared/staff-roles"
import type { Actor } from "./audit"

export class AccountService implements AccountRepository {
  constructor(private readonly store: AccountStore) {}

  add(
    email: string,
    passwordHash: string,
    actor: Actor,
    role: StaffRole = DEFAULT_STAFF_ROLE,
    now: Date = new Date(),
  ): Promise<StoredAccount | null> {
    return this.store.transaction(async tx => {
      const account = await tx.insertAccount(email, passwordHash, role, now)
      if (account) await tx.recordAudit({ actor, action: "account-added", detail: `${email} (${role})` }, now)
      return account
    })
  }

  /** The role takes effect at the account's next request: the guard reads it on every one. */
  setRole(email: string, role: StaffRole, actor: Actor, now: Date = new Date()): Promise<boolean> {
    return this.store.transaction(async tx => {
      const userId = await tx.lockAccountByEmail(email)
      if (userId === null) return false
      await tx.updateRole(userId, role)
      await tx.recordAudit({ actor, action: "role-changed", detail: `${email} (${role})` }, now)
      return true
    })
  }

  list(): Promise<StoredAccount[]> {
    return this.store.list()
  }

  findByEmail(email: string): Promise<StoredAccount | null> {
    return this.store.findByEmail(email)
  }

  byId(id: number): Promise<StoredAccount | null> {
    return this.store.byId(id)
  }

  setPasswordHash(email: string, passwordHash: string, actor: Actor, now: Date = new Date()): Promise<boolean> {
    return this.store.transaction(async tx => {
      const userId = await tx.lockAccountByEmail(email)
      if (userId === null) return false
      await tx.updatePassword(userId, passwordHash)
      // Set on the server: whoever held the old password is signed out everywhere.
      await tx.deleteSessions(userId, null)
      await tx.deleteDevices(userId)
      await tx.recordAudit({ actor, action: "password-reset", detail: email }, now)
      return true
    })
  }

  changeOwnPassword(change: OwnAccountChange & { passwordHash: string }, now: Date = new Date()): Promise<void> {
    return this.store.transaction(async tx => {
      await tx.updatePassword(change.userId, change.passwordHash)
      await tx.deleteSessions(change.userId, change.keepSession)
      await tx.deleteDevices(change.userId)
      await tx.recordAudit({ actor: change.actor, action: "password-changed" }, now)
    })
  }

  remove(email: string, actor: Actor, now: Date = new Date()): Promise<boolean> {
    return this.store.transaction(async tx => {
      const userId = await tx.lockAccountByEmail(email)
      if (userId === null) return false
      await tx.deleteAccount(userId)
      await tx.recordAudit({ actor, action: "account-removed", detail: email }, now)
      return true
    })
  }

  setTotp(change: OwnAccountChange & { sealed: string | null; lastStep: number }, now: Date = new Date()) {
    return this.store.transaction(async tx => {
      await tx.updateTotp(change.userId, change.sealed, change.lastStep)
      await tx.deleteSessions(change.userId, change.keepSession)
      await tx.recordAudit(
        { actor: change.actor, action: change.sealed === null ? "totp-disabled" : "totp-enabled" },
        now,
      )
    })
  }

  useTotpStep(userId: number, step: number): Promise<boolean> {
    return this.store.raiseTotpStep(userId, step)
  }

  async unsealedTotpSecrets(isSealed: (value: string) => boolean): Promise<{ id: number; secret: string }[]> {
    return (await this.store.totpSecrets()).filter(row => !isSealed(row.secret))
  }

  replaceTotpSecret(userId: number, sealed: string): Promise<void> {
    return this.store.replaceTotpSecret(userId, sealed)
  }

  recordSignIn(userId: number, at: number): Promise<void> {
    return this.store.updateLastSignIn(userId, at)
  }

  rotateDevice(device: StoredDevice, replaces: string | null): Promise<void> {
    return this.store.transaction(async tx => {
      if (replaces !== null) await tx.deleteDevice(replaces)
      await tx.insertDevice(device)
    })
  }

  findDevice(idHash: string): Promise<StoredDevice | null> {
    return this.store.findDevice(idHash)
  }

  pruneDevices(usedBefore: number): Promise<number> {
    return this.store.deleteDevicesUsedBefore(usedBefore)
  }

  addSignInLink(link: StoredSignInLink, sentAfter: number): Promise<boolean> {
    return this.store.transaction(async tx => {
      // The account held first: a second request for it waits here until this one has added its
      // link, then finds it.
      if (!(await tx.lockAccount(link.userId))) return false
      await tx.deleteLinksExpiredBefore(link.createdAt)
      if (await tx.hasLinkCreatedAfter(link.userId, sentAfter)) return false
      await tx.insertLink(link)
      return true
    })
  }

  useSignInLink(tokenHash: string, now: number): Promise<number | null> {
    return this.store.markLinkUsed(tokenHash, now)
  }
}

export class SessionService implements SessionRepository {
  constructor(private readonly store: AccountStore) {}

  create(session: StoredSession, actor: Actor, now: Date = new Date()): Promise<void> {
    return this.store.transaction(async tx => {
      await tx.insertSession(session)
      await tx.recordAudit({ actor, action: "sign-in" }, now)
    })
  }

  find(idHash: string): Promise<StoredSession | null> {
    return this.store.findSession(idHash)
  }

  touch(idHash: string, lastSeenAt: number): Promise<void> {
    return this.store.updateSessionSeen(idHash, lastSeenAt)
  }

  delete(idHash: string, actor?: Actor, now: Date = new Date()): Promise<void> {
    return this.store.transaction(async tx => {
      const ended = await tx.deleteSession(idHash)
      if (ended && actor !== undefined) await tx.recordAudit({ actor, action: "sign-out" }, now)
    })
  }

  setTotpPending(idHash: string, sealed: string | null): Promise<void> {
    return this.store.updateSessionTotpPending(idHash, sealed)
  }

  prune(idleBefore: number, createdBefore: number): Promise<number> {
    return this.store.deleteSessionsPast(idleBefore, createdBefore)
  }
}
