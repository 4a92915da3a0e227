/**
 * The staff inbox under /staff/: the React app built by scripts/build-staff.ts (one HTML shell
 * for every page, its script and stylesheet under /staff/assets/) and its JSON API under
 * /staff/api/. Everything here goes through staff-guard.ts.
 */
import fastifyStatic from "@fastify/static"
import type { FastifyInstance, FastifyReply } from "fastify"
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { registerAccountRoutes } from "./account-routes"
import { registerLeadRoutes } from "./lead-routes"
import { registerSessionRoutes } from "./session-routes"
import { staffGuard } from "./staff-guard"
import type { StaffContext } from "./staff-context"

export const STAFF_BODY_LIMIT = 16 * 1024

export async function registerStaff(app: FastifyInstance, context: StaffContext, staffAppDir: string): Promise<void> {
  app.decorateRequest("staff", null)
  await app.register(async scope => {
    scope.addHook("onRoute", route => {
      route.bodyLimit ??= STAFF_BODY_LIMIT
    })
    scope.addHook("onRequest", staffGuard(context))

    registerSessionRoutes(scope, context)
    registerLeadRoutes(scope, context)
    registerAccountRoutes(scope, context)
    scope.all("/staff/api/*", async (_request, reply) => reply.code(404).send({ message: "Not found." }))

    await scope.register(fastifyStatic, {
      root: join(staffAppDir, "assets"),
      prefix: "/staff/assets/",
      decorateReply: false,
      cacheControl: false,
      index: false,
    })

    const shell = () => {
      try {
        return readFileSync(join(staffAppDir, "index.html"), "utf8")
      } catch {
        return null
      }
    }
    const sendShell = async (_request: unknown, reply: FastifyReply) => {
      const html = shell()
      if (html === null)
        return reply
          .code(503)
          .type("text/plain; charset=utf-8")
          .send("The staff pages are not built: run npm run build.")
      return reply.type("text/html; charset=utf-8").send(html)
    }
    scope.get("/staff", async (_request, reply) => reply.redirect("/staff/", 301))
    scope.get("/staff/", sendShell)
    scope.get("/staff/*", sendShell)
  })
}
