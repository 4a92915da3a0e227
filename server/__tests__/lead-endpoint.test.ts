import type { FastifyInstance } from "fastify"
import { formTextsOf } from "../../src/forms/form-edition-files"
import { HONEYPOT_FIELD } from "../../src/forms/honeypot"
import { serviceOptionsOf } from "../../src/forms/form-edition-files"
import { fieldLimits } from "../../src/forms/validation"
import forms from "../../data/forms.json"
import { buildApp } from "../app"
import type { Config } from "../config"
import { escapeHtml } from "../escape-html"
import { CROSS_SITE_MESSAGE } from "../http/cross-site"
import { endpointMessages } from "../http/lead-endpoint"
import { LEAD_ID_PATTERN } from "../lead-id"
import { reportSkippedEngines } from "./support/storage-engines"
import { storageSites } from "./support/storage-sites"
import { FORM, leadService, readLeads, testConfig, validContact, validLead } from "./support/test-app"

/** The English edition: these posts come from English pages, or name no page at all. */
const formTexts = formTextsOf("en")
const { lead: leadMessages, contact: contactMessages, extra: extraMessages } = formTexts.messages
const { lead: leadServiceOptions, contact: contactServiceOptions } = serviceOptionsOf("en")

const { labels } = formTexts
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
/** The Arabic templates as written in data/forms.json, to check the server fills them in. */
const rawArabicMessages = forms.ar.messages
/** A service the quote form offers and the contact form does not (when the data has one). */
const leadOnlyService = leadServiceOptions.find(
  option => !contactServiceOptions.some(other => other.value === option.value),
)
const leadOnlyCase: [Record<string, string>, string][] = leadOnlyService
  ? [[{ service: leadOnlyService.value }, extraMessages.serviceUnknown]]
  : []

reportSkippedEngines()

