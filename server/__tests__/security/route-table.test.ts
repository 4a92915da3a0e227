/**
 * Every route the server registers, read from its route table, attacked the way an outsider
 * would: every method, every spelling of every path, without a session and with a session but
 * without the CSRF token. Nothing stored may show in any answer, no row may change, no answer may
 * be a 5xx, and whatever staff API route Fastify matched must refuse (the guard decides on the
 * matched route, so no spelling of the path gets around it). The open staff routes are exactly
 * those that say so; a route opened by mistake fails this test. Every other staff route names the
 * roles it admits, and an account of any other role is refused on it, whatever the spelling and
 * method, with a valid session and CSRF token.
 */
import Database from "better-sqlite3"
import Fastify, { type FastifyInstance } from "fastify"
import { mkdirSync, writeFileSync } from "node:fs"
import { Agent } from "node:http"
import { join } from "node:path"
import { buildApp } from "../../app"
import type { Config } from "../../config"
import { requireDeclaredAccess } from "../../staff/staff-guard"
import { DATABASE_FILE } from "../../storage/sqlite/database"
import { openSqliteStorage } from "../../storage/sqlite/sqlite-storage"
import { createFixtureSite } from "../support/fixture-site"
import { freezeDate } from "../support/frozen-date"
import { recordRoutes, type RecordedRoute, type RouteRecorder } from "../support/route-recorder"
import { sendRaw, spellingsOf, type RawResponse } from "../support/raw-http"
import { addStaffUser, STAFF_EMAIL, STAFF_PASSWORD } from "../support/staff-session"
import { CONTENT_ROLES, EVERY_ROLE, LEAD_ROLES, STAFF_ROLES } from "../../../shared/staff-roles"
import { FORM, tempDir, testConfig, validLead } from "../support/test-app"
import type { CheapPasswords } from "../support/cheap-passwords"

// Accounts and the decoy hashed at the cheapest parameters: this suite checks what sign-in
// decides, not what a hash costs (support/cheap-passwords.ts).
jest.mock("../../staff/passwords", () =>
  jest.requireActual<CheapPasswords>("../support/cheap-passwords").cheapPasswords(),
)

/** What is stored, and must never show in an answer to someone without a session. */
const STORED = {
  firstname: "Zenobia",
  lastname: "Quartermaine",
  email: "zenobia.q@sentinel.example",
  message: "SENTINEL-MESSAGE-7731",
  note: "SENTINEL-NOTE-4412",
}
const EXTRA_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]
const CHANGING = ["POST", "PUT", "PATCH", "DELETE"]

let app: FastifyInstance
let config: Config
let recorder: RouteRecorder
let port: number
let leadId: string
let cookie: string
let csrfToken: string
const agent = new Agent({ keepAlive: true, maxSockets: 8 })

beforeAll(async () => {
  // The dumps compare every row, and a session records when it was last seen once a minute: on a
  // loaded machine a minute may pass between the sign-in and a test, so Date stands still.
  freezeDate()
  recorder = recordRoutes()
  const staffAppDir = tempDir("staff-app-")
  mkdirSync(join(staffAppDir, "assets"))
  writeFileSync(join(staffAppDir, "index.html"), "<!doctype html><title>Staff</title><div id=staff-root></div>")
  writeFileSync(join(staffAppDir, "assets", "app.js"), "console.log('staff')")
  config = testConfig({ publicDir: createFixtureSite(), staffAppDir, rateLimit: 0 })
  app = await buildApp(config)
  await app.listen({ port: 0, host: "127.0.0.1" })
  const address = app.server.address()
  port = typeof address === "object" && address ? address.port : 0
  recorder.stop()

  await addStaffUser(config)
  const post = await fetch(`http://127.0.0.1:${port}/send_email.php`, {
    method: "POST",
    headers: FORM,
    body: validLead({
      firstname: STORED.firstname,
      lastname: STORED.lastname,
      email: STORED.email,
      message: STORED.message,
    }),
  })
  leadId = ((await post.json()) as { id: string }).id
  ;({ cookie, csrfToken } = await signIn(STAFF_EMAIL))
  // A note, written as the inbox writes one (through a second connection, not through the API under test).
  const storage = openSqliteStorage(config.dataDir)
  expect((await storage.leads.addNote(leadId, STORED.note, STAFF_EMAIL)).outcome).toBe("changed")
  await storage.close()
})

