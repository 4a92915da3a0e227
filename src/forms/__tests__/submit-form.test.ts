/**
 * The submit client against a real HTTP server on loopback: what goes over the
 * wire and what the visitor is told for each kind of answer.
 */
import { once } from "node:events"
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { HONEYPOT_FIELD } from "../../../shared/forms/honeypot"
import { createIdempotencyKeys, randomKey } from "../idempotency-key"
import { formTextsOf } from "../../../shared/forms/form-edition-files"
import { contactPayload, leadPayload } from "../payload"
import { failureText, LEAD_ENDPOINT, submitForm } from "../submit-form"

const texts = formTextsOf("en")

type Received = { method: string; url: string; headers: IncomingMessage["headers"]; body: string }
type Responder = (response: ServerResponse) => void

let server: Server
let endpoint: string
let received: Received[]
let respond: Responder

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    received.push({
      method: request.method ?? "",
      url: request.url ?? "",
      headers: request.headers,
      body: Buffer.concat(chunks).toString("utf8"),
    })
    respond(response)
  })
  server.listen(0, "127.0.0.1")
  await once(server, "listening")
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send_email.php`
})

afterAll(async () => {
  server.closeAllConnections()
  server.close()
})

beforeEach(() => {
  received = []
  respond = response => response.writeHead(200, { "Content-Type": "application/json" }).end('{"ok":true,"id":"1"}')
})

const lead = {
  firstname: "Amira",
  lastname: "Haddad",
  email: "amira@example.com",
  phone: "+971 50 123 4567",
  service: "Accounting & Bookkeeping",
  message: "Two companies, one bank account each.\nThanks!",
}
const contact = { ...lead, service: "Tax Service", privacy: "on" }

const fieldNames = (body: string) => [...new URLSearchParams(body).keys()]

describe("the request", () => {
  it("posts the lead urlencoded with exactly the spec's fields, in order", async () => {
    const outcome = await submitForm(leadPayload(lead), { endpoint, texts, idempotencyKey: "key-1" })
    expect(outcome).toEqual({ ok: true })
    const [request] = received
    expect(request.method).toBe("POST")
    expect(request.url).toBe("/send_email.php")
    expect(request.headers["content-type"]).toBe("application/x-www-form-urlencoded;charset=UTF-8")
    expect(fieldNames(request.body)).toEqual([
      "firstname",
      "lastname",
      "email",
      "phone",
      "service",
      "message",
      "submit",
    ])
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({ ...lead, submit: "submit" })
    expect(request.body).toContain("service=Accounting+%26+Bookkeeping")
  })

  it("posts the contact message with exactly the spec's fields, privacy on or empty", async () => {
    await submitForm(contactPayload(contact), { endpoint, texts, idempotencyKey: "key-2" })
    await submitForm(contactPayload({ ...contact, privacy: "" }), { endpoint, texts, idempotencyKey: "key-3" })
    expect(fieldNames(received[0].body)).toEqual([
      "firstname",
      "lastname",
      "email",
      "phone",
      "service",
      "message",
      "privacy",
    ])
    expect(new URLSearchParams(received[0].body).get("privacy")).toBe("on")
    expect(new URLSearchParams(received[1].body).get("privacy")).toBe("")
  })

  it("sends trimmed values", async () => {
    await submitForm(leadPayload({ ...lead, firstname: "  Amira ", email: " amira@example.com" }), {
      endpoint,
      texts,
      idempotencyKey: "k",
    })
    const body = new URLSearchParams(received[0].body)
    expect(body.get("firstname")).toBe("Amira")
    expect(body.get("email")).toBe("amira@example.com")
  })

  it("adds the honeypot only when it was filled", async () => {
    await submitForm(leadPayload(lead, ""), { endpoint, texts, idempotencyKey: "a" })
    await submitForm(contactPayload(contact, "http://spam.example"), { endpoint, texts, idempotencyKey: "b" })
    expect(fieldNames(received[0].body)).not.toContain(HONEYPOT_FIELD)
    expect(fieldNames(received[1].body).at(-1)).toBe(HONEYPOT_FIELD)
    expect(new URLSearchParams(received[1].body).get(HONEYPOT_FIELD)).toBe("http://spam.example")
  })

  it("sends the Idempotency-Key header it is given", async () => {
    await submitForm(leadPayload(lead), { endpoint, texts, idempotencyKey: "3f1c2b9e-0000-4000-8000-000000000000" })
    expect(received[0].headers["idempotency-key"]).toBe("3f1c2b9e-0000-4000-8000-000000000000")
  })

  it("posts to /send_email.php unless GATSBY_LEAD_ENDPOINT was set at build time", () => {
    expect(process.env.GATSBY_LEAD_ENDPOINT).toBeUndefined()
    expect(LEAD_ENDPOINT).toBe("/send_email.php")
  })
})

describe("idempotency keys", () => {
  it("keeps one key across retries of the same submission and makes a new one after a change or a success", async () => {
    const keys = createIdempotencyKeys()
    respond = response => response.writeHead(503).end()
    const body = leadPayload(lead)
    await submitForm(body, { endpoint, texts, idempotencyKey: keys.keyFor(body.toString()) })
    await submitForm(body, { endpoint, texts, idempotencyKey: keys.keyFor(body.toString()) })
    const edited = leadPayload({ ...lead, phone: "+971 50 000 0000" })
    await submitForm(edited, { endpoint, texts, idempotencyKey: keys.keyFor(edited.toString()) })
    respond = response => response.writeHead(200).end()
    await submitForm(edited, { endpoint, texts, idempotencyKey: keys.keyFor(edited.toString()) })
    keys.reset()
    await submitForm(edited, { endpoint, texts, idempotencyKey: keys.keyFor(edited.toString()) })

    const sent = received.map(request => request.headers["idempotency-key"])
    expect(sent[1]).toBe(sent[0])
    expect(sent[2]).not.toBe(sent[1])
    expect(sent[3]).toBe(sent[2])
    expect(sent[4]).not.toBe(sent[3])
    expect(new Set(sent).size).toBe(3)
  })

  it("makes version 4 UUIDs, also where crypto.randomUUID is missing (plain-HTTP origins)", () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
    expect(randomKey()).toMatch(uuid)
    const randomUUID = crypto.randomUUID
    try {
      Object.defineProperty(crypto, "randomUUID", { value: undefined, configurable: true })
      const keys = new Set(Array.from({ length: 50 }, () => randomKey()))
      expect(keys.size).toBe(50)
      for (const key of keys) expect(key).toMatch(uuid)
    } finally {
      Object.defineProperty(crypto, "randomUUID", { value: randomUUID, configurable: true })
    }
  })
})

describe("the answer", () => {
  it.each([200, 201, 202, 204])("counts %i as success whatever the body", async status => {
    respond = response => response.writeHead(status).end(status === 204 ? undefined : "not json")
    expect(await submitForm(leadPayload(lead), { endpoint, texts, idempotencyKey: "k" })).toEqual({ ok: true })
  })

  // The server's own message may be English on the Arabic page (it goes by the Referer) or a framework's.
  it.each([
    [400, "en", "refusedMessage", '{"message":"Validation failed"}'],
    [422, "en", "refusedMessage", '{"message":"Invalid email format."}'],
    [429, "en", "tooManyMessage", '{"message":"Too many forms sent from your network."}'],
    [400, "ar", "refusedMessage", '{"message":"First Name is required."}'],
    [429, "ar", "tooManyMessage", '{"statusCode":429,"error":"Too Many Requests","message":"Rate limit exceeded"}'],
  ] as const)("answers %i with the %s edition's %s, whatever the body says", async (status, locale, key, body) => {
    const edition = formTextsOf(locale)
    respond = response => response.writeHead(status, { "Content-Type": "application/json" }).end(body)
    const outcome = await submitForm(leadPayload(lead), { endpoint, texts: edition, idempotencyKey: "k" })
    expect(outcome).toEqual({ ok: false, detail: edition[key] })
    if (!outcome.ok) {
      expect(failureText(edition.messages.lead.sendFailed, outcome.detail)).toBe(
        `${edition.messages.lead.sendFailed} ${edition[key]}`,
      )
      expect(outcome.detail).not.toContain(JSON.parse(body).message)
    }
  })

  it("says the edition's sentence, never a status, when the error body has no message", async () => {
    respond = response => response.writeHead(500, { "Content-Type": "application/json" }).end('{"error":"boom"}')
    expect(await submitForm(leadPayload(lead), { endpoint, texts, idempotencyKey: "k" })).toEqual({
      ok: false,
      detail: texts.serverErrorMessage,
    })
  })

  it("says the edition's sentence when the error body is not JSON", async () => {
    respond = response => response.writeHead(502, { "Content-Type": "text/html" }).end("<h1>Bad Gateway</h1>")
    expect(await submitForm(leadPayload(lead), { endpoint, texts, idempotencyKey: "k" })).toEqual({
      ok: false,
      detail: texts.serverErrorMessage,
    })
  })

  it("does not pass on a server fault's own message, which may be a framework's English", async () => {
    respond = response =>
      response
        .writeHead(500, { "Content-Type": "application/json" })
        .end('{"statusCode":500,"error":"Internal Server Error","message":"SQLITE_BUSY: database is locked"}')
    expect(await submitForm(leadPayload(lead), { endpoint, texts, idempotencyKey: "k" })).toEqual({
      ok: false,
      detail: texts.serverErrorMessage,
    })
  })

  it("says the edition's network sentence, not the runtime's error text, when nothing answers", async () => {
    const closed = createServer()
    closed.listen(0, "127.0.0.1")
    await once(closed, "listening")
    const { port } = closed.address() as AddressInfo
    closed.close()
    await once(closed, "close")
    const outcome = await submitForm(leadPayload(lead), {
      endpoint: `http://127.0.0.1:${port}/`,
      texts,
      idempotencyKey: "k",
    })
    // Node's fetch says "fetch failed", Chromium's "Failed to fetch": neither reaches the visitor.
    expect(outcome).toEqual({ ok: false, detail: texts.networkErrorMessage })
  })

  it("gives up after the timeout with a clear message", async () => {
    respond = () => undefined // never answers
    const started = Date.now()
    const outcome = await submitForm(leadPayload(lead), { endpoint, texts, idempotencyKey: "k", timeoutMs: 1500 })
    expect(outcome).toEqual({
      ok: false,
      detail: "The server did not answer within 2 seconds. Please check your connection.",
    })
    expect(Date.now() - started).toBeLessThan(5000)
    expect(received).toHaveLength(1)
  })

  it("states the default limit in whole seconds", async () => {
    respond = () => undefined
    jest.useFakeTimers({ doNotFake: ["nextTick", "setImmediate", "queueMicrotask"] })
    try {
      const pending = submitForm(leadPayload(lead), { endpoint, texts, idempotencyKey: "k" })
      await jest.advanceTimersByTimeAsync(20_000)
      expect(await pending).toEqual({
        ok: false,
        detail: "The server did not answer within 20 seconds. Please check your connection.",
      })
    } finally {
      jest.useRealTimers()
    }
  })

  it("does not mistake a slow but successful answer for a timeout", async () => {
    respond = response => setTimeout(() => response.writeHead(200).end(), 100)
    expect(await submitForm(leadPayload(lead), { endpoint, texts, idempotencyKey: "k", timeoutMs: 2000 })).toEqual({
      ok: true,
    })
  })
})
