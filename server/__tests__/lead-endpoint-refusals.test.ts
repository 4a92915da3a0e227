/**
 * POST /send_email.php on each storage engine: malformed and cross-site requests, the rate limit, the
 * honeypot and replays are refused or absorbed, and change nothing.
 */
import type { FastifyInstance } from "fastify"
import { formTextsOf } from "../../shared/forms/form-edition-files"
import { HONEYPOT_FIELD } from "../../shared/forms/honeypot"
import forms from "../../data/forms.json"
import { buildApp } from "../app"
import { CROSS_SITE_MESSAGE } from "../http/cross-site"
import { endpointMessages } from "../http/lead-endpoint"
import { LEAD_ID_PATTERN } from "../lead-id"
import { endpointUnderTest } from "./support/endpoint-under-test"
import { reportSkippedEngines } from "./support/storage-engines"
import { storageSites } from "./support/storage-sites"
import { FORM, readLeads, validContact, validLead } from "./support/test-app"

/** The English edition: these posts come from English pages, or name no page at all. */
const formTexts = formTextsOf("en")
const { extra: extraMessages } = formTexts.messages

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

reportSkippedEngines()

describe.each(storageSites)("the lead endpoint refuses on $engine", ({ engine, site: newSite }) => {
  const { app, config, startWith, post } = endpointUnderTest(newSite)

  describe("malformed requests get a clear 4xx and change nothing", () => {
    afterEach(async () => expect(await readLeads(config())).toEqual([]))

    it("413 for a body over 16 KiB", async () => {
      const response = await post(validLead({ message: "x".repeat(17 * 1024) }))
      expect(response.statusCode).toBe(413)
      expect(response.json()).toEqual({ message: endpointMessages.tooLarge })
    })

    it.each([
      ["application/json"],
      ["text/plain"],
      ["multipart/form-data; boundary=x"],
      ["application/x-www-form-urlencodedx"],
    ])("415 for %s", async contentType => {
      const response = await post(validLead(), { "content-type": contentType })
      expect(response.statusCode).toBe(415)
      expect(response.json()).toEqual({ message: endpointMessages.mediaType })
    })

    it("415 without a content type", async () => {
      const response = await app().inject({ method: "POST", url: "/send_email.php", payload: validLead() })
      expect(response.statusCode).toBe(415)
    })

    it.each([
      ["GET"],
      ["PUT"],
      ["DELETE"],
      ["PATCH"],
      ["OPTIONS"],
      ["HEAD"],
      ["TRACE"],
      ["PROPFIND"],
      ["SEARCH"],
      ["LOCK"],
    ] as const)("405 with Allow: POST for %s", async method => {
      const response = await app().inject({ method, url: "/send_email.php" })
      expect(response.statusCode).toBe(405)
      expect(response.headers.allow).toBe("POST")
      if (method !== "HEAD") expect(response.json()).toEqual({ message: endpointMessages.method })
    })

    it("400 when the form is neither a quote request nor a contact message, or claims to be both", async () => {
      const neither = await post("firstname=A&lastname=B")
      expect(neither.statusCode).toBe(400)
      expect(neither.json().message).toMatch(/Unknown form/)
      expect((await post(validLead({ submit: "yes" }))).statusCode).toBe(400)
      expect((await post(validLead({ privacy: "on" }))).statusCode).toBe(400)
    })

    it.each([
      "victim@corp.example,attacker@evil.example",
      '"Eve"<ceo@corp.example>',
      "eve@corp.example>",
      "a@corp.example;b@evil.example",
    ])("422 for an e-mail field that is not exactly one address: %j", async email => {
      for (const form of [validLead({ email }), validContact({ email })]) {
        const response = await post(form)
        expect(response.statusCode).toBe(422)
        expect(response.json()).toEqual({ message: extraMessages.oneEmailAddress })
      }
    })

    it.each(["\u202e", "\u202a", "\u2066", "\u2069"])(
      "422 for a bidirectional override or isolate (%j) in a name, which would show it in another order",
      async control => {
        const name = `Eve${control}gnp.exe`
        const response = await post(validLead({ firstname: name }))
        expect(response.statusCode).toBe(422)
        expect(response.json().message).toMatch(/contains characters that are not allowed/)
        expect((await post(validContact({ lastname: name }))).statusCode).toBe(422)
      },
    )

    it("422 when a field is sent twice", async () => {
      const response = await post(validLead() + "&email=other@example.org")
      expect(response.statusCode).toBe(422)
      expect(response.json()).toEqual({ message: "The field email was sent more than once." })
    })

    it("400 for a malformed Idempotency-Key", async () => {
      for (const key of ["", "has space", "x".repeat(129), "é"]) {
        const response = await post(validLead(), { "idempotency-key": key })
        expect(response.statusCode).toBe(400)
        expect(response.json()).toEqual({ message: endpointMessages.idempotencyKey })
      }
    })
  })

  describe("cross-site posts", () => {
    it.each([
      [{ "sec-fetch-site": "cross-site" }],
      [{ origin: "https://evil.example" }],
      [{ origin: "null" }],
      [{ referer: "https://evil.example/page" }],
      [{ "sec-fetch-site": "same-origin", origin: "http://localhost.evil.example" }],
    ])("are refused with 403 and nothing is stored: %j", async headers => {
      const response = await post(validLead(), headers)
      expect(response.statusCode).toBe(403)
      expect(response.json()).toEqual({ message: CROSS_SITE_MESSAGE })
      expect(await readLeads(config())).toEqual([])
    })

    it("from the site itself, SITE_URL or ALLOWED_ORIGINS, or with no origin at all, are accepted", async () => {
      await app().close()
      await startWith({ siteUrl: "https://www.example.com", allowedOrigins: ["https://preview.example.net"] })
      const accepted: Record<string, string>[] = [
        { "sec-fetch-site": "same-origin", origin: "http://localhost:80" },
        { origin: "https://localhost:80" },
        { origin: "https://www.example.com" },
        { origin: "https://preview.example.net" },
        { referer: "http://localhost:80/contact/" },
        {},
      ]
      for (const headers of accepted) {
        expect([headers, (await post(validLead(), { host: "localhost:80", ...headers })).statusCode]).toEqual([
          headers,
          200,
        ])
      }
      expect(await readLeads(config())).toHaveLength(accepted.length)
    })
  })

  describe("rate limit", () => {
    it("answers 429 with Retry-After and a message after LEADS_RATE_LIMIT posts from one address", async () => {
      await app().close()
      await startWith({ rateLimit: 3 })
      for (let i = 0; i < 3; i++) expect((await post(validLead({ phone: `050 123 456${i}` }))).statusCode).toBe(200)
      const limited = await post(validLead())
      expect(limited.statusCode).toBe(429)
      expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0)
      const [before, after] = forms.messages.extra.tooMany.split("{after}")
      expect(limited.json().message).toMatch(
        new RegExp(`^${escapeRegExp(before)}(10 minutes|[1-9] minutes?)${escapeRegExp(after)}$`),
      )
      // From a page of the Arabic edition, the same refusal in Arabic (the wait written in Arabic, Western digits).
      const arabicLimited = await post(validLead(), { referer: "http://site.test/ar/contact/", host: "site.test" })
      const [arBefore, arAfter] = forms.ar.messages.extra.tooMany.split("{after}")
      expect(arabicLimited.statusCode).toBe(429)
      expect(arabicLimited.json().message).toMatch(
        new RegExp(`^${escapeRegExp(arBefore)}(10 دقائق|[3-9] دقائق|دقيقتان|دقيقة)${escapeRegExp(arAfter)}$`),
      )
      expect(await readLeads(config())).toHaveLength(3)
      // Another address is not affected; the pages are never limited.
      const other = await app().inject({
        method: "POST",
        url: "/send_email.php",
        headers: FORM,
        payload: validLead(),
        remoteAddress: "10.0.0.9",
      })
      expect(other.statusCode).toBe(200)
      expect((await app().inject({ method: "GET", url: "/" })).statusCode).toBe(404)
    })

    // SQLite serves one process and counts in its memory (sqlite/throttle-store.ts).
    const acrossInstances = engine === "postgres" ? it : it.skip
    acrossInstances("counts an address's posts across every server instance on the same database", async () => {
      await app().close()
      await startWith({ rateLimit: 3 })
      const second = await buildApp(config())
      try {
        const postTo = (instance: FastifyInstance) =>
          instance.inject({ method: "POST", url: "/send_email.php", headers: FORM, payload: validLead() })
        expect((await postTo(app())).statusCode).toBe(200)
        expect((await postTo(second)).statusCode).toBe(200)
        expect((await postTo(app())).statusCode).toBe(200)
        expect((await postTo(second)).statusCode).toBe(429)
        expect((await postTo(app())).statusCode).toBe(429)
      } finally {
        await second.close()
      }
      expect(await readLeads(config())).toHaveLength(3)
    })

    it("tells visitors apart by X-Forwarded-For only behind a trusted proxy", async () => {
      await app().close()
      await startWith({ rateLimit: 1, trustProxy: true })
      expect((await post(validLead(), { "x-forwarded-for": "203.0.113.1" })).statusCode).toBe(200)
      expect((await post(validLead(), { "x-forwarded-for": "203.0.113.2" })).statusCode).toBe(200)
      expect((await post(validLead(), { "x-forwarded-for": "203.0.113.1" })).statusCode).toBe(429)
    })
  })

  describe("honeypot", () => {
    it("stores a filled honeypot as spam, without a notification, and answers like a success", async () => {
      const response = await post(validLead() + `&${HONEYPOT_FIELD}=http%3A%2F%2Fspam.example`)
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ ok: true, id: expect.stringMatching(LEAD_ID_PATTERN) })
      const [lead] = await readLeads(config())
      expect(lead).toMatchObject({ id: response.json().id, status: "spam", notification: null })
    })

    it("treats an empty honeypot as a person", async () => {
      expect((await post(validContact() + `&${HONEYPOT_FIELD}=`)).statusCode).toBe(200)
      expect((await readLeads(config()))[0].status).toBe("new")
    })
  })

  describe("Idempotency-Key", () => {
    it("replays the first answer for a repeated key and stores the lead once", async () => {
      const headers = { "idempotency-key": "4f9c2a57-1f7e-4d0b-9a3e-2b8d5c6e7f80" }
      const first = await post(validLead(), headers)
      const again = await post(validLead(), headers)
      expect(first.statusCode).toBe(200)
      expect(again.statusCode).toBe(200)
      expect(again.json()).toEqual(first.json())
      expect(await readLeads(config())).toHaveLength(1)
    })

    it("refuses a key reused for a different form", async () => {
      const headers = { "idempotency-key": "key-1" }
      expect((await post(validLead(), headers)).statusCode).toBe(200)
      const reused = await post(validLead({ firstname: "Someone else" }), headers)
      expect(reused.statusCode).toBe(422)
      expect(reused.json()).toEqual({ message: endpointMessages.keyReused })
      expect(await readLeads(config())).toHaveLength(1)
    })

    it("stores two posts without a key twice", async () => {
      await post(validLead())
      await post(validLead())
      expect(await readLeads(config())).toHaveLength(2)
    })
  })
})
