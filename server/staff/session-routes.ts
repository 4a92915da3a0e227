/**
 * Signing in and out: POST /staff/api/session (e-mail, password and, once enrolled, the TOTP
 * code), GET for who is signed in, DELETE to sign out. The attempt is counted before anything is
 * checked, against the counts its browser meets (sign-in-throttle.ts: a known device's own, or
 * those of unknown browsers); an unknown e-mail and a wrong password get the same answer after the
 * same work; refusals are audited as sign-in-audit.ts decides. A successful sign-in reports the
 * refused attempts since the previous one and gives the browser a new device token (devices.ts).
 */
import type { FastifyReply, FastifyRequest } from "fastify"
import {
  MessageSchema,
  SessionViewSchema,
  SignInBodySchema,
  SignInRefusalSchema,
  type SessionView,
} from "../../shared/staff-api"
import { allServiceOptions } from "../../shared/forms/form-edition-files"
import { EVERY_ROLE, mayReadLeads } from "../../shared/staff-roles"
import { normaliseEmail } from "./accounts"
import { deviceCookieName, deviceCookieWith, setDeviceCookie } from "./devices"
import { decoyPasswordHash, passwordMatches } from "./passwords"
import { auditRefusedSignIn, type RefusedSignIn } from "./sign-in-audit"
import { clearedOnSignIn, signInKeys } from "./sign-in-throttle"
import { optionalStaffOf, sessionCookieName, staffOf } from "./staff-guard"
import { staffMessages, type SignedIn, type StaffContext, type StaffApi } from "./staff-context"
import { acceptedTotpStep } from "./totp"

export async function sessionView(context: StaffContext, signedIn: SignedIn): Promise<SessionView> {
  return {
    email: signedIn.user.email,
    role: signedIn.user.role,
    totpEnabled: signedIn.user.totpSecret !== null,
    csrfToken: signedIn.session.csrfToken,
    // How many leads are new is the leads' business too.
    newCount: mayReadLeads(signedIn.user.role) ? await context.storage.leads.countNew() : 0,
    services: allServiceOptions,
  }
}

export function registerSessionRoutes(api: StaffApi, context: StaffContext): void {
  const { accounts, sessions, storage } = context
  const { audit, throttle } = storage

  api.get(
    "/session",
    { config: { staffAccess: "open" }, schema: { response: { 200: SessionViewSchema, 401: MessageSchema } } },
    async (request, reply) => {
      const signedIn = optionalStaffOf(request)
      if (!signedIn) return reply.code(401).send({ message: staffMessages.signIn })
      return sessionView(context, signedIn)
    },
  )

  api.post(
    "/session",
    {
      config: { staffAccess: "open" },
      schema: { body: SignInBodySchema, response: { 200: SessionViewSchema, "4xx": SignInRefusalSchema } },
    },
    async (request, reply) => {
      const { email, password } = request.body
      const code = request.body.code?.trim() ? request.body.code : null
      const account = normaliseEmail(email)
      const user = await accounts.find(account)
      const deviceCookie = request.cookies[deviceCookieName(request)]
      const device = await accounts.devices.recognise(deviceCookie, user?.id ?? null)
      const refused = (action: RefusedSignIn["action"], detail?: string) =>
        auditRefusedSignIn(storage, { account: user, ip: request.ip, action, detail })

      const verdict = await throttle.attempt(signInKeys(account, request.ip, device, context.signInAddressAttempts))
      if (!verdict.allowed) {
        const seconds = Math.max(1, Math.ceil(verdict.waitMs / 1000))
        await refused("sign-in-throttled")
        return reply
          .code(429)
          .header("retry-after", String(seconds))
          .send({ message: staffMessages.throttled(seconds) })
      }

      const matches = await passwordMatches(user?.passwordHash ?? (await decoyPasswordHash()), password)
      if (!user || !matches) {
        await refused("sign-in-failed", user ? "wrong password" : "unknown e-mail")
        return reply.code(401).send({ message: staffMessages.wrongCredentials })
      }
      if (user.totpSecret !== null) {
        if (code === null) {
          await refused("sign-in-code-needed")
          return reply.code(401).send({ message: staffMessages.codeNeeded, needsCode: true })
        }
        const step = acceptedTotpStep(user.totpSecret, code, user.totpLastStep)
        if (step === null || !(await accounts.useTotpStep(user, step))) {
          await refused("sign-in-failed", "wrong code")
          return reply.code(401).send({ message: staffMessages.wrongCode, needsCode: true })
        }
      }

      await throttle.clear(clearedOnSignIn(account, request.ip, device))
      const since = user.lastSignInAt === null ? null : new Date(user.lastSignInAt)
      const refusedSignIns = await audit.refusedSignInsSince(user.email, since)
      // A fresh id at every sign-in: an id planted before it (session fixation) is worth nothing.
      const previous = optionalStaffOf(request)
      if (previous) await sessions.end(previous.session)
      const now = Date.now()
      const { id, session } = await sessions.start(user.id, user.email, now)
      await accounts.recordSignIn(user, now)
      setSessionCookie(request, reply, id)
      const token = await accounts.devices.issue(user.id, device, now)
      setDeviceCookie(request, reply, deviceCookieWith(deviceCookie, token, user.id))
      return {
        ...(await sessionView(context, { user, session })),
        signInNotice: { refusedSignIns, previousSignInAt: since?.toISOString() ?? null },
      }
    },
  )

  api.delete(
    "/session",
    { config: { staffAccess: EVERY_ROLE }, schema: { response: { 200: MessageSchema } } },
    async (request, reply) => {
      const { user, session } = staffOf(request)
      await sessions.end(session, user.email)
      reply.clearCookie(sessionCookieName(request), cookieOptions(request))
      return { message: "Signed out." }
    },
  )
}

function cookieOptions(request: FastifyRequest) {
  return { path: "/", httpOnly: true, sameSite: "strict" as const, secure: request.protocol === "https" }
}

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, id: string): void {
  reply.setCookie(sessionCookieName(request), id, cookieOptions(request))
}
