/**
 * Requests that break HTTP itself, sent byte for byte (fetch and node:http would never send
 * them): malformed bodies must not make the server log an error (anyone could raise alerts at
 * will) nor answer 5xx, a request without exactly one Host header gets the app's 400 with the
 * security headers, and one with an `Expect` Node does not know the app's 417 with them, on the
 * site server and on the editor server.
 */
import type { ChildProcess } from "node:child_process"
import { mkdirSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { buildEditApp } from "../../edit/edit-app"
import { EXPECTATION_MESSAGE } from "../../http/expectation"
import { HOST_MESSAGE } from "../../http/host-header"
import { createFixtureSite } from "../support/fixture-site"
import { sendBytes, sendRaw } from "../support/raw-http"
import { listening, spawnEntry } from "../support/spawn-entry"
import { reportSkippedEngines } from "../support/storage-engines"
import { siteEnv, storageSites } from "../support/storage-sites"
import { tempDir, validLead } from "../support/test-app"

const children: ChildProcess[] = []
afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL")
})

/** The real server process (npm run serve), its rate limit on as in production, logging at info. */
async function startServer(env: Record<string, string>) {
  const child = spawnEntry("server/main.ts", {
    ...env,
    PORT: "0",
    HOST: "127.0.0.1",
    PUBLIC_DIR: createFixtureSite(),
    LEADS_RATE_LIMIT: "10",
    LOG_LEVEL: "info",
    SMTP_URL: "",
  })
  children.push(child)
  let log = ""
  child.stdout?.on("data", (chunk: Buffer) => (log += chunk.toString()))
  const { port } = await listening(child)
  /** Stops the server the way a process manager does; resolves with every line it logged, parsed. */
  const stop = async () => {
    const exited = new Promise<number | null>(resolve => child.once("exit", resolve))
    child.kill("SIGTERM")
    expect(await exited).toBe(0)
    return log
      .split("\n")
      .filter(line => line.startsWith("{"))
      .map(line => JSON.parse(line) as { level: number; msg: string; err?: { message: string } })
  }
  return { port, stop }
}