describe.each(storageSites)("the lead endpoint on $engine", ({ engine, site: newSite }) => {
  let app: FastifyInstance
  let config: Config

  /** A server on a fresh database of this engine, configured with the overrides. */
  const startWith = async (overrides: Partial<Config> = {}) => {
    config = testConfig({ ...(await newSite()), ...overrides })
    app = await buildApp(config)
  }

  beforeEach(() => startWith())
  afterEach(() => app.close())

  const post = (payload: string, headers: Record<string, string> = {}) =>
    app.inject({ method: "POST", url: "/send_email.php", headers: { ...FORM, ...headers }, payload })

  describe("a form the browser posts itself (before the scripts, or without JavaScript) gets a page, not JSON", () => {
    const navigation = { "sec-fetch-mode": "navigate", accept: "text/html,application/xhtml+xml", host: "site.test" }
    const heading = (html: string) => /<h1>(.*)<\/h1>/.exec(html)?.[1]
    const backLink = (html: string) =>
      new RegExp(`<a href="([^"]*)">${escapeHtml(formTexts.plainPost.backLabel)}</a>`).exec(html)?.[1]

    it("a contact message: stored, the spec's thank-you and a link back to the page it came from", async () => {
      const response = await post(validContact(), { ...navigation, referer: "http://site.test/contact/" })
      expect(response.statusCode).toBe(200)
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8")
      expect(heading(response.body)).toBe(escapeHtml(contactMessages.sent))
      expect(backLink(response.body)).toBe("/contact/")
      expect(await readLeads(config)).toMatchObject([{ kind: "contact", privacy: "on" }])
    })

    it("a quote request from a browser without fetch metadata that asks for HTML: the lead form's confirmation", async () => {
      const response = await post(validLead(), { accept: "text/html" })
      expect(response.statusCode).toBe(200)
      expect(heading(response.body)).toBe(escapeHtml(formTexts.lead.success))
      expect(backLink(response.body)).toBe("/")
      expect(await readLeads(config)).toHaveLength(1)
    })

    it("an unticked privacy box (left out of the post by the browser): the privacy rule, nothing stored", async () => {
      const withoutPrivacy = new URLSearchParams(validContact())
      withoutPrivacy.delete("privacy")
      const response = await post(withoutPrivacy.toString(), navigation)
      expect(response.statusCode).toBe(400)
      expect(heading(response.body)).toBe(`${contactMessages.sendFailed} ${contactMessages.privacyRequired}`)
      expect(await readLeads(config)).toEqual([])
    })

    it("an invalid field: the form's failure text with the first failing rule; an allowed origin is linked back", async () => {
      await app.close()
      await startWith({ allowedOrigins: ["https://staging.example.com"] })
      const response = await post(validContact({ email: "not-an-email" }), {
        ...navigation,
        referer: "https://staging.example.com/contact/",
      })
      expect(response.statusCode).toBe(422)
      expect(heading(response.body)).toBe(`${contactMessages.sendFailed} ${contactMessages.emailInvalid}`)
      expect(backLink(response.body)).toBe("https://staging.example.com/contact/")
      const lead = await post(validLead({ firstname: " " }), navigation)
      expect(heading(lead.body)).toBe(`${leadMessages.sendFailed} ${leadMessages.firstnameRequired}`)
      expect(await readLeads(config)).toEqual([])
    })

    it("the site's own script (fetch: Sec-Fetch-Mode cors) still gets JSON", async () => {
      const response = await post(validContact(), { "sec-fetch-mode": "cors", accept: "*/*" })
      expect(response.json()).toMatchObject({ ok: true })
    })
  })

  describe("a post from a page of the Arabic edition (/ar/…) is answered in Arabic and recorded as Arabic", () => {
    const arabic = formTextsOf("ar")
    const navigation = { "sec-fetch-mode": "navigate", accept: "text/html", host: "site.test" }
    const fromArabicContact = { referer: "http://site.test/ar/contact/", host: "site.test" }
    const heading = (html: string) => /<h1>(.*)<\/h1>/.exec(html)?.[1]
    const backLink = (html: string) =>
      new RegExp(`<a href="([^"]*)">${escapeHtml(arabic.plainPost.backLabel)}</a>`).exec(html)?.[1]

    it("the answer page: Arabic, right to left, the contact confirmation and a link back to the Arabic page", async () => {
      const response = await post(validContact(), { ...navigation, ...fromArabicContact })
      expect(response.statusCode).toBe(200)
      expect(response.body).toContain('<html lang="ar" dir="rtl">')
      expect(heading(response.body)).toBe(escapeHtml(arabic.messages.contact.sent))
      expect(backLink(response.body)).toBe("/ar/contact/")
      expect(await readLeads(config)).toMatchObject([{ kind: "contact", language: "ar", service: "" }])
    })

    it("the quote confirmation, and the lead keeps the English service value", async () => {
      const response = await post(validLead(), { ...navigation, referer: "http://site.test/ar/services/vat-service/" })
      expect(heading(response.body)).toBe(escapeHtml(arabic.lead.success))
      expect(await readLeads(config)).toMatchObject([{ kind: "lead", language: "ar", service: leadService }])
    })

    it("a failed rule: the Arabic failure text with the Arabic rule, nothing stored", async () => {
      const lead = await post(validLead({ firstname: " " }), { ...navigation, referer: "http://site.test/ar/" })
      expect(lead.statusCode).toBe(422)
      expect(lead.body).toContain('<html lang="ar" dir="rtl">')
      expect(heading(lead.body)).toBe(
        escapeHtml(`${arabic.messages.lead.sendFailed} ${arabic.messages.lead.firstnameRequired}`),
      )
      const withoutPrivacy = new URLSearchParams(validContact())
      withoutPrivacy.delete("privacy")
      const contact = await post(withoutPrivacy.toString(), { ...navigation, ...fromArabicContact })
      expect(heading(contact.body)).toBe(
        escapeHtml(`${arabic.messages.contact.sendFailed} ${arabic.messages.contact.privacyRequired}`),
      )
      expect(await readLeads(config)).toEqual([])
    })

    it("the site's script gets the Arabic rule as JSON, naming the field by its Arabic label", async () => {
      const invalid = await post(validContact({ email: "omar at example.org" }), fromArabicContact)
      expect(invalid.json()).toEqual({ message: arabic.messages.contact.emailInvalid })
      const tooLong = await post(validLead({ firstname: "ا".repeat(fieldLimits.firstname + 1) }), fromArabicContact)
      expect(tooLong.json()).toEqual({
        message: rawArabicMessages.extra.tooLong
          .replace("{label}", arabic.labels.firstname)
          .replace("{max}", String(fieldLimits.firstname)),
      })
      expect(await readLeads(config)).toEqual([])
    })

    it("an English page's post stays English: lang en, left to right, recorded as English", async () => {
      const response = await post(validContact(), { ...navigation, referer: "http://site.test/contact/" })
      expect(response.body).toContain('<html lang="en" dir="ltr">')
      expect(heading(response.body)).toBe(escapeHtml(contactMessages.sent))
      // "/ar" must be a whole path segment: /arabic-news/ is an English page.
      await post(validLead(), { referer: "http://site.test/arabic-news/", host: "site.test" })
      expect(await readLeads(config)).toMatchObject([{ language: "en" }, { language: "en" }])
    })
  })

  describe("a valid submission", () => {
    it("stores a quote request with its notification and answers with its id", async () => {
      const response = await post(validLead({ firstname: "  Amira ", message: "  Hello\nthere  " }))
      expect(response.statusCode).toBe(200)
      const { ok, id } = response.json()
      expect(ok).toBe(true)
      expect(id).toMatch(LEAD_ID_PATTERN)
      const [lead] = await readLeads(config)
      expect(lead).toMatchObject({
        id,
        kind: "lead",
        status: "new",
        firstname: "Amira",
        lastname: "Haddad",
        email: "amira@example.org",
        phone: "+971 50 123 4567",
        service: leadService,
        message: "Hello\nthere",
        privacy: "",
      })
      expect(lead.notification).toMatchObject({ attempts: 0, sentAt: null, needsAttention: false })
      // A pseudonym, not the address.
      expect(lead.ipHash).toMatch(/^[0-9a-f]{32}$/)
    })

    it("stores a contact message with the consent", async () => {
      const response = await post(validContact())
      expect(response.statusCode).toBe(200)
      const [lead] = await readLeads(config)
      expect(lead).toMatchObject({
        id: response.json().id,
        kind: "contact",
        status: "new",
        privacy: "on",
        message: "Please call me back.",
      })
    })

    it("ignores fields the forms do not have, and stores none of them", async () => {
      const response = await post(validLead() + "&utm_source=x&admin=true")
      expect(response.statusCode).toBe(200)
      expect(JSON.stringify(await readLeads(config))).not.toContain("utm_source")
    })
  })

  describe("validation answers 422 with the first failing rule's text and stores nothing", () => {
    it.each([
      [{ firstname: " " }, leadMessages.firstnameRequired],
      [{ lastname: "" }, leadMessages.lastnameRequired],
      [{ email: "" }, leadMessages.emailRequired],
      [{ email: "amira@example" }, leadMessages.emailInvalid],
      [{ phone: "" }, leadMessages.phoneRequired],
      [{ service: "" }, leadMessages.serviceRequired],
      [{ service: "Pizza" }, extraMessages.serviceUnknown],
      [{ firstname: "", lastname: "", email: "" }, leadMessages.firstnameRequired],
    ])("lead form %j: %s", async (values, message) => {
      const response = await post(validLead(values))
      expect(response.statusCode).toBe(422)
      expect(response.json()).toEqual({ message })
    })

    it.each<[Record<string, string>, string]>([
      [{ firstname: "" }, contactMessages.firstnameRequired],
      [{ lastname: " " }, contactMessages.lastnameRequired],
      [{ email: "" }, contactMessages.emailRequired],
      [{ email: "no at sign.com" }, contactMessages.emailInvalid],
      [{ message: "  " }, contactMessages.messageRequired],
      [{ privacy: "" }, contactMessages.privacyRequired],
      ...leadOnlyCase,
    ])("contact form %j: %s", async (values, message) => {
      const response = await post(validContact(values))
      expect(response.statusCode).toBe(422)
      expect(response.json()).toEqual({ message })
    })

    it.each([
      ["firstname", 100, labels.firstname],
      ["lastname", 100, labels.lastname],
      ["email", 254, labels.email],
      ["phone", 40, labels.phone],
      ["message", 5000, labels.message],
    ])("caps %s at %d characters", async (field, max, label) => {
      const tooLong = field === "email" ? `${"a".repeat(max)}@example.org` : "x".repeat(max + 1)
      const response = await post(validLead({ [field]: tooLong }))
      expect(response.statusCode).toBe(422)
      expect(response.json()).toEqual({ message: extraMessages.tooLong(label, max) })
    })

    it.each([
      ["firstname", extraMessages.controlCharacters(labels.firstname)],
      ["lastname", extraMessages.controlCharacters(labels.lastname)],
      // A line break is white space, which the e-mail pattern already refuses.
      ["email", leadMessages.emailInvalid],
      ["phone", extraMessages.controlCharacters(labels.phone)],
    ])("refuses CR/LF in %s (no e-mail header injection)", async (field, message) => {
      for (const injected of ["x\r\nBcc: victim@example.net", "x\nBcc: victim@example.net", "x\rBcc: y"]) {
        const value = field === "email" ? `a${injected}@example.org` : injected
        for (const body of [validLead({ [field]: value }), validContact({ [field]: value })]) {
          const response = await post(body)
          expect(response.statusCode).toBe(422)
          expect(response.json()).toEqual({ message })
        }
      }
    })

    it("refuses CR/LF in the service and control characters in the message, but allows its line breaks", async () => {
      expect((await post(validLead({ service: `${leadService}\r\nBcc: x` }))).json()).toEqual({
        message: extraMessages.controlCharacters(labels.service),
      })
      expect((await post(validLead({ message: "bell \u0007" }))).json()).toEqual({
        message: extraMessages.controlCharacters(labels.message),
      })
      expect((await post(validLead({ message: "line one\r\nline two" }))).statusCode).toBe(200)
    })

    afterEach(async () => {
      expect((await readLeads(config)).every(lead => lead.message === "line one\nline two")).toBe(true)
    })
  })

  describe("malformed requests get a clear 4xx and change nothing", () => {
    afterEach(async () => expect(await readLeads(config)).toEqual([]))

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
      const response = await app.inject({ method: "POST", url: "/send_email.php", payload: validLead() })
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
      const response = await app.inject({ method, url: "/send_email.php" })
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
      expect(await readLeads(config)).toEqual([])
    })

    it("from the site itself, SITE_URL or ALLOWED_ORIGINS, or with no origin at all, are accepted", async () => {
      await app.close()
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
      expect(await readLeads(config)).toHaveLength(accepted.length)
    })
  })

  describe("rate limit", () => {
    it("answers 429 with Retry-After and a message after LEADS_RATE_LIMIT posts from one address", async () => {
      await app.close()
      await startWith({ rateLimit: 3 })
      for (let i = 0; i < 3; i++) expect((await post(validLead({ phone: String(i) }))).statusCode).toBe(200)
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
      expect(await readLeads(config)).toHaveLength(3)
      // Another address is not affected; the pages are never limited.
      const other = await app.inject({
        method: "POST",
        url: "/send_email.php",
        headers: FORM,
        payload: validLead(),
        remoteAddress: "10.0.0.9",
      })
      expect(other.statusCode).toBe(200)
      expect((await app.inject({ method: "GET", url: "/" })).statusCode).toBe(404)
    })

    // SQLite serves one process and counts in its memory (sqlite/throttle-store.ts).
    const acrossInstances = engine === "postgres" ? it : it.skip
    acrossInstances("counts an address's posts across every server instance on the same database", async () => {
      await app.close()
      await startWith({ rateLimit: 3 })
      const second = await buildApp(config)
      try {
        const postTo = (instance: FastifyInstance) =>
          instance.inject({ method: "POST", url: "/send_email.php", headers: FORM, payload: validLead() })
        expect((await postTo(app)).statusCode).toBe(200)
        expect((await postTo(second)).statusCode).toBe(200)
        expect((await postTo(app)).statusCode).toBe(200)
        expect((await postTo(second)).statusCode).toBe(429)
        expect((await postTo(app)).statusCode).toBe(429)
      } finally {
        await second.close()
      }
      expect(await readLeads(config)).toHaveLength(3)
    })

    it("tells visitors apart by X-Forwarded-For only behind a trusted proxy", async () => {
      await app.close()
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
      const [lead] = await readLeads(config)
      expect(lead).toMatchObject({ id: response.json().id, status: "spam", notification: null })
    })

    it("treats an empty honeypot as a person", async () => {
      expect((await post(validContact() + `&${HONEYPOT_FIELD}=`)).statusCode).toBe(200)
      expect((await readLeads(config))[0].status).toBe("new")
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
      expect(await readLeads(config)).toHaveLength(1)
    })

    it("refuses a key reused for a different form", async () => {
      const headers = { "idempotency-key": "key-1" }
      expect((await post(validLead(), headers)).statusCode).toBe(200)
      const reused = await post(validLead({ firstname: "Someone else" }), headers)
      expect(reused.statusCode).toBe(422)
      expect(reused.json()).toEqual({ message: endpointMessages.keyReused })
      expect(await readLeads(config)).toHaveLength(1)
    })

    it("stores two posts without a key twice", async () => {
      await post(validLead())
      await post(validLead())
      expect(await readLeads(config)).toHaveLength(2)
    })
  })
})
