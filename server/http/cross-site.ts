/**
 * CSRF defence for the form endpoint. A urlencoded POST is a CORS "simple request",
 * so CORS does not stop another site from posting it; browsers do tell us where a
 * request comes from (OWASP CSRF cheat sheet, "Fetch Metadata" and "Verifying
 * origin with standard headers"):
 *   1. Sec-Fetch-Site: cross-site -> refused.
 *   2. Origin, else Referer, must be this site: the host the request was sent to
 *      (Host, or X-Forwarded-Host behind a trusted proxy), SITE_URL, or one of
 *      ALLOWED_ORIGINS. For the first, the host name is compared, not scheme or
 *      port, so a TLS-terminating proxy does not turn every real visitor away; an
 *      attacker's page cannot make a visitor's browser claim our host as its Origin.
 *   3. A request with neither header is not from a browser page (curl, a monitoring
 *      probe, the test suite) and cannot carry a visitor's cookies: allowed.
 */
import type { FastifyRequest } from "fastify"

export type AllowedOrigins = { siteUrl: string | null; allowedOrigins: readonly string[] }

export const CROSS_SITE_MESSAGE = "This form can only be sent from our own website."

/** Why the request must be refused, or null when it may proceed. */
export function crossSiteRefusal(request: FastifyRequest, allowed: AllowedOrigins): string | null {
  if (header(request, "sec-fetch-site") === "cross-site") return CROSS_SITE_MESSAGE
  const origin = header(request, "origin")
  const referer = header(request, "referer")
  const claimed = origin ?? (referer === undefined ? undefined : originOf(referer))
  if (claimed === undefined) return null
  if (claimed === null) return CROSS_SITE_MESSAGE
  if (claimed === allowed.siteUrl || allowed.allowedOrigins.includes(claimed)) return null
  const claimedHost = hostnameOf(claimed)
  return claimedHost !== null && claimedHost === hostnameOf(`http://${request.host}`) ? null : CROSS_SITE_MESSAGE
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name]
  return Array.isArray(value) ? value.join(",") : value
}

/** The origin of an absolute URL, or null ("null" origins, garbage). */
function originOf(value: string): string | null {
  try {
    const origin = new URL(value).origin
    return origin === "null" ? null : origin
  } catch {
    return null
  }
}

function hostnameOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase()
  } catch {
    return null
  }
}
