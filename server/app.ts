/**
 * The whole server as one Fastify instance: the static site, the lead endpoint, the staff inbox,
 * the storage and the mail worker. `close()` shuts everything down in order: stop accepting,
 * finish in-flight requests, stop the worker, close the storage.
 */
import fastifyCookie from "@fastify/cookie"
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from "fastify"
import { existsSync } from "node:fs"
import { join } from "node:path"
import { createTransport } from "nodemailer"
import type { Config } from "./config"
import { ContentBackend } from "./edit/content-backend"
import { GitHistory } from "./edit/git-history"
import { answerClientErrors } from "./http/client-error"
import { expectationRefusal, leaveExpectationsToApp } from "./http/expectation"
import { hostHeaderRefusal, LEAVE_HOST_TO_APP } from "./http/host-header"
import { endpointMessages, refuseOtherMethod, registerLeadEndpoint } from "./http/lead-endpoint"
import { contentSecurityPolicy, staticSecurityHeaders } from "./http/security-headers"
import { registerStaticSite } from "./http/static-site"
import { Publisher } from "./publish/publisher"
import { Releases } from "./publish/releases"
import { MailWorker, type SendMail } from "./mail/mail-worker"
import type { RetryPolicy } from "./mail/retry-delay"
import { openStorage } from "./storage/open-storage"
import { Accounts } from "./staff/accounts"
import { registerStaff } from "./staff/register-staff"
import { runDailyChores, scheduleDaily } from "./staff/retention"
import { SecretBox } from "./staff/secret-box"
import { Sessions } from "./staff/sessions"

/** How long a client may take: to send its headers, and its whole request (headers and body). */
export type RequestTimeouts = { headersMs: number; requestMs: number; checkEveryMs: number }

// A slow client holds a connection only this long: a body that trickles in is cut off.
const DEFAULT_TIMEOUTS: RequestTimeouts = { headersMs: 10_000, requestMs: 30_000, checkEveryMs: 1_000 }

export type AppOptions = {
  /** Mail retry timing; tests shorten it. */
  retry?: RetryPolicy
  /** How often the mail worker looks for resends queued by the staff CLI; tests shorten it. */
  mailIdleCheckMs?: number
  timeouts?: RequestTimeouts
}

// Short, so a hung mail server ties the worker up for seconds, not nodemailer's default 10 minutes.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }
const SERVER_ERROR = "Something went wrong on our side. Please try again in a moment."

