/**
 * The one gate of the staff API, an onRequest hook of its encapsulated plugin (staff-api.ts), so
 * it runs for every request the plugin answers, whatever spelling of the path reached it. It
 * decides on the route Fastify matched, never on the raw URL, and refuses by default:
 * - every route needs a live session of an account whose role its config admits
 *   (`staffAccess: LEAD_ROLES`, say), unless the config says `staffAccess: "open"`; a route that
 *   says neither admits no one;
 * - every state-changing request must come from the staff pages (Sec-Fetch-Site, Origin) and,
 *   on a signed-in route, carry the session's synchronizer token in X-CSRF-Token (OWASP).
 * Handlers read the signed-in user with staffOf(), typed and never null: without one it refuses.
 */
import type { FastifyReply, FastifyRequest, RouteOptions } from "fastify"
import type { StaffRole } from "../../shared/staff-roles"
import { csrfTokenMatches } from "./sessions"
import { staffMessages, type SignedIn, type StaffContext } from "./staff-context"

/** Open to anyone (sign-in), or the roles whose accounts may use the route. */
export type StaffAccess = "open" | readonly StaffRole[]

declare module "fastify" {
  interface FastifyContextConfig {
    /** Only sign-in, sign-in links and the session probe are open; every other staff route names its roles. */
    staffAccess?: StaffAccess
  }
}

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

/** Headers of every staff response: never indexed, never cached, no inline script. */
export function sendStaffHeaders(reply: FastifyReply): void {
  reply.header("cache-control", "no-store")
  reply.header("x-robots-tag", "noindex, nofollow")
  reply.header("content-security-policy", STAFF_CONTENT_SECURITY_POLICY)
}

/** __Host- binds the cookie to this exact host over https (no Domain, Path=/, Secure). */
export function sessionCookieName(request: FastifyRequest): string {
  return request.protocol === "https" ? "__Host-staff_session" : "staff_session"
}

export function isStateChanging(method: string): boolean {
  return method !== "GET" && method !== "HEAD" && method !== "OPTIONS"
}

/**
 * Fetch metadata, then Origin, then Referer (OWASP's order): a browser request from any other site
 * is refused. A request with none of them is not from a browser page and carries no one's cookie
 * by accident; it still needs the session's token.
 */
export function fromOtherSite(request: FastifyRequest, siteUrl: string | null): boolean {
  const site = request.headers["sec-fetch-site"]
  if (site !== undefined && site !== "same-origin") return true
  const claimed = request.headers.origin ?? request.headers.referer
  if (claimed === undefined) return false
  // The whole origin (scheme, host and port), as browsers draw the line: another port or scheme on
  // the same host (the editor server, say) is another site. The server's own origin is the one the
  // request was addressed to, as a trusted proxy reports it (TRUST_PROXY: X-Forwarded-Proto and
  // -Host); SITE_URL too, for a proxy that ends TLS without saying so.
  const claimedOrigin = originOf(claimed)
  return (
    claimedOrigin === null ||
    ![originOf(`${request.protocol}://${request.host}`), siteUrl && originOf(siteUrl)].includes(claimedOrigin)
  )
}

/** The origin of an absolute URL, normalised (case, default port); null for "null" and anything else. */
function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin
    return origin === "null" ? null : origin
  } catch {
    return null
  }
}

/**
 * The guard refuses a route that names no roles; this onRoute hook makes the server fail at
 * start-up instead, so such a route is found before anyone is refused by it.
 */
export function requireDeclaredAccess(route: RouteOptions): void {
  if (route.config?.staffAccess === undefined)
    throw new Error(
      `The staff route ${String(route.method)} ${route.url} says neither who may use it nor that it is open.`,
    )
}

const signedInRequests = new WeakMap<FastifyRequest, SignedIn>()

class StaffRefusal extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message)
  }
}

/** The signed-in user of a request the guard let through; a refusal (401) when there is none. */
export function staffOf(request: FastifyRequest): SignedIn {
  const signedIn = signedInRequests.get(request)
  if (!signedIn) throw new StaffRefusal(401, staffMessages.signIn)
  return signedIn
}

/** For the open routes: the signed-in user, or null. */
export function optionalStaffOf(request: FastifyRequest): SignedIn | null {
  return signedInRequests.get(request) ?? null
}

export function staffGuard(context: StaffContext) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    sendStaffHeaders(reply)
    const session = await context.sessions.resume(request.cookies[sessionCookieName(request)])
    const user = session ? await context.accounts.byId(session.userId) : null
    if (session && user) signedInRequests.set(request, { user, session })

    const access = request.routeOptions.config.staffAccess
    const changing = isStateChanging(request.method)
    if (changing && fromOtherSite(request, context.siteUrl))
      return reply.code(403).send({ message: staffMessages.crossSite })
    if (access === "open") return
    const signedIn = signedInRequests.get(request)
    if (!signedIn) return reply.code(401).send({ message: staffMessages.signIn })
    if (!access?.includes(signedIn.user.role)) return reply.code(403).send({ message: staffMessages.notYourRole })
    if (changing && !csrfTokenMatches(signedIn.session, request.headers[CSRF_HEADER]))
      return reply.code(403).send({ message: staffMessages.csrf })
  }
}
