/**
 * The signed-in user's own account: enrolling the TOTP second factor (a QR code to scan, then a
 * code to prove it works) and switching it off again (with a current code). Plus the audit log.
 */
import type { FastifyInstance } from "fastify"
import { staffMessages, type SignedIn, type StaffContext } from "./staff-context"
import { acceptedTotpStep, newTotpSecret, totpEnrolment } from "./totp"

type CodeBody = { code?: unknown }

export function registerAccountRoutes(app: FastifyInstance, context: StaffContext): void {
  const { accounts, sessions, audit } = context

  app.post("/staff/api/totp/setup", async (request, reply) => {
    const { user, session } = request.staff as SignedIn
    if (user.totpSecret !== null) return reply.code(409).send({ message: "Two-step sign-in is already on." })
    const secret = newTotpSecret()
    sessions.setTotpPending(session, secret)
    return reply.send({ secret, ...(await totpEnrolment(secret, user.email)) })
  })

  app.post<{ Body: CodeBody }>("/staff/api/totp/enable", async (request, reply) => {
    const { user, session } = request.staff as SignedIn
    const code = typeof request.body?.code === "string" ? request.body.code : ""
    if (session.totpPending === null) return reply.code(409).send({ message: "Start the set-up again." })
    const step = acceptedTotpStep(session.totpPending, code, 0)
    if (step === null) return reply.code(400).send({ message: staffMessages.wrongCode })
    accounts.setTotp(user.id, session.totpPending, step)
    sessions.setTotpPending(session, null)
    audit.write({ actor: user.email, action: "totp-enabled" })
    return reply.send({ totpEnabled: true })
  })

  app.post<{ Body: CodeBody }>("/staff/api/totp/disable", async (request, reply) => {
    const { user } = request.staff as SignedIn
    const code = typeof request.body?.code === "string" ? request.body.code : ""
    if (user.totpSecret === null) return reply.send({ totpEnabled: false })
    if (acceptedTotpStep(user.totpSecret, code, user.totpLastStep) === null)
      return reply.code(400).send({ message: staffMessages.wrongCode })
    accounts.setTotp(user.id, null)
    audit.write({ actor: user.email, action: "totp-disabled" })
    return reply.send({ totpEnabled: false })
  })

  app.get<{ Querystring: { before?: string } }>("/staff/api/audit", async (request, reply) => {
    const before = Number.parseInt(request.query.before ?? "", 10)
    return reply.send({ entries: audit.page(Number.isFinite(before) ? before : null) })
  })
}
