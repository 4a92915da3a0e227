/**
 * The signed-in user's own account: enrolling the TOTP second factor (a QR code to scan, then a
 * code to prove it works) and switching it off again (with a current code), both with codes
 * counted like sign-in attempts. Plus the audit log.
 */
import {
  AuditPageSchema,
  AuditQuerySchema,
  CodeBodySchema,
  MessageSchema,
  TotpEnrolmentSchema,
  TotpStateSchema,
} from "../../src/shared/staff-api"
import { codeKey, codeKeys } from "./sign-in-throttle"
import type { StaffApi } from "./staff-api"
import { staffOf } from "./staff-guard"
import { staffMessages, type StaffContext } from "./staff-context"
import { acceptedTotpStep, newTotpSecret, totpEnrolment } from "./totp"

export function registerAccountRoutes(api: StaffApi, context: StaffContext): void {
  const { accounts, sessions, storage } = context
  const { audit, throttle } = storage
  const codeAnswers = { 200: TotpStateSchema, "4xx": MessageSchema }

  /** Counts a code attempt first; the refusal to send when the user must wait. */
  const codeAttempt = async (userId: number) => {
    const verdict = await throttle.attempt(codeKeys(userId))
    if (verdict.allowed) return null
    return staffMessages.throttled(Math.max(1, Math.ceil(verdict.waitMs / 1000)))
  }

  api.post(
    "/totp/setup",
    { schema: { response: { 200: TotpEnrolmentSchema, "4xx": MessageSchema } } },
    async (request, reply) => {
      const { user, session } = staffOf(request)
      if (user.totpSecret !== null) return reply.code(409).send({ message: "Two-step sign-in is already on." })
      const secret = newTotpSecret()
      await sessions.setTotpPending(session, secret)
      return { secret, ...(await totpEnrolment(secret, user.email)) }
    },
  )

  api.post("/totp/enable", { schema: { body: CodeBodySchema, response: codeAnswers } }, async (request, reply) => {
    const { user, session } = staffOf(request)
    if (session.totpPending === null) return reply.code(409).send({ message: "Start the set-up again." })
    const refusal = await codeAttempt(user.id)
    if (refusal) return reply.code(429).send({ message: refusal })
    const step = acceptedTotpStep(session.totpPending, request.body.code, 0)
    if (step === null) {
      await audit.write({ actor: user.email, action: "totp-code-failed", detail: "enrolment" })
      return reply.code(400).send({ message: staffMessages.wrongCode })
    }
    await throttle.clear(codeKey(user.id))
    await accounts.enableTotp(user, session.totpPending, step)
    await sessions.setTotpPending(session, null)
    return { totpEnabled: true }
  })

  api.post("/totp/disable", { schema: { body: CodeBodySchema, response: codeAnswers } }, async (request, reply) => {
    const { user } = staffOf(request)
    if (user.totpSecret === null) return { totpEnabled: false }
    const refusal = await codeAttempt(user.id)
    if (refusal) return reply.code(429).send({ message: refusal })
    const step = acceptedTotpStep(user.totpSecret, request.body.code, user.totpLastStep)
    if (step === null || !(await accounts.useTotpStep(user, step))) {
      await audit.write({ actor: user.email, action: "totp-code-failed", detail: "switching two-step sign-in off" })
      return reply.code(400).send({ message: staffMessages.wrongCode })
    }
    await throttle.clear(codeKey(user.id))
    await accounts.disableTotp(user)
    return { totpEnabled: false }
  })

  api.get(
    "/audit",
    { schema: { querystring: AuditQuerySchema, response: { 200: AuditPageSchema } } },
    async request => {
      const before = Number.parseInt(request.query.before ?? "", 10)
      return { entries: await audit.page(Number.isFinite(before) ? before : null) }
    },
  )
}
