/**
 * Staff accounts: made on the server (npm run staff), never by signing up. Passwords are hashed
 * and TOTP secrets sealed here, before anything reaches storage; every change is audited with the
 * actor who made it (a staff member's e-mail, or the command line).
 */
import type { AccountRepository, StoredAccount } from "../storage/account-repository"
import type { Actor } from "../storage/audit"
import { SINGLE_EMAIL_ADDRESS } from "../../src/forms/email-address"
import { hashPassword, passwordProblem } from "./passwords"
import { SecretBox } from "./secret-box"

export type StaffUser = {
  id: number
  email: string
  passwordHash: string
  /** The base32 TOTP secret, opened; null while two-step sign-in is off. */
  totpSecret: string | null
  totpLastStep: number
  createdAt: string
}

export class AccountError extends Error {}

const TOTP_PURPOSE = "staff totp secret"

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase()
}

export class Accounts {
  constructor(
    private readonly repository: AccountRepository,
    private readonly box: SecretBox,
  ) {}

  async add(email: string, password: string, actor: Actor): Promise<StaffUser> {
    const address = normaliseEmail(email)
    if (!SINGLE_EMAIL_ADDRESS.test(address)) throw new AccountError(`"${email}" is not an e-mail address.`)
    const problem = passwordProblem(password)
    if (problem) throw new AccountError(problem)
    if (await this.repository.findByEmail(address))
      throw new AccountError(`There is already an account for ${address}.`)
    const added = await this.repository.add(address, await hashPassword(password), actor)
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

  /** Removing an account ends its sessions. */
  async remove(email: string, actor: Actor): Promise<void> {
    const address = normaliseEmail(email)
    if (!(await this.repository.remove(address, actor))) throw new AccountError(`There is no account for ${address}.`)
  }

  async enableTotp(user: StaffUser, secret: string, acceptedStep: number): Promise<void> {
    await this.repository.setTotp(user.id, this.box.seal(secret, TOTP_PURPOSE), acceptedStep, user.email)
  }

  async disableTotp(user: StaffUser): Promise<void> {
    await this.repository.setTotp(user.id, null, 0, user.email)
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
    }
  }
}
