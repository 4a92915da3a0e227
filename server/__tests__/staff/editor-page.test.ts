/**
 * The web editor's page on the site's server: only an account that may edit the content gets it;
 * without a session every spelling of /admin/ leads to the staff sign-in or to nothing, never to
 * the page; another role is told why. The page runs under the editor's own policy, which names no
 * other host.
 */
import type { FastifyInstance } from "fastify"
import { mkdirSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { buildApp } from "../../app"
import type { Config } from "../../config"
import { editorContentSecurityPolicy } from "../../http/security-headers"
import { editorPageMessages } from "../../staff/editor-page"
import { EDITOR_SIGN_IN_PATH } from "../../../shared/site-paths"
import { sendRaw, spellingsOf } from "../support/raw-http"
import { addStaffUser, signIn, STAFF_EMAIL } from "../support/staff-session"
import { tempDir, testConfig } from "../support/test-app"
import type { CheapPasswords } from "../support/cheap-passwords"
import { STAFF_ROLES, mayEditContent } from "../../../shared/staff-roles"

jest.mock("../../staff/passwords", () =>
  jest.requireActual<CheapPasswords>("../support/cheap-passwords").cheapPasswords(),
)

const EDITOR_HTML = "<!doctype html><title>Content Manager</title><script src=admin.js></script>"
let app: FastifyInstance
let config: Config
let port: number

beforeEach(async () => {
  const publicDir = tempDir("editor-public-")
  mkdirSync(join(publicDir, "admin"))
  writeFileSync(join(publicDir, "admin", "index.html"), EDITOR_HTML)
  writeFileSync(join(publicDir, "admin", "admin.js"), "console.log('editor')")
  config = testConfig({ publicDir })
  app = await buildApp(config)
  await app.listen({ port: 0, host: "127.0.0.1" })
  const address = app.server.address()
  port = typeof address === "object" && address ? address.port : 0
})
afterEach(() => app.close())

it("without a session, every spelling of /admin/ and its page file leads to the staff sign-in or to no page, never to the editor", async () => {
  const targets = [...spellingsOf("/admin/", port), ...spellingsOf("/admin/index.html", port)]
  for (const target of targets) {
    for (const method of ["GET", "HEAD"]) {
      const response = await sendRaw({ port, method, target })
      const where = `${method} ${target.slice(0, 80)}`
      expect({ where, page: response.body.includes("Content Manager") }).toEqual({ where, page: false })
      expect({ where, answered: [301, 303, 400, 404].includes(response.status) }).toEqual({ where, answered: true })
      if (response.status === 303) expect(response.headers.location).toBe(EDITOR_SIGN_IN_PATH)
    }
  }
  // The editor's scripts are public files of the site, as the staff pages' are.
  expect((await sendRaw({ port, method: "GET", target: "/admin/admin.js" })).status).toBe(200)
})

it.each(STAFF_ROLES)(
  "a signed-in %s account gets the editor when its role may edit the content, else a page that says why",
  async role => {
    await addStaffUser(config, STAFF_EMAIL, undefined, role)
    const client = await signIn(app)
    const response = await client.request({ method: "GET", url: "/admin/" })
    expect(response.headers["cache-control"]).toBe("no-store")
    expect(response.headers["content-security-policy"]).toBe(editorContentSecurityPolicy())
    if (mayEditContent(role)) {
      expect(response.statusCode).toBe(200)
      expect(response.body).toBe(EDITOR_HTML)
    } else {
      expect(response.statusCode).toBe(403)
      expect(response.body).toContain(editorPageMessages.notYourRole)
      expect(response.body).not.toContain("Content Manager")
    }
  },
)

it("the editor's policy lets it talk to this server only", () => {
  const policy = editorContentSecurityPolicy()
  expect(policy).toContain("connect-src 'self' blob:;")
  expect(policy).not.toMatch(/https?:/)
})