export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const timeouts = options.timeouts ?? DEFAULT_TIMEOUTS
  const securityHeaders = staticSecurityHeaders({ hsts: config.hsts })
  const defaultPolicy = contentSecurityPolicy([])
  /** Every response carries them, errors included; a route that set its own value keeps it. */
  const withSecurityHeaders = (reply: FastifyReply) => {
    for (const [name, value] of Object.entries(securityHeaders)) if (!reply.hasHeader(name)) reply.header(name, value)
    if (!reply.hasHeader("content-security-policy")) reply.header("content-security-policy", defaultPolicy)
    return reply
  }

  const app = Fastify({
    // A hop count becomes Fastify's function form (its typings take no number).
    trustProxy: typeof config.trustProxy === "number" ? trustHops(config.trustProxy) : config.trustProxy,
    requestTimeout: timeouts.requestMs,
    // A value is taken as sent: ["a"] is not the text "a", nor 5 the text "5" (Fastify would coerce both).
    // The web editor's requests are told apart by their action (server/edit/backend-requests.ts).
    ajv: { customOptions: { coerceTypes: false, discriminator: true } },
    http: {
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
      ...LEAVE_HOST_TO_APP,
    },
    // Requests Node cannot parse are answered on the raw socket: with the same headers too.
    clientErrorHandler: answerClientErrors({ ...securityHeaders, "content-security-policy": defaultPolicy }),
    // A malformed path (bad percent-encoding…) is the client's error: 400, with the usual headers,
    // and without repeating the address back.
    frameworkErrors: (_error, _request, reply) =>
      withSecurityHeaders(reply).code(400).send({ message: "The address of this request is not valid." }),
    logger:
      config.logLevel === "silent"
        ? false
        : {
            level: config.logLevel,
            // No visitor data in the logs: no IP address, no query string.
            serializers: {
              req: request => ({ method: request.method, url: request.url.split("?")[0] }),
              res: reply => ({ statusCode: reply.statusCode }),
            },
          },
  })

  const storage = await openStorage({ dataDir: config.dataDir, databaseUrl: config.databaseUrl })
  const box = SecretBox.load({ keyHex: config.secretKeyHex, dataDir: config.dataDir })
  const accounts = new Accounts(storage.accounts, box)
  await accounts.sealStoredSecrets()
  const sessions = new Sessions(
    storage.sessions,
    { idleMs: config.staffIdleMinutes * 60_000, absoluteMs: config.staffSessionHours * 3_600_000 },
    box,
  )

  // Publishing needs a checkout of the whole site (a package.json with its build), not only data/.
  const publisher =
    config.contentCheckout && existsSync(join(config.contentCheckout, "package.json"))
      ? new Publisher({
          checkout: config.contentCheckout,
          releases: new Releases(config.releasesDir),
          exclusive: work => storage.locks.run("site-build", work),
          log: { info: message => app.log.info(message), error: message => app.log.error(message) },
        })
      : null
  // The deployed build is the first live release: serving public/ itself would show a half-built
  // site while a publish rebuilds it.
  if (publisher && existsSync(join(config.publicDir, "index.html"))) publisher.adoptDeployed(config.publicDir)
  const siteRoot = () => publisher?.liveRoot() ?? config.publicDir
  const content = config.contentCheckout
    ? new ContentBackend({
        repoRoot: config.contentCheckout,
        history: new GitHistory(config.contentCheckout, config.contentRemote),
        onSaved: () => void publisher?.publish(),
        exclusive: work => storage.locks.run("content-save", work),
      })
    : null

  const transport = config.smtpUrl ? createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS }) : null
  const send: SendMail | null = transport ? mail => transport.sendMail(mail) : null
  const worker = send
    ? new MailWorker({
        outbox: storage.outbox,
        send,
        addresses: { from: config.mailFrom, to: config.notifyTo },
        log: app.log,
        retry: options.retry,
        idleCheckMs: options.mailIdleCheckMs,
        leaseMs: config.mailClaimLeaseSeconds * 1000,
      })
    : null

  leaveExpectationsToApp(app.server)
  app.addHook("onSend", async (_request, reply, payload) => {
    withSecurityHeaders(reply)
    return payload
  })
  // Before every route and scope: no Host, or two, is refused here rather than by Node (host-header.ts),
  // and so is an unknown Expect (expectation.ts).
  app.addHook("onRequest", async (request, reply) => {
    const refusal = hostHeaderRefusal(request)
    if (refusal) return reply.code(400).send({ message: refusal })
    const unmet = expectationRefusal(request)
    if (unmet) return reply.code(417).send({ message: unmet })
  })

  // Before the plugins: each scope keeps the error handler it was created with.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status =
      error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500
    if (status === 500) {
      request.log.error({ err: error }, "request failed")
      return reply.code(500).send({ message: SERVER_ERROR })
    }
    return reply.code(status).send({ message: clientErrorMessage(error) })
  })

  await app.register(fastifyCookie)
  const site = await registerStaticSite(app, siteRoot)
  await registerStaff(
    app,
    {
      storage,
      accounts,
      sessions,
      siteUrl: config.siteUrl,
      onQueued: () => worker?.wake(),
      mail: { send, from: config.mailFrom },
      content,
      publisher,
      signInAddressAttempts: config.signInAddressAttempts,
      contentChangesPerMinute: config.contentChangesPerMinute,
    },
    { staffAppDir: config.staffAppDir, siteRoot },
  )
  await registerLeadEndpoint(app, {
    leads: storage.leads,
    throttle: storage.throttle,
    rateLimit: config.rateLimit,
    siteUrl: config.siteUrl,
    allowedOrigins: config.allowedOrigins,
    onStored: () => worker?.wake(),
  })

  app.setNotFoundHandler((request, reply) => {
    const refused = refuseOtherMethod(request, reply)
    if (refused) return refused
    if (request.method === "GET" || request.method === "HEAD") return site.sendNotFoundPage(reply, request.url)
    return reply.code(404).send({ message: "Not found." })
  })

  let stopDailyChores: (() => void) | null = null
  let chores: Promise<void> = Promise.resolve()
  app.addHook("onReady", async () => {
    const days = { leads: config.retentionDays, audit: config.auditRetentionDays }
    stopDailyChores = scheduleDaily(() => {
      chores = runDailyChores(storage, sessions, days).catch(error =>
        app.log.error({ err: error }, "daily chores failed"),
      )
    })
    if (worker) worker.start()
    else
      app.log.warn(
        "SMTP_URL is not set: leads are stored, and their staff e-mails stay pending until the server runs with SMTP_URL.",
      )
  })

  app.addHook("onClose", async () => {
    stopDailyChores?.()
    await chores
    await worker?.stop()
    transport?.close()
    content?.dispose()
    await publisher?.settled()
    await storage.close()
  })

  return app
}

function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return endpointMessages.mediaType
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return endpointMessages.tooLarge
    default:
      return error.message || "Bad request."
  }
}

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops
}
