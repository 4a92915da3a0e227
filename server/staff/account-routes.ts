/**
 * The signed-in user's own account: a new password, and two-step sign-in switched on (a QR code
 * to scan, then a code to prove it works) or off. Each of these asks for the current password,
 * and the current code while two-step sign-in is on (reauthentication.ts), ends every other
 * session of the account and is audited. Plus the audit log.
 */
import {
  AuditPageSchema,
  AuditQuerySchema,
  MessageSchema,
  PasswordChangeBodySchema,
  ReauthenticatedCodeBodySchema,
  TotpEnrolmentSchema,
  TotpStateSchema,
} from "../../shared/staff-api"
import { EVERY_ROLE, LEAD_ROLES } from "../../shared/staff-roles"
import { deviceCookieName, deviceCookieWith, setDeviceCookie } from "./devices"
import { passwordProblem } from "./passwords"
import { passed, reauthenticate } from "./reauthentication"
import { refusedValueError } from "./refused-value"
import { staffOf } from "./staff-guard"
import { staffMessages, type StaffContext, type StaffApi } from "./staff-context"
import { acceptedTotpStep, newTotpSecret, totpEnrolment } from "./totp"

export function registerAccountRoutes(api: StaffApi, context: StaffContext): void {
  const { accounts, sessions, storage } = context
  const { audit } = storage
  const codeAnswers = { 200: TotpStateSchema, "4xx": MessageSchema }

  api.post(
    "/password",
    {
      config: { staffAccess: EVERY_ROLE },
      schema: { body: PasswordChangeBodySchema, response: { 200: MessageSchema, "4xx": MessageSchema } },
    },
    async (request, reply) => {
      const signedIn = staffOf(request)
      const { currentPassword, newPassword, code } = request.body
      // A new password that could not be used is refused before anything is counted or checked.
      const problem = passwordProblem(newPassword)
      if (problem) return reply.code(400).send({ message: problem })
      const refusal = await reauthenticate(
        context,
        signedIn,
        { password: currentPassword, code },
        "changing the password",
      )
      if (refusal) return reply.code(refusal.status).send({ message: refusal.message })
      await accounts.changeOwnPassword(signedIn.user, newPassword, signedIn.session)
      await passed(context, signedIn)
      // The account's known devices were forgotten with the old password; this browser stays known.
      const token = await accounts.devices.issue(signedIn.user.id, null)
      const cookie = deviceCookieWith(request.cookies[deviceCookieName(request)], token, signedIn.user.id)
      setDeviceCookie(request, reply, cookie)
      return { message: staffMessages.passwordChanged }
    },
  )

  api.post(
    "/totp/setup",
    { config: { staffAccess: EVERY_ROLE }, schema: { response: { 200: TotpEnrolmentSchema, "4xx": MessageSchema } } },
    async (request, reply) => {
      const { user, session } = staffOf(request)
      if (user.totpSecret !== null) return reply.code(409).send({ message: "Two-step sign-in is already on." })
      const secret = newTotpSecret()
      await sessions.setTotpPending(session, secret)
      return { secret, ...(await totpEnrolment(secret, user.email)) }
    },
  )

  api.post(
    "/totp/enable",
    { config: { staffAccess: EVERY_ROLE }, schema: { body: ReauthenticatedCodeBodySchema, response: codeAnswers } },
    async (request, reply) => {
      const signedIn = staffOf(request)
      const { user, session } = signedIn
      if (user.totpSecret !== null) return reply.code(409).send({ message: "Two-step sign-in is already on." })
      if (session.totpPending === null) return reply.code(409).send({ message: "Start the set-up again." })
      const refusal = await reauthenticate(
        context,
        signedIn,
        { password: request.body.password },
        "switching two-step sign-in on",
      )
      if (refusal) return reply.code(refusal.status).send({ message: refusal.message })
      const step = acceptedTotpStep(session.totpPending, request.body.code, 0)
      if (step === null) {
        await audit.write({ actor: user.email, action: "totp-code-failed", detail: "enrolment" })
        return reply.code(400).send({ message: staffMessages.wrongCode })
      }
      await accounts.enableTotp(user, session.totpPending, step, session)
      await passed(context, signedIn)
      await sessions.setTotpPending(session, null)
      return { totpEnabled: true }
    },
  )

  api.post(
    "/totp/disable",
    { config: { staffAccess: EVERY_ROLE }, schema: { body: ReauthenticatedCodeBodySchema, response: codeAnswers } },
    async (request, reply) => {
      const signedIn = staffOf(request)
      if (signedIn.user.totpSecret === null) return { totpEnabled: false }
      const refusal = await reauthenticate(context, signedIn, request.body, "switching two-step sign-in off")
      if (refusal) return reply.code(refusal.status).send({ message: refusal.message })
      await accounts.disableTotp(signedIn.user, signedIn.session)
      await passed(context, signedIn)
      return { totpEnabled: false }
    },
  )

  api.get(
    "/audit",
    {
      // The log names leads and what was done to them.
      config: { staffAccess: LEAD_ROLES },
      schema: { querystring: AuditQuerySchema, response: { 200: AuditPageSchema } },
      schemaErrorFormatter: refusedValueError({ before: "an audit entry's number, 1 or more" }),
    },
    async request => {
      const { before } = request.query
      return { entries: await audit.page(before === undefined ? null : Number(before)) }
    },
  )
}