afterAll(async () => {
  agent.destroy()
  await app.close()
  jest.useRealTimers()
})

async function signIn(email: string): Promise<{ cookie: string; csrfToken: string }> {
  const answer = await fetch(`http://127.0.0.1:${port}/staff/api/session`, {
    method: "POST",
    headers: { "content-type": "application/json", "sec-fetch-site": "same-origin" },
    body: JSON.stringify({ email, password: STAFF_PASSWORD }),
  })
  expect(answer.status).toBe(200)
  return {
    cookie: String(answer.headers.get("set-cookie")).split(";")[0],
    csrfToken: ((await answer.json()) as { csrfToken: string }).csrfToken,
  }
}

/** Every table's rows: equal before and after means the requests changed nothing. */
function dump(): string {
  const db = new Database(join(config.dataDir, DATABASE_FILE), { readonly: true })
  try {
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'lead_search%' ORDER BY name")
      .pluck()
      .all() as string[]
    return JSON.stringify(tables.map(table => [table, db.prepare(`SELECT * FROM ${table}`).all()]))
  } finally {
    db.close()
  }
}

/** A real address for a route pattern: its :id is the stored lead's, its * a plausible rest. */
function concretePath(url: string): string {
  const rest: Record<string, string> = {
    "/*": "/about/",
    "/staff/*": "/staff/leads/" + leadId,
    "/staff/assets/*": "/staff/assets/app.js",
  }
  return rest[url] ?? url.replace(":id", leadId).replace(/\*$/, "x")
}

const staffApiRoutes = () => recorder.routes.filter(route => route.url.startsWith("/staff/api"))

function assertNothingShows(response: RawResponse, request: string) {
  expect({ request, status: response.status }).toEqual({ request, status: expect.any(Number) })
  if (response.status >= 500) throw new Error(`${request} answered ${response.status}: ${response.body.slice(0, 200)}`)
  for (const value of [...Object.values(STORED), STAFF_EMAIL, leadId, "$argon2", "ipHash"])
    if (response.body.includes(value)) throw new Error(`${request} (${response.status}) showed "${value}"`)
  // Every answer carries the security headers, errors included.
  if (!response.headers["x-content-type-options"] || !response.headers["content-security-policy"])
    throw new Error(`${request} (${response.status}) came without the security headers`)
}

async function attack(
  routes: RecordedRoute[],
  headers: Record<string, string>,
  methods: (route: RecordedRoute) => string[],
) {
  const requests = routes.flatMap(route =>
    methods(route).flatMap(method =>
      spellingsOf(concretePath(route.url), port).map(target => ({ method, target, headers })),
    ),
  )
  recorder.answered.length = 0
  const before = dump()
  for (let index = 0; index < requests.length; index += 16) {
    await Promise.all(
      requests.slice(index, index + 16).map(async ({ method, target }) => {
        const response = await sendRaw({ port, method, target, headers, agent })
        assertNothingShows(response, `${method} ${target.slice(0, 120)}`)
      }),
    )
  }
  expect(dump()).toBe(before)
  return requests.length
}

const allMethods = (route: RecordedRoute) => [...new Set([...route.methods, ...EXTRA_METHODS])]

/** The open routes: sign-in, the session probe, and asking for and opening an e-mailed sign-in link. */
const OPEN_ROUTES = ["/staff/api/session", "/staff/api/sign-in-link", "/staff/api/sign-in-link/use"]
const isOpen = (answer: { route?: string; method: string }) =>
  answer.route !== undefined && OPEN_ROUTES.includes(answer.route) && answer.method !== "DELETE"

it("the route table holds the staff API, and only sign-in, the session probe and sign-in links are open", () => {
  expect(staffApiRoutes().length).toBeGreaterThanOrEqual(12)
  const open = staffApiRoutes()
    .filter(route => route.open)
    .flatMap(route => route.methods.map(method => `${method} ${route.url}`))
    .sort()
  expect(open).toEqual([
    "GET /staff/api/session",
    "HEAD /staff/api/session",
    "POST /staff/api/session",
    "POST /staff/api/sign-in-link",
    "POST /staff/api/sign-in-link/use",
  ])
})

