/**
 * The checks in front of every staff route:
 * - headers: never indexed, never cached, a strict Content-Security-Policy (no inline script);
 * - the session cookie: every /staff/api/ route but sign-in answers 401 without a live session;
 * - CSRF on every state-changing request: Sec-Fetch-Site and Origin must say same-origin, and the
 *   X-CSRF-Token header must carry the session's synchronizer token (OWASP CSRF cheat sheet).
 */
import type { FastifyReply, FastifyRequest } from "fastify"
import { csrfTokenMatches } from "./sessions"
import { staffMessages, type StaffContext } from "./staff-context"

export const STAFF_API_PATH = "/staff/api/"
export const SIGN_IN_ROUTE = "/staff/api/session"
export const CSRF_HEADER = "x-csrf-token"

export const STAFF_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join("; ")

/** __Host- binds the cookie to this exact host over https (no Domain, Path=/, Secure). */
export function sessionCookieName(request: FastifyRequest): string {
  return request.protocol === "https" ? "__Host-staff_session" : "staff_session"
}

export function isStateChanging(method: string): boolean {
  return method !== "GET" && method !== "HEAD" && method !== "OPTIONS"
}

/** Fetch metadata and Origin: a browser request from any other site is refused. */
export function fromOtherSite(request: FastifyRequest): boolean {
  const site = request.headers["sec-fetch-site"]
  if (site !== undefined && site !== "same-origin") return true
  const origin = request.headers.origin
  if (origin === undefined) return false
  // Host names are compared, as for the forms (http/cross-site.ts): a TLS-terminating proxy changes
  // the scheme and port the server sees, and no other site can make a browser send our name as Origin.
  try {
    return new URL(origin).hostname.toLowerCase() !== request.hostname.toLowerCase()
  } catch {
    return true
  }
}

export function staffGuard(context: StaffContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header("cache-control", "no-store")
    reply.header("x-robots-tag", "noindex, nofollow")
    reply.header("content-security-policy", STAFF_CONTENT_SECURITY_POLICY)

    request.staff = null
    const session = context.sessions.resume(request.cookies[sessionCookieName(request)])
    const user = session ? context.accounts.byId(session.userId) : null
    if (session && user) request.staff = { user, session }

    const path = request.url.split("?")[0]
    if (!path.startsWith(STAFF_API_PATH)) return
    const changing = isStateChanging(request.method)
    if (changing && fromOtherSite(request)) return reply.code(403).send({ message: staffMessages.crossSite })
    if (path === SIGN_IN_ROUTE && request.method === "POST") return
    if (!request.staff) return reply.code(401).send({ message: staffMessages.signIn })
    if (changing && !csrfTokenMatches(request.staff.session, request.headers[CSRF_HEADER])) {
      return reply.code(403).send({ message: staffMessages.csrf })
    }
  }
}
