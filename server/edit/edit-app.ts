/**
 * The server behind `npm run edit`: the web editor at /admin/ and its local backend at /api/v1,
 * for one editor on this machine. It listens on loopback only and refuses requests that another
 * site's page sends (Origin), because the backend writes files and has no sign-in.
 */
import fastifyStatic from "@fastify/static"
import Fastify, { type FastifyInstance } from "fastify"
import { registerLocalBackend } from "./local-backend"

export async function buildEditApp(options: { repoRoot: string; adminDir: string }): Promise<FastifyInstance> {
  const app = Fastify({ logger: false })
  app.addHook("onRequest", async (request, reply) => {
    const origin = request.headers.origin
    if (origin !== undefined && origin !== `http://${request.headers.host}`)
      return reply.code(403).send({ error: `requests from ${origin} are refused: open the editor at /admin/` })
  })
  app.get("/", async (_request, reply) => reply.redirect("/admin/"))
  await app.register(fastifyStatic, { root: options.adminDir, prefix: "/admin/" })
  await registerLocalBackend(app, options.repoRoot)
  return app
}