it("every other staff route names the roles it admits: the leads and the audit log inbox and owner accounts, the content editor and owner accounts, the rest every account", () => {
  const guarded = staffApiRoutes().filter(route => !route.open)
  expect(guarded.length).toBeGreaterThanOrEqual(13)
  for (const route of guarded) {
    const admits =
      route.url.startsWith("/staff/api/leads") || route.url === "/staff/api/audit"
        ? LEAD_ROLES
        : route.url.startsWith("/staff/api/content") || route.url === "/staff/api/publish"
          ? CONTENT_ROLES
          : EVERY_ROLE
    expect({ route: `${route.methods.join(",")} ${route.url}`, access: route.access }).toEqual({
      route: `${route.methods.join(",")} ${route.url}`,
      access: admits,
    })
  }
})

it("a staff route that names neither its roles nor that it is open stops the server from starting", async () => {
  const server = Fastify()
  server.register(async scope => {
    scope.addHook("onRoute", requireDeclaredAccess)
    scope.get("/named", { config: { staffAccess: LEAD_ROLES } }, async () => "ok")
    scope.get("/forgotten", async () => "everything")
  })
  await expect(server.ready()).rejects.toThrow(
    "The staff route GET /forgotten says neither who may use it nor that it is open.",
  )
})

describe.each(STAFF_ROLES)("signed in with the %s role", role => {
  const refusing = (route: RecordedRoute) =>
    route.url.startsWith("/staff/api") && Array.isArray(route.access) && !route.access.includes(role)

  it("every route the role is not admitted to refuses every method and spelling, with a valid session and CSRF token", async () => {
    const email = `${role}@example.com`
    await addStaffUser(config, email, STAFF_PASSWORD, role)
    const session = await signIn(email)
    const headers = {
      cookie: session.cookie,
      "x-csrf-token": session.csrfToken,
      "sec-fetch-site": "same-origin",
      origin: `http://127.0.0.1:${port}`,
      "content-type": "application/json",
    }
    const routes = recorder.routes.filter(refusing)
    await attack(routes, headers, allMethods)
    const refusable = recorder.answered.filter(answer => {
      const route = recorder.routes.find(
        recorded => recorded.url === answer.route && recorded.methods.includes(answer.method),
      )
      return route !== undefined && refusing(route)
    })
    expect(refusable.length > 0).toBe(routes.length > 0)
    for (const answer of refusable)
      expect({ ...answer, refused: answer.status === 403 }).toMatchObject({ refused: true })
  })
})

it("without a session: every route, method and spelling refuses, shows nothing stored and changes nothing", async () => {
  const sent = await attack(recorder.routes, {}, allMethods)
  expect(sent).toBeGreaterThan(1_000)
  const reachedGuarded = recorder.answered.filter(answer => answer.route?.startsWith("/staff/api") && !isOpen(answer))
  expect(reachedGuarded.length).toBeGreaterThan(200)
  for (const answer of reachedGuarded)
    expect({ ...answer, status: [401, 403].includes(answer.status) }).toMatchObject({ status: true })
})

it("with a session but without the CSRF token: no state-changing request to the staff API does anything", async () => {
  await attack(staffApiRoutes(), { cookie, "content-type": "application/json" }, () => CHANGING)
  const changes = recorder.answered.filter(
    answer => answer.route?.startsWith("/staff/api") && CHANGING.includes(answer.method),
  )
  expect(changes.length).toBeGreaterThan(100)
  for (const answer of changes)
    if (!isOpen(answer)) expect({ ...answer, refused: answer.status === 403 }).toMatchObject({ refused: true })
})

it("with a session and its CSRF token: an Origin that differs only by scheme or port, or is null, changes nothing", async () => {
  // The guard decides on the matched route, so each route's own address is enough (the spellings are tried above).
  const before = dump()
  const headers = { cookie, "x-csrf-token": csrfToken, "content-type": "application/json" }
  for (const origin of [`https://127.0.0.1:${port}`, `http://127.0.0.1:${port + 1}`, "null"])
    for (const route of staffApiRoutes())
      for (const method of route.methods.filter(method => CHANGING.includes(method))) {
        const target = concretePath(route.url)
        const response = await sendRaw({
          port,
          method,
          target,
          headers: { ...headers, origin },
          body: method === "DELETE" ? undefined : "{}",
          agent,
        })
        assertNothingShows(response, `${method} ${target} from ${origin}`)
        expect({ method, target, origin, status: response.status }).toEqual({ method, target, origin, status: 403 })
      }
  expect(dump()).toBe(before)
})

