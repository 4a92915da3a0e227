/**
 * Signing in and out: POST /staff/api/session (e-mail, password and, once enrolled, the TOTP
 * code), GET for who is signed in, DELETE to sign out. An unknown e-mail and a wrong password
 * get the same answer after the same work; every failure is throttled and written to the audit log.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify"
import { normaliseEmail } from "./accounts"
import { decoyPasswordHash, passwordMatches } from "./passwords"
import { SIGN_IN_ROUTE, sessionCookieName } from "./staff-guard"
import { staffMessages, type SignedIn, type StaffContext } from "./staff-context"
import { acceptedTotpStep } from "./totp"
import { allServiceOptions } from "../../src/forms/service-options"

type SignInBody = { email?: unknown; password?: unknown; code?: unknown }

const text = (value: unknown, max: number) => (typeof value === "string" && value.length <= max ? value : null)

export function sessionView(context: StaffContext, signedIn: SignedIn) {
  return {
    email: signedIn.user.email,
    totpEnabled: signedIn.user.totpSecret !== null,
    csrfToken: signedIn.session.csrfToken,
    newCount: context.inbox.countNew(),
    services: allServiceOptions,
  }
}

export function registerSessionRoutes(app: FastifyInstance, context: StaffContext): void {
  const { accounts, sessions, audit, throttles } = context

  const refuse = (reply: FastifyReply, email: string, reason: string, message: string, needsCode = false) => {
    audit.write({ actor: email || "(no e-mail)", action: "sign-in-failed", detail: reason })
    return reply.code(401).send({ message, ...(needsCode ? { needsCode } : {}) })
  }

  app.get(SIGN_IN_ROUTE, async (request, reply) => reply.send(sessionView(context, request.staff as SignedIn)))

  app.post<{ Body: SignInBody }>(SIGN_IN_ROUTE, async (request, reply) => {
    const body = (request.body ?? {}) as SignInBody
    const email = text(body.email, 254)
    const password = text(body.password, 1024)
    const code = body.code === undefined || body.code === "" ? null : text(body.code, 20)
    if (email === null || password === null || (body.code !== undefined && body.code !== "" && code === null)) {
      return reply.code(400).send({ message: staffMessages.badRequest })
    }
    const accountKey = normaliseEmail(email)
    const addressKey = request.ip
    const wait = Math.max(throttles.account.waitFor(accountKey), throttles.address.waitFor(addressKey))
    if (wait > 0) {
      const seconds = Math.ceil(wait / 1000)
      audit.write({ actor: accountKey || "(no e-mail)", action: "sign-in-failed", detail: "throttled" })
      return reply
        .code(429)
        .header("retry-after", String(seconds))
        .send({ message: staffMessages.throttled(seconds) })
    }

    const user = accounts.find(accountKey)
    const matches = await passwordMatches(user?.passwordHash ?? (await decoyPasswordHash()), password)
    if (!user || !matches) {
      throttles.account.fail(accountKey)
      throttles.address.fail(addressKey)
      return refuse(reply, accountKey, user ? "wrong password" : "unknown e-mail", staffMessages.wrongCredentials)
    }
    if (user.totpSecret !== null) {
      if (code === null) return reply.code(401).send({ message: staffMessages.codeNeeded, needsCode: true })
      const step = acceptedTotpStep(user.totpSecret, code, user.totpLastStep)
      if (step === null) {
        throttles.account.fail(accountKey)
        throttles.address.fail(addressKey)
        return refuse(reply, accountKey, "wrong code", staffMessages.wrongCode, true)
      }
      accounts.useTotpStep(user.id, step)
    }

    // The address keeps its count: one known password must not reset the count of guesses at others.
    throttles.account.succeed(accountKey)
    // A fresh id at every sign-in: an id planted before it (session fixation) is worth nothing.
    if (request.staff) sessions.end(request.staff.session)
    const { id, session } = sessions.start(user.id)
    setSessionCookie(request, reply, id)
    audit.write({ actor: user.email, action: "sign-in" })
    return reply.send(sessionView(context, { user: accounts.byId(user.id) ?? user, session }))
  })

  app.delete(SIGN_IN_ROUTE, async (request, reply) => {
    const signedIn = request.staff as SignedIn
    sessions.end(signedIn.session)
    audit.write({ actor: signedIn.user.email, action: "sign-out" })
    reply.clearCookie(sessionCookieName(request), cookieOptions(request))
    return reply.send({ ok: true })
  })
}

function cookieOptions(request: FastifyRequest) {
  return { path: "/", httpOnly: true, sameSite: "strict" as const, secure: request.protocol === "https" }
}

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, id: string): void {
  reply.setCookie(sessionCookieName(request), id, cookieOptions(request))
}
