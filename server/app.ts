/**
 * The whole server as one Fastify instance: the static site, the lead endpoint,
 * the database and the mail worker. `close()` shuts everything down in order:
 * stop accepting, finish in-flight requests, stop the worker, close the database.
 */
import fastifyCookie from "@fastify/cookie"
import Fastify, { type FastifyError, type FastifyInstance } from "fastify"
import { createTransport } from "nodemailer"
import type { Config } from "./config"
import { endpointMessages, refuseOtherMethod, registerLeadEndpoint } from "./http/lead-endpoint"
import { contentSecurityPolicy, staticSecurityHeaders } from "./http/security-headers"
import { registerStaticSite } from "./http/static-site"
import { MailWorker, type SendMail } from "./mail/mail-worker"
import type { RetryPolicy } from "./mail/retry-delay"
import { openDatabase } from "./storage/database"
import { GroupCommit } from "./storage/group-commit"
import { LeadStore } from "./storage/lead-store"
import { SqliteInboxStore } from "./storage/sqlite-inbox-store"
import { Accounts } from "./staff/accounts"
import { AuditLog } from "./staff/audit-log"
import { registerStaff } from "./staff/register-staff"
import { purgeExpiredLeads, scheduleDaily } from "./staff/retention"
import { Sessions } from "./staff/sessions"
import { ACCOUNT_RULES, ADDRESS_RULES, Throttle } from "./staff/sign-in-throttle"

export type AppOptions = {
  /** Mail retry timing; tests shorten it. */
  retry?: RetryPolicy
  /** How often the mail worker looks for resends queued by the staff CLI; tests shorten it. */
  mailIdleCheckMs?: number
}

// Short, so a hung mail server ties the worker up for seconds, not nodemailer's default 10 minutes.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }

export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // A hop count becomes Fastify's function form (its typings take no number).
    trustProxy: typeof config.trustProxy === "number" ? trustHops(config.trustProxy) : config.trustProxy,
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

  const db = openDatabase(config.dataDir)
  const store = new LeadStore(db)
  const transport = config.smtpUrl ? createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS }) : null
  const send: SendMail | null = transport ? mail => transport.sendMail(mail) : null
  const worker = send
    ? new MailWorker({
        store,
        send,
        addresses: { from: config.mailFrom, to: config.notifyTo },
        log: app.log,
        retry: options.retry,
        idleCheckMs: options.mailIdleCheckMs,
      })
    : null

  const securityHeaders = staticSecurityHeaders({ hsts: config.hsts })
  const defaultPolicy = contentSecurityPolicy([])
  app.addHook("onSend", async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(securityHeaders)) reply.header(name, value)
    if (!reply.hasHeader("content-security-policy")) reply.header("content-security-policy", defaultPolicy)
    return payload
  })

  // Before the plugins: each scope keeps the error handler it was created with.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status =
      error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500
    if (status === 500) {
      request.log.error({ err: error }, "request failed")
      return reply.code(500).send({ message: "Something went wrong on our side. Please try again in a moment." })
    }
    return reply.code(status).send({ message: clientErrorMessage(error) })
  })

  await app.register(fastifyCookie)
  const site = await registerStaticSite(app, config.publicDir)
  const inbox = new SqliteInboxStore(db)
  const audit = new AuditLog(db)
  const sessions = new Sessions(db, {
    idleMs: config.staffIdleMinutes * 60_000,
    absoluteMs: config.staffSessionHours * 3_600_000,
  })
  await registerStaff(
    app,
    {
      accounts: new Accounts(db),
      sessions,
      audit,
      inbox,
      throttles: { account: new Throttle(ACCOUNT_RULES), address: new Throttle(ADDRESS_RULES) },
      onQueued: () => worker?.wake(),
    },
    config.staffAppDir,
  )
  await registerLeadEndpoint(app, {
    leads: new GroupCommit(store),
    rateLimit: config.rateLimit,
    siteUrl: config.siteUrl,
    allowedOrigins: config.allowedOrigins,
    onStored: () => worker?.wake(),
  })

  app.setNotFoundHandler((request, reply) => {
    const refused = refuseOtherMethod(request, reply)
    if (refused) return refused
    if (request.method === "GET" || request.method === "HEAD") return site.sendNotFoundPage(reply)
    return reply.code(404).send({ message: "Not found." })
  })

  let stopDailyChores: (() => void) | null = null
  app.addHook("onReady", async () => {
    const retentionDays = config.retentionDays
    stopDailyChores = scheduleDaily(() => {
      sessions.prune()
      if (retentionDays !== null) purgeExpiredLeads(inbox, audit, retentionDays)
    })
    if (worker) worker.start()
    else
      app.log.warn(
        "SMTP_URL is not set: leads are stored, and their staff e-mails stay pending until the server runs with SMTP_URL.",
      )
  })

  app.addHook("onClose", async () => {
    stopDailyChores?.()
    await worker?.stop()
    transport?.close()
    db.close()
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
