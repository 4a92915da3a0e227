/**
 * Requests no browser sends, over real sockets: bodies that trickle in, malformed and hostile
 * paths and query strings, and what leaves the server about a lead.
 */
import fc from "fast-check"
import type { FastifyInstance } from "fastify"
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import { Agent, request } from "node:http"
import { join } from "node:path"
import { buildApp } from "../../app"
import type { Config } from "../../config"
import { createFixtureSite } from "../support/fixture-site"
import { rawStaffClient, sendBytes, sendRaw, signInRaw } from "../support/raw-http"
import { addStaffUser, STAFF_EMAIL, STAFF_PASSWORD } from "../support/staff-session"
import { FORM, readLeads, tempDir, testConfig, validLead } from "../support/test-app"
import { totpCodeAt } from "../support/totp-code"
import type { CheapPasswords } from "../support/cheap-passwords"

// Accounts and the decoy hashed at the cheapest parameters: this suite checks what sign-in
// decides, not what a hash costs (support/cheap-passwords.ts).
jest.mock("../../staff/passwords", () =>
  jest.requireActual<CheapPasswords>("../support/cheap-passwords").cheapPasswords(),
)

let app: FastifyInstance
let config: Config
let port: number
const agent = new Agent({ keepAlive: true, maxSockets: 4 })

beforeAll(async () => {
  const publicDir = createFixtureSite()
  mkdirSync(join(publicDir, "admin"))
  writeFileSync(join(publicDir, "admin", "index.html"), "<!doctype html><title>Content editor</title>")
  const staffAppDir = tempDir("staff-app-")
  mkdirSync(join(staffAppDir, "assets"))
  writeFileSync(join(staffAppDir, "index.html"), "<!doctype html><title>Staff</title>")
  config = testConfig({ publicDir, staffAppDir, rateLimit: 0 })
  // Short limits, so a trickling body is cut off within the test.
  app = await buildApp(config, { timeouts: { headersMs: 1_000, requestMs: 1_500, checkEveryMs: 100 } })
  await app.listen({ port: 0, host: "127.0.0.1" })
  const address = app.server.address()
  port = typeof address === "object" && address ? address.port : 0
  await addStaffUser(config)
})
afterAll(async () => {
  agent.destroy()
  await app.close()
})

const staffClient = async () =>
  rawStaffClient(port, await signInRaw(port, { email: STAFF_EMAIL, password: STAFF_PASSWORD }))

it("cuts off a body that declares 1000 bytes and sends one, and goes on serving", async () => {
  const before = (await readLeads(config)).length
  const answer = await new Promise<{ status: number | null; closed: boolean }>(resolve => {
    const slow = request({
      host: "127.0.0.1",
      port,
      method: "POST",
      path: "/send_email.php",
      headers: { ...FORM, "content-length": "1000" },
    })
    slow.on("response", response => resolve({ status: response.statusCode ?? null, closed: false }))
    slow.on("error", () => resolve({ status: null, closed: true }))
    slow.write("f")
  })
  // Either Node's 408 or a closed connection: the request never reaches the receiver.
  expect(answer.status === 408 || answer.closed).toBe(true)
  expect(await readLeads(config)).toHaveLength(before)
  expect((await sendRaw({ port, method: "GET", target: "/about/" })).status).toBe(200)
})

it("answers no path or query string with a 5xx, and every answer carries the security headers", async () => {
  const segment = fc.oneof(
    fc.string({ maxLength: 12 }).map(text => encodeURIComponent(text)),
    fc.constantFrom(
      ".",
      "..",
      "%2e",
      "%2e%2e",
      "%2f",
      "%5c",
      "%00",
      "%c0%ae",
      "%ff",
      "%",
      "%zz",
      "staff",
      "api",
      "admin",
    ),
    fc.constantFrom("leads", "session", "send_email.php", "robots.txt", "about", "static", "page-data", "x.map"),
  )
  const query = fc.oneof(
    fc.constant(""),
    fc
      .array(
        fc.tuple(
          fc.constantFrom("q", "page", "status", "from", "kind", "q[]", "__proto__", "x"),
          fc.string({ maxLength: 8 }),
        ),
        { maxLength: 4 },
      )
      .map(pairs => "?" + pairs.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join("&")),
    fc.constantFrom("?q=a&q=b", "?page=1&page=2", "?%", "?q=%zz", "?&&&", "?status[]=new"),
  )
  await fc.assert(
    fc.asyncProperty(
      fc.array(segment, { minLength: 1, maxLength: 6 }),
      query,
      fc.constantFrom("GET", "HEAD", "POST", "DELETE"),
      fc.boolean(),
      async (segments, search, method, underStaff) => {
        const target = `/${underStaff ? "staff/api/" : ""}${segments.join("/")}${search}`
        const response = await sendRaw({ port, method, target, agent })
        expect({ target, status: response.status < 500 }).toEqual({ target, status: true })
        expect(response.headers["x-content-type-options"]).toBe("nosniff")
        expect(response.headers["content-security-policy"]).toBeDefined()
      },
    ),
    { numRuns: 500 },
  )
})

