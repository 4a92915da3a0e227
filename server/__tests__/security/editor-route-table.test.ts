/**
 * The web editor's server (`npm run edit`), attacked from another web page: every route it
 * registers, every method and spelling, every action of its backend, with the Host and Origin a
 * page on another host name would send (DNS rebinding makes such a name resolve to 127.0.0.1).
 * Nothing may be read or written; and with its own Host, no spelling of /admin/ may serve a file
 * from outside the editor's folder.
 */
import type { FastifyInstance } from "fastify"
import { createHash } from "node:crypto"
import { cpSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { buildEditApp } from "../../edit/edit-app"
import { recordRoutes, type RouteRecorder } from "../support/route-recorder"
import { sendBytes, sendRaw, spellingsOf } from "../support/raw-http"
import { tempDir } from "../support/test-app"

const ACTIONS = [
  "info",
  "entriesByFiles",
  "getEntry",
  "persistEntry",
  "getMedia",
  "getMediaFile",
  "persistMedia",
  "deleteFile",
  "deleteFiles",
  "getDeployPreview",
]
const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]

let app: FastifyInstance
let recorder: RouteRecorder
let repoRoot: string
let port: number

beforeAll(async () => {
  repoRoot = tempDir("editor-attack-")
  cpSync(join(__dirname, "../../../data"), join(repoRoot, "data"), { recursive: true })
  cpSync(join(__dirname, "../../../static/favicon.svg"), join(repoRoot, "static/favicon.svg"))
  cpSync(join(__dirname, "../../../.prettierrc.json"), join(repoRoot, ".prettierrc.json"))
  writeFileSync(join(repoRoot, "SENTINEL-OUTSIDE.txt"), "SENTINEL-OUTSIDE")
  const adminDir = join(repoRoot, "admin")
  mkdirSync(adminDir)
  writeFileSync(join(adminDir, "index.html"), "<!doctype html><title>Content editor</title>")
  recorder = recordRoutes()
  app = await buildEditApp({ repoRoot, adminDir })
  await app.listen({ port: 0, host: "127.0.0.1" })
  recorder.stop()
  const address = app.server.address()
  port = typeof address === "object" && address ? address.port : 0
})
afterAll(() => app.close())

/** Every file of the repository copy with its hash: equal before and after means nothing was written. */
function snapshot(folder = repoRoot): string[] {
  return readdirSync(folder).flatMap(name => {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) return snapshot(path)
    return [`${path} ${createHash("sha256").update(readFileSync(path)).digest("hex")}`]
  })
}

const hostile = (port: number): Record<string, string>[] => [
  { host: `evil.example:${port}`, origin: `http://evil.example:${port}` },
  { host: `evil.example:${port}` },
  { host: `localhost.evil.example:${port}`, origin: `http://localhost.evil.example:${port}` },
  { host: `127.0.0.1:${port}`, origin: "https://evil.example" },
  { host: `127.0.0.1:${port}`, origin: "null" },
  { host: `127.0.0.1:${port + 1}` },
]

it("registers the page, the site's files and the backend, and answers nothing for a page on another host name", async () => {
  const files: Record<string, string> = { "/admin/*": "/admin/index.html", "/*": "/favicon.svg" }
  const concrete = (url: string) => files[url] ?? url
  expect(recorder.routes.map(route => route.url)).toEqual(expect.arrayContaining(["/api/v1", "/admin/*", "/*"]))
  const before = snapshot()
  let sent = 0
  for (const route of recorder.routes)
    for (const method of new Set([...route.methods, ...METHODS]))
      for (const target of spellingsOf(concrete(route.url), port))
        for (const headers of hostile(port)) {
          const body =
            method === "POST" || method === "PUT"
              ? JSON.stringify({ action: "getEntry", params: { path: "data/company.json" } })
              : undefined
          const response = await sendRaw({
            port,
            method,
            target,
            headers: { "content-type": "application/json", ...headers },
            body,
          })
          sent++
          expect({ target, method, headers, status: response.status }).toEqual({ target, method, headers, status: 403 })
          expect(response.headers["x-frame-options"]).toBe("DENY")
          expect(response.body).not.toMatch(/Sandstone|Content editor/)
        }
  expect(sent).toBeGreaterThan(1_000)
  expect(snapshot()).toEqual(before)
})

