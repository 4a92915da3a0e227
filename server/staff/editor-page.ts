/**
 * The web editor's page, /admin/, on the site's server: shown only to a signed-in account whose
 * role may edit the content. Without a session the browser goes to the staff sign-in, which comes
 * back here afterwards; another role gets a page that says so. The editor's scripts and styles under
 * /admin/ are the site's public files; everything it reads or saves goes through /staff/api/content.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify"
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { mayEditContent } from "../../shared/staff-roles"
import { EDITOR_PATH, EDITOR_SIGN_IN_PATH } from "../../shared/site-paths"
import { editorContentSecurityPolicy } from "../http/security-headers"
import { sessionCookieName } from "./staff-guard"
import type { StaffContext } from "./staff-context"

export const editorPageMessages = {
  notYourRole:
    "Your account's role does not include editing the site. Ask the site's owner if you need it: npm run staff -- set-role EMAIL editor.",
  notBuilt: "The web editor is not built: run npm run build.",
} as const

function sendEditorHeaders(reply: FastifyReply): FastifyReply {
  return reply
    .header("content-security-policy", editorContentSecurityPolicy())
    .header("cache-control", "no-store")
    .header("x-robots-tag", "noindex, nofollow")
}

export function registerEditorPage(app: FastifyInstance, context: StaffContext, siteRoot: () => string): void {
  const page = async (request: FastifyRequest, reply: FastifyReply) => {
    sendEditorHeaders(reply)
    const session = await context.sessions.resume(request.cookies[sessionCookieName(request)])
    const user = session ? await context.accounts.byId(session.userId) : null
    if (!user) return reply.redirect(EDITOR_SIGN_IN_PATH, 303)
    if (!mayEditContent(user.role))
      return reply
        .code(403)
        .type("text/html; charset=utf-8")
        .send(
          `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Web editor</title><h1>Web editor</h1><p>${editorPageMessages.notYourRole}</p><p><a href="/staff/">Back to the staff pages</a></p></html>`,
        )
    let html: string
    try {
      html = readFileSync(join(siteRoot(), EDITOR_PATH, "index.html"), "utf8")
    } catch {
      return reply.code(503).type("text/plain; charset=utf-8").send(editorPageMessages.notBuilt)
    }
    return reply.type("text/html; charset=utf-8").send(html)
  }
  app.get(EDITOR_PATH.slice(0, -1), async (_request, reply) => reply.redirect(EDITOR_PATH, 301))
  app.get(EDITOR_PATH, page)
}
