/**
 * Signing in and out: POST /staff/api/session (e-mail, password and, once enrolled, the TOTP
 * code), GET for who is signed in, DELETE to sign out. The attempt is counted before anything is
 * checked (sign-in-throttle.ts); an unknown e-mail and a wrong password get the same answer after
 * the same work; failures are audited, refused attempts counted in one entry per hour.
 */
import { createHash } from "node:crypto"
import type { FastifyReply, FastifyRequest } from "fastify"
import {
  MessageSchema,
  SessionViewSchema,
  SignInBodySchema,
  SignInRefusalSchema,
  type SessionView,
} from "../../src/shared/staff-api"
import { allServiceOptions } from "../../src/forms/form-edition-files"
import { normaliseEmail } from "./accounts"
import { decoyPasswordHash, passwordMatches } from "./passwords"
import { pairKey, signInKeys } from "./sign-in-throttle"
import type { StaffApi } from "./staff-api"
import { optionalStaffOf, sessionCookieName, staffOf } from "./staff-guard"
import { staffMessages, type SignedIn, type StaffContext } from "./staff-context"
import { acceptedTotpStep } from "./totp"

const HOUR_MS = 60 * 60_000

export async function sessionView(context: StaffContext, signedIn: SignedIn): Promise<SessionView> {
  return {
    email: signedIn.user.email,
    totpEnabled: signedIn.user.totpSecret !== null,
    csrfToken: signedIn.session.csrfToken,
    newCount: await context.storage.leads.countNew(),
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
      const actor = account || "(no e-mail)"
      const verdict = await throttle.attempt(signInKeys(account, request.ip))
      if (!verdict.allowed) {
        const seconds = Math.max(1, Math.ceil(verdict.waitMs / 1000))
        const window = Math.floor(Date.now() / HOUR_MS)
        const key = createHash("sha256")
          .update(`${pairKey(account, request.ip)}|${window}`)
          .digest("hex")
        await audit.count({ actor, action: "sign-in-throttled", key })
        return reply
          .code(429)
          .header("retry-after", String(seconds))
          .send({ message: staffMessages.throttled(seconds) })
      }

      const user = await accounts.find(account)
      const matches = await passwordMatches(user?.passwordHash ?? (await decoyPasswordHash()), password)
      if (!user || !matches) {
        await audit.write({ actor, action: "sign-in-failed", detail: user ? "wrong password" : "unknown e-mail" })
        return reply.code(401).send({ message: staffMessages.wrongCredentials })
      }
      if (user.totpSecret !== null) {
        if (code === null) {
          await audit.write({ actor, action: "sign-in-code-needed" })
          return reply.code(401).send({ message: staffMessages.codeNeeded, needsCode: true })
        }
        const step = acceptedTotpStep(user.totpSecret, code, user.totpLastStep)
        if (step === null || !(await accounts.useTotpStep(user, step))) {
          await audit.write({ actor, action: "sign-in-failed", detail: "wrong code" })
          return reply.code(401).send({ message: staffMessages.wrongCode, needsCode: true })
        }
      }

      await throttle.clear(pairKey(account, request.ip))
      // A fresh id at every sign-in: an id planted before it (session fixation) is worth nothing.
      const previous = optionalStaffOf(request)
      if (previous) await sessions.end(previous.session)
      const { id, session } = await sessions.start(user.id, user.email)
      setSessionCookie(request, reply, id)
      return sessionView(context, { user, session })
    },
  )

  api.delete("/session", { schema: { response: { 200: MessageSchema } } }, async (request, reply) => {
    const { user, session } = staffOf(request)
    await sessions.end(session, user.email)
    reply.clearCookie(sessionCookieName(request), cookieOptions(request))
    return { message: "Signed out." }
  })
}

function cookieOptions(request: FastifyRequest) {
  return { path: "/", httpOnly: true, sameSite: "strict" as const, secure: request.protocol === "https" }
}

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, id: string): void {
  reply.setCookie(sessionCookieName(request), id, cookieOptions(request))
}
