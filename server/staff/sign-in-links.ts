/**
 * E-mailed sign-in links: how the owner's new browser gets past strangers guessing the account's
 * password from many addresses (OWASP's device cookies: "lockout bypass" for a new device).
 *
 * A browser held back by the account-wide count of unknown devices asks for a link with the
 * account's e-mail. The server sets a random value in a short-lived cookie of that browser
 * (`staff_link`) and mails the account's own address a link to /staff/#link=<token>; storage keeps
 * only the SHA-256 of the token and of the cookie's value, with the account and an expiry. Opening
 * the link in that browser posts the token with the cookie: a match, used once within
 * LINK_LIFETIME_MS, gives the browser a device token for the account (devices.ts), so its sign-in
 * attempts meet that device's own count only. The password (and code) are still needed: the link
 * is not a credential, and the same answer for every e-mail makes it no oracle of accounts.
 * A link forwarded to, or opened in, another browser finds no cookie of its own and does nothing.
 *
 * Requests are counted per address and per typed e-mail (known or not, so the count tells nothing),
 * and audited like refused sign-ins (sign-in-audit.ts), so a flood of them cannot bury the log.
 */
import { createHash, randomBytes } from "node:crypto"
import type { FastifyRequest } from "fastify"
import { MessageSchema, SignInLinkBodySchema, SignInLinkUseBodySchema } from "../../src/shared/staff-api"
import type { ThrottleKey, ThrottleRules } from "../storage/throttle-store"
import { normaliseEmail } from "./accounts"
import { deviceCookieName, deviceCookieWith, setDeviceCookie } from "./devices"
import { auditRefusedSignIn } from "./sign-in-audit"
import { addressKeyOf } from "./sign-in-throttle"
import { staffMessages, type StaffApi, type StaffContext } from "./staff-context"

export const LINK_LIFETIME_MS = 15 * 60_000
/** Three links free from an address, then a doubling wait up to 15 minutes. */
export const LINK_ADDRESS_RULES: ThrottleRules = { freeAttempts: 3, firstDelayMs: 60_000, maxDelayMs: 15 * 60_000 }
/** Per typed e-mail: bounds the mail an account receives, whoever asks. */
export const LINK_ACCOUNT_RULES: ThrottleRules = { freeAttempts: 5, firstDelayMs: 60_000, maxDelayMs: 15 * 60_000 }

const linkKeys = (account: string, ip: string): ThrottleKey[] => [
  { key: `link-address:${addressKeyOf(ip)}`, rules: LINK_ADDRESS_RULES },
  { key: `link-account:${account}`, rules: LINK_ACCOUNT_RULES },
]

export const linkMessages = {
  sent: "If that e-mail belongs to a staff account, a sign-in link is on its way to it. Open it in this browser within 15 minutes.",
  used: "This browser is now known to the account. Sign in with your password.",
  invalid:
    "This sign-in link does not work: it was used, is more than 15 minutes old, or was opened in another browser than the one that asked for it. Ask for a new one on the sign-in page.",
} as const

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex")

/** __Host- over https, as the other staff cookies. */
const linkCookieName = (request: FastifyRequest) => (request.protocol === "https" ? "__Host-staff_link" : "staff_link")

function linkCookieOptions(request: FastifyRequest) {
  return {
    path: "/",
    httpOnly: true,
    sameSite: "strict" as const,
    secure: request.protocol === "https",
    maxAge: LINK_LIFETIME_MS / 1000,
  }
}

/**
 * Where links point: SITE_URL when set; without it, only a loopback host the request was sent to.
 * A Host header is chosen by whoever sends the request, so trusting any other would let a stranger
 * mail the owner a link to their own site.
 */
function linkOrigin(request: FastifyRequest, siteUrl: string | null): string | null {
  if (siteUrl !== null) return siteUrl
  const host = request.hostname.toLowerCase()
  const loopback = host === "localhost" || host === "127.0.0.1" || host === "[::1]" || host === "::1"
  return loopback ? `${request.protocol}://${request.host}` : null
}

