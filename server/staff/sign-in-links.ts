/**
 * E-mailed sign-in links: how the owner's new browser gets past strangers guessing the account's
 * password from many addresses (OWASP's device cookies: "lockout bypass" for a new device).
 *
 * A browser held back by the account-wide count of unknown devices asks for a link with the
 * account's e-mail. The server mails the account's own address a link to /staff/#link=<token>;
 * storage keeps only the token's SHA-256, with the account and an expiry. Whichever browser opens
 * the link first, within LINK_LIFETIME_MS, gets a device token for the account (devices.ts), so its
 * sign-in attempts meet that device's own count only. Only the owner's mailbox holds the link, so
 * whoever opens it is the owner: a mail a stranger made the server send is as good to the owner as
 * one they asked for, and asking cannot use the owner's links up. The password (and code) are still
 * needed: the link is not a credential.
 *
 * An account is mailed at most one link every LINK_MAIL_GAP_MS, however many ask; a request inside
 * that gap sends nothing and gets the same answer as any other, whatever the e-mail, so the answer
 * tells nothing about accounts and no one can make the owner wait longer than the gap. Requests
 * are also limited per address (a doubling wait, answered with 429), and audited like refused
 * sign-ins (sign-in-audit.ts), so a flood of them cannot bury the log.
 */
import { createHash, randomBytes } from "node:crypto"
import type { FastifyRequest } from "fastify"
import { MessageSchema, SignInLinkBodySchema, SignInLinkUseBodySchema } from "../../shared/staff-api"
import { LOOPBACK_NAMES } from "../http/host-header"
import type { SendMail } from "../mail/mail-worker"
import type { ThrottleRules } from "../storage/throttle-store"
import { normaliseEmail } from "./accounts"
import { deviceCookieName, deviceCookieWith, setDeviceCookie } from "./devices"
import { auditRefusedSignIn } from "./sign-in-audit"
import { addressKeyOf } from "./sign-in-throttle"
import type { StaffApi, StaffContext } from "./staff-context"

export const LINK_LIFETIME_MS = 15 * 60_000
/** At most one mail to an account in this long. Shorter than a link's life, so the newest mail always holds a live link. */
export const LINK_MAIL_GAP_MS = 2 * 60_000
/** Three links free from an address, then a doubling wait up to 15 minutes. */
export const LINK_ADDRESS_RULES: ThrottleRules = { freeAttempts: 3, firstDelayMs: 60_000, maxDelayMs: 15 * 60_000 }

const minutes = (ms: number) => `${ms / 60_000} minutes`

export const linkMessages = {
  sent: `If that e-mail belongs to a staff account, a sign-in link is on its way to it or was sent in the last ${minutes(LINK_MAIL_GAP_MS)}. Open the newest one within ${minutes(LINK_LIFETIME_MS)}.`,
  used: "This browser is now known to the account. Sign in with your password.",
  invalid: `This sign-in link does not work: it was used already or is more than ${minutes(LINK_LIFETIME_MS)} old. Ask for a new one on the sign-in page.`,
  throttled: (seconds: number) =>
    `Too many sign-in links were asked for from this address. Wait ${seconds} second${seconds === 1 ? "" : "s"}, then try again.`,
} as const

const sha256 = (value: string) => createHash("sha256").update(value).digest("hex")

/**
 * Where links point: SITE_URL when set; without it, only a loopback host the request was sent to.
 * A Host header is chosen by whoever sends the request, so trusting any other would let a stranger
 * mail the owner a link to their own site.
 */
function linkOrigin(request: FastifyRequest, siteUrl: string | null): string | null {
  if (siteUrl !== null) return siteUrl
  return LOOPBACK_NAMES.includes(request.hostname.toLowerCase()) ? `${request.protocol}://${request.host}` : null
}

export function registerSignInLinkRoutes(api: StaffApi, context: StaffContext): void {
  const { accounts, storage, mail, siteUrl } = context

  api.post(
    "/sign-in-link",
    {
      config: { staffAccess: "open" },
      schema: { body: SignInLinkBodySchema, response: { "2xx": MessageSchema, "4xx": MessageSchema } },
    },
    async (request, reply) => {
      const verdict = await storage.throttle.attempt([
        { key: `link-address:${addressKeyOf(request.ip)}`, rules: LINK_ADDRESS_RULES },
      ])
      const user = await accounts.find(normaliseEmail(request.body.email))
      await auditRefusedSignIn(storage, { account: user, ip: request.ip, action: "sign-in-link-requested" })
      if (!verdict.allowed) {
        const seconds = Math.max(1, Math.ceil(verdict.waitMs / 1000))
        return reply
          .code(429)
          .header("retry-after", String(seconds))
          .send({ message: linkMessages.throttled(seconds) })
      }
      const origin = linkOrigin(request, siteUrl)
      if (user && mail.send && origin) {
        const token = randomBytes(32).toString("base64url")
        const now = Date.now()
        const stored = await storage.accounts.addSignInLink(
          { tokenHash: sha256(token), userId: user.id, createdAt: now, expiresAt: now + LINK_LIFETIME_MS },
          now - LINK_MAIL_GAP_MS,
        )
        // Not awaited: an answer that waited for the mail server would tell known e-mails by its time.
        if (stored) void sendLink(mail.send, mail.from, user.email, `${origin}/staff/#link=${token}`, request)
      } else if (user)
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
      const now = Date.now()
      const userId = await storage.accounts.useSignInLink(sha256(request.body.token), now)
      const user = userId === null ? null : await storage.accounts.byId(userId)
      if (user === null) return reply.code(400).send({ message: linkMessages.invalid })
      await storage.audit.write({ actor: user.email, action: "sign-in-link-used" }, new Date(now))
      const deviceCookie = request.cookies[deviceCookieName(request)]
      const token = await accounts.devices.issue(user.id, null, now)
      setDeviceCookie(request, reply, deviceCookieWith(deviceCookie, token, user.id))
      return { message: linkMessages.used }
    },
  )
}

/** The mail: to the account's own address only, which is what makes whoever opens the link its owner. */
function sendLink(send: SendMail, from: string, to: string, link: string, request: FastifyRequest): Promise<void> {
  const lifetime = minutes(LINK_LIFETIME_MS)
  const gap = minutes(LINK_MAIL_GAP_MS)
  const paragraphs = [
    `Someone asked for a sign-in link for ${to}. Open it within ${lifetime}, in the browser you want to sign in with:`,
    `It works once, and makes that browser known to your account, so wrong passwords typed by others no longer hold it back; you still sign in with your password. At most one link is sent every ${gap}: if you have several, open the newest.`,
    "If you did not ask for it, you can ignore this e-mail. Do not forward it: whoever opens the link gets that browser made known.",
  ]
  const withoutMarkup = (text: string) => text.replace(/[<>&"]/g, "")
  return send({
    from,
    to,
    subject: "Sign-in link for the staff inbox",
    text: `${paragraphs[0]}\n${link}\n\n${paragraphs[1]}\n\n${paragraphs[2]}\n`,
    html: `<p>${withoutMarkup(paragraphs[0])}<br><a href="${link}">${link}</a></p><p>${paragraphs[1]}</p><p>${paragraphs[2]}</p>`,
    // A hash of the link, never the link: a Message-ID lands in mail servers' logs.
    messageId: `<sign-in-link.${sha256(link).slice(0, 32)}@${new URL(link).hostname}>`,
    headers: {},
  }).then(
    () => undefined,
    (error: unknown) => request.log.error({ err: error }, "sign-in link e-mail failed"),
  )
}
