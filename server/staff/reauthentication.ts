/**
 * What a change to an account's own security asks for, whoever holds the session: the current
 * password and, while two-step sign-in is on, a current code (OWASP ASVS: re-authenticate before
 * changing authentication factors). A stolen session alone can then neither set a new password
 * nor enrol another authenticator nor switch the second factor off. Attempts are counted before
 * they are checked (5 free, then a doubling wait) and each failure is audited.
 */
import { codeKey, codeKeys } from "./sign-in-throttle"
import { passwordMatches } from "./passwords"
import { staffMessages, type SignedIn, type StaffContext } from "./staff-context"
import { acceptedTotpStep } from "./totp"

/** The change being made, as the audit log names it. */
export type SecurityChange =
  "changing the password" | "switching two-step sign-in on" | "switching two-step sign-in off"

export type Refusal = { status: 400 | 429; message: string }

/**
 * Checks the current password (and code, with two-step sign-in on); a refusal to send, or null
 * when the change may go ahead. The caller clears the count (`passed`) once the change is made.
 */
export async function reauthenticate(
  context: StaffContext,
  { user }: SignedIn,
  given: { password: string; code?: string },
  change: SecurityChange,
): Promise<Refusal | null> {
  const { audit, throttle } = context.storage
  const verdict = await throttle.attempt(codeKeys(user.id))
  if (!verdict.allowed)
    return { status: 429, message: staffMessages.throttled(Math.max(1, Math.ceil(verdict.waitMs / 1000))) }
  if (!(await passwordMatches(user.passwordHash, given.password))) {
    await audit.write({ actor: user.email, action: "reauthentication-failed", detail: `${change}: wrong password` })
    return { status: 400, message: staffMessages.wrongCurrentPassword }
  }
  if (user.totpSecret === null) return null
  const code = given.code?.trim() ?? ""
  if (code === "") return { status: 400, message: staffMessages.currentCodeNeeded }
  const step = acceptedTotpStep(user.totpSecret, code, user.totpLastStep)
  if (step === null || !(await context.accounts.useTotpStep(user, step))) {
    await audit.write({ actor: user.email, action: "totp-code-failed", detail: change })
    return { status: 400, message: staffMessages.wrongCode }
  }
  return null
}

/** Forgets the counted attempts once a change went through. */
export function passed(context: StaffContext, { user }: SignedIn): Promise<void> {
  return context.storage.throttle.clear(codeKey(user.id))
}
