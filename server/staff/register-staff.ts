/**
 * The staff inbox under /staff/: the React app built by scripts/build-staff.ts (one HTML shell
 * for every page, its script and stylesheet under /staff/assets/), and its JSON API under
 * /staff/api/ (staff-api.ts), which is the only part that reads or changes anything; and the web
 * editor's page at /admin/ (editor-page.ts).
 */
import fastifyStatic from "@fastify/static"
import type { FastifyInstance, FastifyReply } from "fastify"
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { registerEditorPage } from "./editor-page"
import { STAFF_API_PREFIX, staffApi } from "./staff-api"
import { sendStaffHeaders } from "./staff-guard"
import type { StaffContext } from "./staff-context"

export async function registerStaff(
  app: FastifyInstance,
  context: StaffContext,
  { staffAppDir, siteRoot }: { staffAppDir: string; siteRoot: () => string },
): Promise<void> {
  await app.register(staffApi, { prefix: STAFF_API_PREFIX, context })
  registerEditorPage(app, context, siteRoot)

  await app.register(async pages => {
    pages.addHook("onRequest", async (_request, reply) => sendStaffHeaders(reply))
    await pages.register(fastifyStatic, {
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
    pages.get("/staff", async (_request, reply) => reply.redirect("/staff/", 301))
    pages.get("/staff/", sendShell)
    pages.get("/staff/*", sendShell)
  })
}