it("no action of the backend works for a page on another host name", async () => {
  const before = snapshot()
  const picture = { path: "data/images/x.png", content: Buffer.from("x").toString("base64"), encoding: "base64" }
  for (const action of ACTIONS)
    for (const headers of hostile(port)) {
      const response = await sendRaw({
        port,
        method: "POST",
        target: "/api/v1",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({
          action,
          params: {
            path: "data/company.json",
            paths: ["data/images/clients/client-1.svg"],
            files: [{ path: "data/company.json" }],
            mediaFolder: "data/images",
            asset: picture,
            entry: { path: "data/company.json", raw: "{}" },
            assets: [picture],
          },
        }),
      })
      expect({ action, headers, status: response.status }).toEqual({ action, headers, status: 403 })
      expect(response.body).not.toContain("Sandstone")
    }
  expect(snapshot()).toEqual(before)
})

it("with its own name: a form or text post, a browser saying it comes from another site, or an unparsable request, is refused", async () => {
  const before = snapshot()
  const own = { host: `localhost:${port}` }
  const getEntry = JSON.stringify({ action: "getEntry", params: { path: "data/company.json" } })
  for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
    const response = await sendRaw({
      port,
      method: "POST",
      target: "/api/v1",
      headers: { ...own, "content-type": type },
      body: getEntry,
    })
    expect({ type, status: response.status }).toEqual({ type, status: 415 })
    expect(response.body).not.toContain("Sandstone")
  }
  for (const site of ["cross-site", "same-site"]) {
    const response = await sendRaw({
      port,
      method: "POST",
      target: "/api/v1",
      headers: { ...own, "content-type": "application/json", "sec-fetch-site": site },
      body: getEntry,
    })
    expect({ site, status: response.status }).toEqual({ site, status: 403 })
  }
  const hidden = await sendRaw({
    port,
    method: "POST",
    target: "/api/v1",
    headers: { ...own, "content-type": "application/json" },
    body: JSON.stringify({
      action: "persistMedia",
      params: { asset: { path: "data/images/.hidden.png", content: "eA==", encoding: "base64" } },
    }),
  })
  expect(hidden.status).toBe(403)
  const { head } = await sendBytes(port, `GET %2Fadmin HTTP/1.1\r\nHost: localhost:${port}\r\n\r\n`)
  expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request/)
  expect(head).toMatch(/^x-frame-options: DENY$/im)
  expect(snapshot()).toEqual(before)
})

it("with its own name, no spelling of /admin/ or of the site's files serves a file from outside their folders", async () => {
  for (const target of [
    "/../SENTINEL-OUTSIDE.txt",
    "/%2e%2e/SENTINEL-OUTSIDE.txt",
    "/..%2fSENTINEL-OUTSIDE.txt",
    "/%2e%2e%2fdata%2fcompany.json",
    "//../data/company.json",
    "/static/../SENTINEL-OUTSIDE.txt",
    "/..\\\\SENTINEL-OUTSIDE.txt",
    "/admin/../SENTINEL-OUTSIDE.txt",
    "/admin/%2e%2e/SENTINEL-OUTSIDE.txt",
    "/admin/..%2fSENTINEL-OUTSIDE.txt",
    "/admin/%2e%2e%2fdata%2fcompany.json",
    "/admin/../data/company.json",
    "/admin//../../SENTINEL-OUTSIDE.txt",
    "/admin/..\\\\SENTINEL-OUTSIDE.txt",
    "/admin/%c0%ae%c0%ae/SENTINEL-OUTSIDE.txt",
  ]) {
    const response = await sendRaw({ port, method: "GET", target, headers: { host: `localhost:${port}` } })
    expect(response.status).toBeLessThan(500)
    expect(response.body).not.toMatch(/SENTINEL-OUTSIDE|Sandstone/)
  }
})
