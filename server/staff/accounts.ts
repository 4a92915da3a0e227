/**
 * Staff accounts: made on the server (npm run staff), never by signing up. Passwords are hashed
 * and TOTP secrets sealed here, before anything reaches storage; every change is audited with the
 * actor who made it (a staff member's e-mail, or the command line).
 */
import type { AccountRepository, StoredAccount } from "../storage/account-repository"
import type { Actor } from "../storage/audit"
import { SINGLE_EMAIL_ADDRESS } from "../../shared/forms/email-address"
import { DEFAULT_STAFF_ROLE, STAFF_ROLES, isStaffRole, type StaffRole } from "../../shared/staff-roles"
import { Devices } from "./devices"
import { hashPassword, passwordProblem } from "./passwords"
import { SecretBox } from "./secret-box"
import type { Session } from "./sessions"

export type StaffUser = {
  id: number
  email: string
  passwordHash: string
  /** The base32 TOTP secret, opened; null while two-step sign-in is off. */
  totpSecret: string | null
  totpLastStep: number
  createdAt: string
  /** When the account last signed in (ms), or null. */
  lastSignInAt: number | null
  role: StaffRole
}

export class AccountError extends Error {}

const TOTP_PURPOSE = "staff totp secret"

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase()
}

export class Accounts {
  /** The browsers each account signed in from (devices.ts). */
  readonly devices: Devices

  constructor(
    private readonly repository: AccountRepository,
    private readonly box: SecretBox,
  ) {
    this.devices = new Devices(repository, box)
  }

  async add(email: string, password: string, actor: Actor, role: StaffRole = DEFAULT_STAFF_ROLE): Promise<StaffUser> {
    const address = normaliseEmail(email)
    if (!SINGLE_EMAIL_ADDRESS.test(address)) throw new AccountError(`"${email}" is not an e-mail address.`)
    const problem = passwordProblem(password)
    if (problem) throw new AccountError(problem)
    if (await this.repository.findByEmail(address))
      throw new AccountError(`There is already an account for ${address}.`)
    const added = await this.repository.add(address, await hashPassword(password), actor, role)
    if (!added) throw new AccountError(`There is already an account for ${address}.`)
    return this.open(added)
  }

  async list(): Promise<StaffUser[]> {
    return (await this.repository.list()).map(account => this.open(account))
  }

  async find(email: string): Promise<StaffUser | null> {
    const account = await this.repository.findByEmail(normaliseEmail(email))
    return account ? this.open(account) : null
  }

  async byId(id: number): Promise<StaffUser | null> {
    const account = await this.repository.byId(id)
    return account ? this.open(account) : null
  }

  /** A new password also ends every session of the account. */
  async resetPassword(email: string, password: string, actor: Actor): Promise<void> {
    const address = normaliseEmail(email)
    const problem = passwordProblem(password)
    if (problem) throw new AccountError(problem)
    if (!(await this.repository.setPasswordHash(address, await hashPassword(password), actor)))
      throw new AccountError(`There is no account for ${address}.`)
  }

  /** The account's next request is decided on its new role. */
  async setRole(email: string, role: StaffRole, actor: Actor): Promise<void> {
    const address = normaliseEmail(email)
    if (!(await this.repository.setRole(address, role, actor)))
      throw new AccountError(`There is no account for ${address}.`)
  }

  /** Removing an account ends its sessions. */
  async remove(email: string, actor: Actor): Promise<void> {
    const address = normaliseEmail(email)
    if (!(await this.repository.remove(address, actor))) throw new AccountError(`There is no account for ${address}.`)
  }

  /**
   * The owner's new password (asked for with the current one: reauthentication.ts). Every other
   * session of the account ends and its known devices are forgotten.
   */
  async changeOwnPassword(user: StaffUser, password: string, session: Session): Promise<void> {
    const problem = passwordProblem(password)
    if (problem) throw new AccountError(problem)
    await this.repository.changeOwnPassword({
      userId: user.id,
      passwordHash: await hashPassword(password),
      keepSession: session.idHash,
      actor: user.email,
    })
  }

  /** Switching two-step sign-in on or off ends every other session of the account. */
  async enableTotp(user: StaffUser, secret: string, acceptedStep: number, session: Session): Promise<void> {
    await this.repository.setTotp({
      userId: user.id,
      sealed: this.box.seal(secret, TOTP_PURPOSE),
      lastStep: acceptedStep,
      keepSession: session.idHash,
      actor: user.email,
    })
  }

  async disableTotp(user: StaffUser, session: Session): Promise<void> {
    await this.repository.setTotp({
      userId: user.id,
      sealed: null,
      lastStep: 0,
      keepSession: session.idHash,
      actor: user.email,
    })
  }

  /** Records a successful sign-in's time: the next one reports the refused attempts since. */
  recordSignIn(user: StaffUser, at: number): Promise<void> {
    return this.repository.recordSignIn(user.id, at)
  }

  /** false when the step was already used (a replayed code, or two requests racing with one code). */
  useTotpStep(user: StaffUser, step: number): Promise<boolean> {
    return this.repository.useTotpStep(user.id, step)
  }

  /** Seals secrets stored before sealing existed; runs at start-up. Returns how many. */
  async sealStoredSecrets(): Promise<number> {
    const unsealed = await this.repository.unsealedTotpSecrets(SecretBox.isSealed)
    for (const { id, secret } of unsealed)
      await this.repository.replaceTotpSecret(id, this.box.seal(secret, TOTP_PURPOSE))
    return unsealed.length
  }

  private open(account: StoredAccount): StaffUser {
    return {
      id: account.id,
      email: account.email,
      passwordHash: account.passwordHash,
      totpSecret: account.totpSecretSealed === null ? null : this.box.open(account.totpSecretSealed, TOTP_PURPOSE),
      totpLastStep: account.totpLastStep,
      createdAt: account.createdAt,
      lastSignInAt: account.lastSignInAt,
      role: account.role,
    }
  }
}

/** A role as typed on the command line, or a refusal naming the roles there are. */
export function roleOf(typed: string): StaffRole {
  const role = typed.trim().toLowerCase()
  if (!isStaffRole(role))
    throw new AccountError(
      `"${typed}" is not a role. The roles are: ${new Intl.ListFormat("en", { type: "disjunction" }).format(STAFF_ROLES)}.`,
    )
  return role
}