it("a malformed address gets 400 with the security headers, without echoing the address", async () => {
  for (const target of ["/%c0%ae", "/%", "/staff/api/leads/%zz", "/%E0%A4%A"]) {
    const response = await sendRaw({ port, method: "GET", target })
    expect(response.status).toBe(400)
    expect(response.headers["x-frame-options"]).toBe("DENY")
    expect(response.headers["content-security-policy"]).toBeDefined()
    expect(response.body).not.toContain(target.slice(1))
  }
})

it("a request Node cannot parse gets its 400 with the security headers too", async () => {
  for (const target of ["%2Fstaff", "staff/api/leads", "../etc/passwd"]) {
    const { head, body } = await sendBytes(port, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`)
    expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request/)
    expect(head).toMatch(/^x-frame-options: DENY$/im)
    expect(head).toMatch(/^x-content-type-options: nosniff$/im)
    expect(head).toMatch(/^content-security-policy: default-src 'self'/im)
    expect(JSON.parse(body)).toEqual({ message: "The request is not valid HTTP." })
  }
})

it("repeated query parameters get a clear 400, not a 500", async () => {
  const client = await staffClient()
  for (const target of [
    "/staff/api/leads?q=a&q=b",
    "/staff/api/leads?page=1&page=2",
    "/staff/api/leads.csv?status=new&status=done",
  ]) {
    const response = await client("GET", target)
    expect(response.status).toBe(400)
    expect(JSON.parse(response.body).message).toMatch(/^The request is not valid\./)
  }
})

it("a lead leaves the server with what the inbox shows only, and its viewing is audited", async () => {
  const posted = await sendRaw({
    port,
    method: "POST",
    target: "/send_email.php",
    headers: { ...FORM, "user-agent": "Sentinel-Agent/1.0", "idempotency-key": "sentinel-key-1" },
    body: validLead(),
  })
  const { id } = JSON.parse(posted.body) as { id: string }
  const client = await staffClient()
  const lead = JSON.parse((await client("GET", `/staff/api/leads/${id}`)).body) as Record<string, unknown>
  const list = JSON.parse((await client("GET", "/staff/api/leads")).body) as { rows: Record<string, unknown>[] }
  for (const shown of [lead, ...list.rows]) {
    expect(Object.keys(shown)).not.toEqual(expect.arrayContaining(["ipHash"]))
    for (const hidden of ["ipHash", "userAgent", "idempotencyKey", "requestHash", "seq", "ip_hash"])
      expect(shown).not.toHaveProperty(hidden)
    expect(JSON.stringify(shown)).not.toMatch(/Sentinel-Agent|sentinel-key-1/)
  }
  expect(lead.notification).not.toHaveProperty("nextAttemptAt")
  const audit = JSON.parse((await client("GET", "/staff/api/audit")).body) as {
    entries: { action: string; leadId: string }[]
  }
  expect(audit.entries[0]).toMatchObject({ action: "view", leadId: id })
})

it("the TOTP secret shown at enrolment is nowhere in the database files", async () => {
  const client = await staffClient()
  const { secret } = JSON.parse((await client("POST", "/staff/api/totp/setup")).body) as { secret: string }
  const enabled = await client("POST", "/staff/api/totp/enable", {
    code: totpCodeAt(secret, Date.now()),
    password: STAFF_PASSWORD,
  })
  expect(enabled.status).toBe(200)
  const files = readdirSync(config.dataDir).filter(name => name.startsWith("leads.sqlite"))
  expect(files).toEqual(expect.arrayContaining(["leads.sqlite", "leads.sqlite-wal"]))
  for (const file of files) {
    const bytes = readFileSync(join(config.dataDir, file))
    expect({ file, found: bytes.includes(secret) || bytes.includes(Buffer.from(secret, "utf16le")) }).toEqual({
      file,
      found: false,
    })
  }
})
