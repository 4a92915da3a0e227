/**
 * The server behind `npm run edit`: the web editor at /admin/ and its local backend at /api/v1,
 * for one editor on this machine. The backend writes files and has no sign-in, so:
 * - it listens on loopback only, and answers only requests addressed to this machine by name
 *   (Host localhost, 127.0.0.1 or [::1] with the listening port): a web page on another host
 *   name that resolves to 127.0.0.1 (DNS rebinding) is refused, whatever Origin it sends;
 * - a request with an Origin must come from exactly those origins;
 * - its pages run under the same Content-Security-Policy as the editor at /admin/ on the site server
 *   (one definition, security-headers.ts): only this server's scripts, no framing (clickjacking).
 */
import fastifyStatic from "@fastify/static"
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify"
import { existsSync } from "node:fs"
import { join } from "node:path"
import { answerClientErrors } from "../http/client-error"
import { editorContentSecurityPolicy } from "../http/security-headers"
import { expectationRefusal, leaveExpectationsToApp } from "../http/expectation"
import { hostHeaderRefusal, LEAVE_HOST_TO_APP, LOOPBACK_NAMES } from "../http/host-header"
import { registerLocalBackend } from "./local-backend"

/** The Host values this server answers to: a loopback name with the port it listens on. */
export function allowedHosts(port: number): string[] {
  return LOOPBACK_NAMES.map(name => `${name}:${port}`)
}

/** Why a request must be refused (another host name, another origin), or null. */
export function refusalOf(request: FastifyRequest, port: number): string | null {
  const hosts = allowedHosts(port)
  const where = `open the editor at http://localhost:${port}/admin/`
  const host = request.headers.host ?? ""
  if (!hosts.includes(host.toLowerCase())) return `requests for ${JSON.stringify(host)} are refused: ${where}`
  const origin = request.headers.origin
  if (origin !== undefined && !hosts.some(allowed => origin.toLowerCase() === `http://${allowed}`))
    return `requests from ${JSON.stringify(origin)} are refused: ${where}`
  // A browser that says the request comes from another site (even without an Origin) is refused too.
  const site = request.headers["sec-fetch-site"]
  if (site !== undefined && site !== "same-origin" && site !== "none")
    return `requests from another site are refused: ${where}`
  return null
}

const EDITOR_HEADERS = {
  "content-security-policy": editorContentSecurityPolicy(),
  "x-frame-options": "DENY",
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer",
  "cache-control": "no-store",
}

export type EditAppOptions = {
  repoRoot: string
  adminDir: string
  /** The port requests must be addressed to; by default the one it listens on. */
  port?: number
  /** Where pictures of a save wait while it is checked (the system's temporary folder). */
  stagingRoot?: string
}

export async function buildEditApp(options: EditAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: false,
    // A slow client holds a connection for a minute at most (a picture of 32 MiB over loopback takes
    // well under a second), and requests Node cannot parse are answered with the headers too.
    requestTimeout: 60_000,
    // A request without a Host header, or with two, is refused by the onRequest hook below (host-header.ts).
    http: LEAVE_HOST_TO_APP,
    clientErrorHandler: answerClientErrors(EDITOR_HEADERS),
    // The backend's requests are told apart by their action (backend-requests.ts), and a value is
    // taken as sent: 5 is not the path "5", nor one path a list of them.
    ajv: { customOptions: { discriminator: true, coerceTypes: false } },
    // A malformed address: 400 with the same headers, without repeating the address back.
    frameworkErrors: (_error, _request, reply: FastifyReply) => {
      reply.headers(EDITOR_HEADERS)
      reply.code(400).send({ error: "the address of this request is not valid" })
    },
  })
  const port = () => {
    const address = app.server.address()
    return options.port ?? (typeof address === "object" && address ? address.port : 0)
  }
  const withHeaders = (reply: FastifyReply) => reply.headers(EDITOR_HEADERS)
  leaveExpectationsToApp(app.server)
  app.addHook("onRequest", async (request, reply) => {
    withHeaders(reply)
    const hostRefusal = hostHeaderRefusal(request)
    if (hostRefusal) return reply.code(400).send({ error: hostRefusal })
    const unmet = expectationRefusal(request)
    if (unmet) return reply.code(417).send({ error: unmet })
    const refusal = refusalOf(request, port())
    if (refusal) return reply.code(403).send({ error: refusal })
  })
  app.addHook("onSend", async (_request, reply, payload) => {
    withHeaders(reply)
    return payload
  })
  app.setNotFoundHandler(async (_request, reply) => reply.code(404).send({ error: "not found" }))
  app.get("/", async (_request, reply) => reply.redirect("/admin/"))
  await app.register(fastifyStatic, { root: options.adminDir, prefix: "/admin/" })
  // The site's own files at the site's root (its icon, which the editor's page names, and the
  // logos the preview's header shows), as the site serves them.
  const siteFiles = join(options.repoRoot, "static")
  if (existsSync(siteFiles))
    await app.register(fastifyStatic, { root: siteFiles, prefix: "/", index: false, decorateReply: false })
  await registerLocalBackend(app, options.repoRoot, options.stagingRoot)
  return app
}