it("forged, expired and cross-site sessions get nowhere", async () => {
  const before = dump()
  const attempts: { headers: Record<string, string>; method: string }[] = [
    { method: "GET", headers: { cookie: "staff_session=forged" } },
    { method: "GET", headers: { cookie: `staff_session=${"A".repeat(43)}` } },
    { method: "GET", headers: { cookie: `__Host-staff_session=${cookie.split("=")[1]}` } },
    { method: "POST", headers: { cookie, "sec-fetch-site": "cross-site", "content-type": "text/plain" } },
    {
      method: "POST",
      headers: { cookie, origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
    },
    { method: "POST", headers: { cookie, origin: "null", "content-type": "application/json" } },
    { method: "POST", headers: { cookie, "sec-fetch-site": "same-site", "x-csrf-token": "guess" } },
    { method: "POST", headers: { cookie, referer: "https://evil.example/page", "content-type": "application/json" } },
    { method: "POST", headers: { cookie, host: "evil.example", origin: "http://evil.example", "x-csrf-token": "x" } },
  ]
  for (const { method, headers } of attempts) {
    for (const target of [`/staff/api/leads/${leadId}`, `/staff/api/leads/${leadId}/status`, "/staff/api/leads.csv"]) {
      const response = await sendRaw({
        port,
        method,
        target,
        headers,
        body: method === "POST" ? "status=done" : undefined,
      })
      assertNothingShows(response, `${method} ${target} ${JSON.stringify(headers)}`)
      expect(response.status).toBeGreaterThanOrEqual(400)
    }
  }
  expect(dump()).toBe(before)
})

it("serves no file outside the site and the staff bundle: not the database, the server, git or source maps", async () => {
  const root = join(config.publicDir, "..")
  writeFileSync(join(config.publicDir, "app-0123456789abcdef0123.js.map"), "SENTINEL-SOURCE-MAP")
  writeFileSync(join(config.publicDir, "app-0123456789abcdef0123.js.map.br"), "SENTINEL-SOURCE-MAP")
  mkdirSync(join(config.publicDir, ".git"), { recursive: true })
  writeFileSync(join(config.publicDir, ".git", "config"), "SENTINEL-GIT")
  writeFileSync(join(root, "SENTINEL-OUTSIDE.txt"), "SENTINEL-OUTSIDE")
  const targets = [
    "/app-0123456789abcdef0123.js.map",
    "/app-0123456789abcdef0123.js.map.br",
    "/.git/config",
    "/%2egit/config",
    "/csp-hashes.json",
    "/.build-fingerprint",
    "/../SENTINEL-OUTSIDE.txt",
    "/%2e%2e/SENTINEL-OUTSIDE.txt",
    "/%2E%2E%2FSENTINEL-OUTSIDE.txt",
    "/..%2fSENTINEL-OUTSIDE.txt",
    "/about/../../SENTINEL-OUTSIDE.txt",
    "/staff/assets/../../SENTINEL-OUTSIDE.txt",
    "/staff/assets/%2e%2e/%2e%2e/SENTINEL-OUTSIDE.txt",
    "/staff/assets/..%2f..%2fSENTINEL-OUTSIDE.txt",
    `/${"../".repeat(12)}etc/passwd`,
    "/%c0%ae%c0%ae/SENTINEL-OUTSIDE.txt",
    `/..%5c${DATABASE_FILE}`,
    "/robots.txt/",
    "/robots.txt/x",
    "/about/index.html/..",
    "/\\\\evil.example",
    "//evil.example/",
  ]
  for (const target of targets) {
    for (const method of ["GET", "HEAD"]) {
      const response = await sendRaw({ port, method, target })
      assertNothingShows(response, `${method} ${target}`)
      expect(response.body).not.toMatch(/SENTINEL-|root:x:0|SQLite format/)
      expect(String(response.headers.location ?? "")).not.toMatch(/^\/\/|^https?:\/\/evil/)
    }
  }
})