export function registerSignInLinkRoutes(api: StaffApi, context: StaffContext): void {
  const { accounts, storage, mail } = context

  api.post(
    "/sign-in-link",
    {
      config: { staffAccess: "open" },
      schema: { body: SignInLinkBodySchema, response: { "2xx": MessageSchema, "4xx": MessageSchema } },
    },
    async (request, reply) => {
      const account = normaliseEmail(request.body.email)
      const verdict = await storage.throttle.attempt(linkKeys(account, request.ip))
      const user = await accounts.find(account)
      await auditRefusedSignIn(storage, { account: user, ip: request.ip, action: "sign-in-link-requested" })
      if (!verdict.allowed) {
        const seconds = Math.max(1, Math.ceil(verdict.waitMs / 1000))
        return reply
          .code(429)
          .header("retry-after", String(seconds))
          .send({ message: staffMessages.throttled(seconds) })
      }
      // The browser's half of the link, set whether or not the e-mail names an account.
      const browserValue = randomBytes(32).toString("base64url")
      reply.setCookie(linkCookieName(request), browserValue, linkCookieOptions(request))
      const origin = linkOrigin(request, mail.siteUrl)
      if (user && mail.send && origin) {
        const token = randomBytes(32).toString("base64url")
        const now = Date.now()
        await storage.accounts.addSignInLink(
          {
            tokenHash: sha256(token),
            userId: user.id,
            browserHash: sha256(browserValue),
            expiresAt: now + LINK_LIFETIME_MS,
          },
          now,
        )
        const link = `${origin}/staff/#link=${token}`
        // Not awaited: an answer that waited for the mail server would tell known e-mails by its time.
        void mail
          .send({
            from: mail.from,
            to: user.email,
            subject: "Sign-in link for the staff inbox",
            text: `Someone asked for a sign-in link for ${user.email}.\n\nOpen it in the browser that asked for it, within 15 minutes:\n${link}\n\nIt makes that browser known to your account; you still sign in with your password. If it was not you, ignore this e-mail: the link does nothing in another browser.\n`,
            html: `<p>Someone asked for a sign-in link for ${user.email.replace(/[<>&"]/g, "")}.</p><p>Open it in the browser that asked for it, within 15 minutes:<br><a href="${link}">${link}</a></p><p>It makes that browser known to your account; you still sign in with your password. If it was not you, ignore this e-mail: the link does nothing in another browser.</p>`,
            messageId: `<sign-in-link.${sha256(token).slice(0, 32)}@${new URL(origin).hostname}>`,
            headers: {},
          })
          .catch((error: unknown) => request.log.error({ err: error }, "sign-in link e-mail failed"))
      } else if (user && !(mail.send && origin))
        request.log.warn(
          mail.send
            ? "sign-in link not sent: set SITE_URL so links name this site"
            : "sign-in link not sent: SMTP_URL is not set",
        )
      return reply.code(202).send({ message: linkMessages.sent })
    },
  )

  api.post(
    "/sign-in-link/use",
    {
      config: { staffAccess: "open" },
      schema: { body: SignInLinkUseBodySchema, response: { 200: MessageSchema, "4xx": MessageSchema } },
    },
    async (request, reply) => {
      const browserValue = request.cookies[linkCookieName(request)]
      const now = Date.now()
      const userId = browserValue
        ? await storage.accounts.useSignInLink(sha256(request.body.token), sha256(browserValue), now)
        : null
      const user = userId === null ? null : await storage.accounts.byId(userId)
      if (user === null) return reply.code(400).send({ message: linkMessages.invalid })
      await storage.audit.write({ actor: user.email, action: "sign-in-link-used" }, new Date(now))
      reply.clearCookie(linkCookieName(request), { path: "/" })
      const deviceCookie = request.cookies[deviceCookieName(request)]
      const token = await accounts.devices.issue(user.id, null, now)
      setDeviceCookie(request, reply, deviceCookieWith(deviceCookie, token, user.id))
      return { message: linkMessages.used }
    },
  )
}
