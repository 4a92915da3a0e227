/**
 * Where a lead came from, learned without any script on the public pages (their JavaScript stays
 * as small as it is): the first page of a visit sets a short cookie holding that landing page with
 * its utm_* parameters and the external site that linked to it; the form's post brings the
 * cookie back, and its Referer names the page the form was on. A browser session cookie, HttpOnly,
 * nothing in it a script could read or that outlives the visit. Without cookies, the page is
 * still known from the Referer.
 */
import type { FastifyReply, FastifyRequest } from "fastify"
import type { LeadOrigin } from "../storage/lead"

export const VISIT_COOKIE = "visit"
const MAX_PATH = 300
const MAX_UTM_VALUE = 100

type Visit = { landing: string; referrer: string | null }

function sameHost(url: URL, request: FastifyRequest): boolean {
  return url.hostname.toLowerCase() === request.hostname.toLowerCase()
}

/** The path with only its utm_* parameters: other query parameters may hold anything. */
function landingOf(rawUrl: string): string {
  const url = new URL(rawUrl, "http://x")
  const utm = new URLSearchParams()
  for (const [name, value] of url.searchParams) {
    if (/^utm_[a-z]{1,20}$/.test(name) && utm.size < 6) utm.append(name, value.slice(0, MAX_UTM_VALUE))
  }
  const query = utm.toString()
  return (url.pathname + (query ? `?${query}` : "")).slice(0, MAX_PATH * 2)
}

/** The external page that sent the visitor: its origin and path, no query (it may hold anything). */
const referrerOf = (url: URL) => (url.origin + url.pathname).slice(0, MAX_PATH)

function parse(url: string | undefined): URL | null {
  if (!url) return null
  try {
    return new URL(url)
  } catch {
    return null
  }
}

/** Called for each HTML page sent: the first one of a visit is its landing page. True when it set the cookie. */
export function rememberVisit(request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.cookies[VISIT_COOKIE] !== undefined) return false
  const referer = parse(request.headers.referer)
  const visit: Visit = {
    landing: landingOf(request.url),
    referrer: referer && !sameHost(referer, request) ? referrerOf(referer) : null,
  }
  reply.setCookie(VISIT_COOKIE, Buffer.from(JSON.stringify(visit)).toString("base64url"), {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https",
  })
  return true
}

function readVisit(value: string | undefined): Visit | null {
  if (!value || value.length > 2000) return null
  try {
    const visit = JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as Partial<Visit>
    if (typeof visit.landing !== "string" || !visit.landing.startsWith("/")) return null
    // The cookie comes back from the client, which may have written anything into it: each part is
    // made again the way rememberVisit makes it (parsed as a URL, which percent-encodes what it must).
    const referrer = typeof visit.referrer === "string" ? parse(visit.referrer) : null
    return {
      landing: landingOf(visit.landing),
      referrer: referrer && /^https?:$/.test(referrer.protocol) ? referrerOf(referrer) : null,
    }
  } catch {
    return null
  }
}

/** A form post's origin: its Referer on this site, and the visit cookie. */
export function leadOriginOf(request: FastifyRequest): LeadOrigin {
  const referer = parse(request.headers.referer)
  const visit = readVisit(request.cookies[VISIT_COOKIE])
  return {
    sourcePage: referer && sameHost(referer, request) ? referer.pathname.slice(0, MAX_PATH) : null,
    landingPage: visit?.landing ?? null,
    referrer: visit?.referrer ?? null,
  }
}
