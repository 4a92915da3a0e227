/**
 * POST /send_email.php — what both forms post to, urlencoded. The answer is
 * sent only after the lead and its notification are committed; the e-mail itself
 * goes out later from the mail worker, never inside the request.
 */
import rateLimit, { normalizeIP } from "@fastify/rate-limit"
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify"
import type { LeadRepository } from "../storage/lead-repository"
import type { ThrottleStore } from "../storage/throttle-store"
import { crossSiteRefusal, type AllowedOrigins } from "./cross-site"
import { formTextsOf } from "../../shared/forms/form-edition-files"
import { localeOfPath } from "../../shared/i18n/locales"
import { LEAD_ENDPOINT_PATH } from "../../shared/site-paths"
import { isPlainFormPost, kindOfBody, sendPlainAnswer } from "./plain-form-answer"
import { isRejection, readSubmission } from "./read-submission"
import { sharedRateStore } from "./shared-rate-store"
import { leadOriginOf } from "./visit-origin"
import { gatedLead } from "./visitor-text"

export const FORM_MEDIA_TYPE = "application/x-www-form-urlencoded"
export const BODY_LIMIT = 16 * 1024
export const RATE_LIMIT_WINDOW_MS = 10 * 60 * 1000
const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{1,128}$/
const USER_AGENT_LIMIT = 300
/**
 * The rate limit's key when the connection is already gone: Node destroys the socket of a body it
 * cannot parse (a chunk size of -1, an unknown transfer coding) and answers 400 itself, and from
 * then on `request.ip` is undefined; the plugin's own key would throw on it and log a server error.
 */
const SOCKET_GONE_KEY = "connection-closed"

export const endpointMessages = {
  mediaType: `Send the form as ${FORM_MEDIA_TYPE}.`,
  tooLarge: `The form is too large: at most ${BODY_LIMIT / 1024} KiB can be sent.`,
  method: "Only POST is accepted here.",
  idempotencyKey: "The Idempotency-Key header must be 1 to 128 letters, digits or . _ : -",
  keyReused: "This Idempotency-Key was already used for a different form. Send the form with a new key.",
} as const

/** The edition of the page a form was posted from, known from its Referer: no extra form field. */
const localeOfPost = (request: FastifyRequest) => localeOfPath(leadOriginOf(request).sourcePage ?? "/")

export type LeadEndpointOptions = AllowedOrigins & {
  leads: LeadRepository
  /** Where posts per address are counted, for every server instance alike. */
  throttle: ThrottleStore
  /** Posts per IP per window; 0 switches the limit off. */
  rateLimit: number
  /** Called after a lead that owes an e-mail was committed. */
  onStored: (id: string) => void
}

/**
 * Any other method on the endpoint's path: called from the server's not-found handler, which
 * every unrouted method reaches, including those Fastify has no router entry for (PROPFIND…).
 */
export function refuseOtherMethod(request: FastifyRequest, reply: FastifyReply): FastifyReply | null {
  if (request.method === "POST" || request.url.split("?")[0] !== LEAD_ENDPOINT_PATH) return null
  return reply.code(405).header("allow", "POST").send({ message: endpointMessages.method })
}

export async function registerLeadEndpoint(app: FastifyInstance, options: LeadEndpointOptions): Promise<void> {
  // GET (and HEAD) would otherwise reach the static site's catch-all route first.
  app.get(LEAD_ENDPOINT_PATH, (request, reply) => refuseOtherMethod(request, reply))
  // An encapsulated scope: its only body parser and its rate limit apply to this route alone.
  await app.register(async scope => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser(FORM_MEDIA_TYPE, { parseAs: "string", bodyLimit: BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    )

    if (options.rateLimit > 0) {
      await scope.register(rateLimit, {
        max: options.rateLimit,
        timeWindow: RATE_LIMIT_WINDOW_MS,
        store: sharedRateStore(options.throttle, "posts"),
        // The plugin's own key (the address, IPv6 by its /64), unless the socket is already gone.
        keyGenerator: request => (request.ip === undefined ? SOCKET_GONE_KEY : normalizeIP(request.ip)),
        // The visitor's form shows this message: in the edition of the page, like the rules.
        errorResponseBuilder: (request, context) => ({
          statusCode: 429,
          message: formTextsOf(localeOfPost(request)).messages.extra.tooMany(context.ttl),
        }),
      })
    }

    scope.post(LEAD_ENDPOINT_PATH, {
      bodyLimit: BODY_LIMIT,
      onRequest: async (request, reply) => {
        const refusal = crossSiteRefusal(request, options)
        if (refusal) return reply.code(403).send({ message: refusal })
      },
      handler: async (request, reply) => {
        const mediaType = (request.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase()
        if (mediaType !== FORM_MEDIA_TYPE) return reply.code(415).send({ message: endpointMessages.mediaType })

        const rawKey = request.headers["idempotency-key"]
        if (rawKey !== undefined && (typeof rawKey !== "string" || !IDEMPOTENCY_KEY.test(rawKey))) {
          return reply.code(400).send({ message: endpointMessages.idempotencyKey })
        }

        const body = typeof request.body === "string" ? request.body : ""
        const plain = isPlainFormPost(request)
        const origin = leadOriginOf(request)
        // The answer speaks the edition's language and the lead records it.
        const locale = localeOfPath(origin.sourcePage ?? "/")
        const submission = readSubmission(body, locale)
        if (isRejection(submission)) {
          const { status, message } = submission
          if (plain) {
            return sendPlainAnswer(request, reply, status, { kind: kindOfBody(body), locale, sent: false, message })
          }
          return reply.code(status).send({ message })
        }

        const userAgent = request.headers["user-agent"]
        const status = submission.honeypotFilled ? "spam" : "new"
        // Every string the visitor sent passes the one gate before it is stored (visitor-text.ts).
        const result = await options.leads.insert(
          gatedLead({
            kind: submission.kind,
            status,
            fields: submission.fields,
            origin,
            language: locale,
            ip: request.ip ?? null,
            userAgent: typeof userAgent === "string" ? userAgent.slice(0, USER_AGENT_LIMIT) : null,
            idempotencyKey: rawKey ?? null,
          }),
        )
        if (result.outcome === "key-reused") return reply.code(422).send({ message: endpointMessages.keyReused })
        if (result.outcome === "stored") {
          request.log.info({ leadId: result.id, kind: submission.kind, status }, "lead stored")
          if (status === "new") options.onStored(result.id)
        }
        // A filled honeypot gets the same answer as a person: bots learn nothing.
        if (plain) return sendPlainAnswer(request, reply, 200, { kind: submission.kind, locale, sent: true })
        return reply.code(200).send({ ok: true, id: result.id })
      },
    })
  })
}