const FORM_HEAD = (port: number) =>
  `POST /send_email.php HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
  "Content-Type: application/x-www-form-urlencoded\r\nSec-Fetch-Site: same-origin\r\n"

/** Bodies whose framing Node cannot read: it answers 400 and destroys the socket mid-request. */
const MALFORMED_BODIES: [string, (port: number) => string][] = [
  ["a chunk size of -1", port => `${FORM_HEAD(port)}Transfer-Encoding: chunked\r\n\r\n-1\r\nabc\r\n0\r\n\r\n`],
  ["an unknown transfer coding", port => `${FORM_HEAD(port)}Transfer-Encoding: xchunked\r\n\r\n${validLead()}`],
  ["a chunk size that is no number", port => `${FORM_HEAD(port)}Transfer-Encoding: chunked\r\n\r\nzz\r\nabc\r\n`],
  ["a chunk longer than its size", port => `${FORM_HEAD(port)}Transfer-Encoding: chunked\r\n\r\n3\r\nabcdef\r\n`],
  [
    "a length and chunks together",
    port => `${FORM_HEAD(port)}Content-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nabcde\r\n0\r\n\r\n`,
  ],
  ["a negative length", port => `${FORM_HEAD(port)}Content-Length: -1\r\n\r\nabc`],
  ["two lengths", port => `${FORM_HEAD(port)}Content-Length: 3\r\nContent-Length: 4\r\n\r\nabcd`],
]

const expectSecurityHeaders = (head: string) => {
  expect(head).toMatch(/^x-frame-options: DENY$/im)
  expect(head).toMatch(/^x-content-type-options: nosniff$/im)
  expect(head).toMatch(/^content-security-policy: /im)
}

reportSkippedEngines()

describe.each(storageSites)("the site server on $engine", ({ site: newSite }) => {
  it("answers malformed bodies 400, never 5xx, and logs no error for them", async () => {
    const server = await startServer(siteEnv(await newSite()))
    for (const [, bytes] of MALFORMED_BODIES) {
      const { head } = await sendBytes(server.port, bytes(server.port))
      expect(head).toMatch(/^HTTP\/1\.1 400 /)
      expectSecurityHeaders(head)
    }
    // Every line the server wrote, up to its exit: what an alert would read.
    const log = await server.stop()
    expect(log.some(line => line.msg.startsWith("Server listening"))).toBe(true)
    expect(log.filter(line => line.level >= 50).map(line => `${line.msg}: ${line.err?.message ?? ""}`)).toEqual([])
  })
})

describe("exactly one Host header and no unknown expectation", () => {
  let server: Awaited<ReturnType<typeof startServer>>
  beforeAll(async () => {
    server = await startServer({ DATA_DIR: tempDir("host-data-") })
  })
  afterAll(() => server.stop())

  const requests = (port: number): [string, string][] => [
    ["no Host", "GET / HTTP/1.1\r\n\r\n"],
    ["no Host, HTTP/1.0", "GET / HTTP/1.0\r\n\r\n"],
    ["an empty Host", "GET / HTTP/1.1\r\nHost: \r\n\r\n"],
    ["two Hosts", `GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nHost: evil.example\r\n\r\n`],
    ["two Hosts, the other first", `GET / HTTP/1.1\r\nHost: evil.example\r\nHost: 127.0.0.1:${port}\r\n\r\n`],
    [
      "a form post with two Hosts",
      `${FORM_HEAD(port)}Host: evil.example\r\nContent-Length: ${validLead().length}\r\n\r\n${validLead()}`,
    ],
  ]

  it("the site server refuses the rest with 400 and its security headers", async () => {
    for (const [, bytes] of requests(server.port)) {
      const { head, body } = await sendBytes(server.port, bytes)
      expect(head).toMatch(/^HTTP\/1\.1 400 /)
      expectSecurityHeaders(head)
      expect(JSON.parse(body)).toEqual({ message: HOST_MESSAGE })
    }
    // One Host (node:http sends exactly one) is served.
    expect((await sendRaw({ port: server.port, method: "GET", target: "/" })).status).toBe(200)
  })

  const expecting = (host: string, target: string): [string, string][] => [
    ["an unknown expectation", `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nExpect: x\r\n\r\n`],
    ["a misspelt continue", `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nExpect: 100-continued\r\n\r\n`],
    [
      "a form post expecting something",
      `POST /send_email.php HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/x-www-form-urlencoded\r\n` +
        `Sec-Fetch-Site: same-origin\r\nExpect: x\r\nContent-Length: ${validLead().length}\r\n\r\n${validLead()}`,
    ],
  ]

  it("the site server answers an unknown Expect with 417 and its security headers, after the Host check", async () => {
    for (const [name, bytes] of expecting(`127.0.0.1:${server.port}`, "/")) {
      const { head, body } = await sendBytes(server.port, bytes)
      expect([name, head.split("\r\n")[0]]).toEqual([name, "HTTP/1.1 417 Expectation Failed"])
      expectSecurityHeaders(head)
      expect(JSON.parse(body)).toEqual({ message: EXPECTATION_MESSAGE })
    }
    const { head, body } = await sendBytes(server.port, "GET / HTTP/1.1\r\nExpect: x\r\n\r\n")
    expect(head).toMatch(/^HTTP\/1\.1 400 /)
    expectSecurityHeaders(head)
    expect(JSON.parse(body)).toEqual({ message: HOST_MESSAGE })
  })

  it("the editor server refuses them the same way, and an unknown Expect with 417", async () => {
    const repoRoot = tempDir("editor-host-")
    const adminDir = join(repoRoot, "admin")
    mkdirSync(adminDir)
    writeFileSync(join(adminDir, "index.html"), "<!doctype html><title>Content editor</title>")
    const editor = await buildEditApp({ repoRoot, adminDir })
    await editor.listen({ port: 0, host: "127.0.0.1" })
    try {
      const address = editor.server.address()
      const port = typeof address === "object" && address ? address.port : 0
      for (const [, bytes] of requests(port).map(([name, text]): [string, string] => [
        name,
        text.replaceAll(`127.0.0.1:${port}`, `localhost:${port}`),
      ])) {
        const { head, body } = await sendBytes(port, bytes)
        expect(head).toMatch(/^HTTP\/1\.1 400 /)
        expect(head).toMatch(/^x-frame-options: DENY$/im)
        expect(head).toMatch(/^content-security-policy: .*frame-ancestors 'none'/im)
        expect(JSON.parse(body)).toEqual({ error: HOST_MESSAGE })
      }
      for (const [name, bytes] of expecting(`localhost:${port}`, "/admin/")) {
        const { head, body } = await sendBytes(port, bytes)
        expect([name, head.split("\r\n")[0]]).toEqual([name, "HTTP/1.1 417 Expectation Failed"])
        expect(head).toMatch(/^x-frame-options: DENY$/im)
        expect(head).toMatch(/^content-security-policy: .*frame-ancestors 'none'/im)
        expect(JSON.parse(body)).toEqual({ error: EXPECTATION_MESSAGE })
      }
      expect((await sendRaw({ port, method: "GET", target: "/admin/" })).status).toBe(200)
    } finally {
      await editor.close()
    }
  })
})
