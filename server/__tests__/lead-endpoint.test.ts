/**
 * POST /send_email.php on each storage engine: what a visitor's valid and invalid posts get back, in each
 * edition, and what is stored.
 */
import { formTextsOf } from "../../shared/forms/form-edition-files"
import { serviceOptionsOf } from "../../shared/forms/form-edition-files"
import { fieldLimits } from "../../shared/forms/validation"
import forms from "../../data/forms.json"
import { escapeHtml } from "../escape-html"
import { LEAD_ID_PATTERN } from "../lead-id"
import { endpointUnderTest } from "./support/endpoint-under-test"
import { reportSkippedEngines } from "./support/storage-engines"
import { storageSites } from "./support/storage-sites"
import { leadService, readLeads, validContact, validLead } from "./support/test-app"

/** The English edition: these posts come from English pages, or name no page at all. */
const formTexts = formTextsOf("en")
const { lead: leadMessages, contact: contactMessages, extra: extraMessages } = formTexts.messages
const { lead: leadServiceOptions, contact: contactServiceOptions } = serviceOptionsOf("en")

const { labels } = formTexts
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

describe.each(storageSites)("the lead endpoint on $engine", ({ site: newSite }) => {
  const { app, config, startWith, post } = endpointUnderTest(newSite)

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
      expect(await readLeads(config())).toMatchObject([{ kind: "contact", privacy: "on" }])
    })

    it("a quote request from a browser without fetch metadata that asks for HTML: the lead form's confirmation", async () => {
      const response = await post(validLead(), { accept: "text/html" })
      expect(response.statusCode).toBe(200)
      expect(heading(response.body)).toBe(escapeHtml(formTexts.lead.success))
      expect(backLink(response.body)).toBe("/")
      expect(await readLeads(config())).toHaveLength(1)
    })

    it("an unticked privacy box (left out of the post by the browser): the privacy rule, nothing stored", async () => {
      const withoutPrivacy = new URLSearchParams(validContact())
      withoutPrivacy.delete("privacy")
      const response = await post(withoutPrivacy.toString(), navigation)
      expect(response.statusCode).toBe(400)
      expect(heading(response.body)).toBe(`${contactMessages.sendFailed} ${contactMessages.privacyRequired}`)
      expect(await readLeads(config())).toEqual([])
    })

    it("an invalid field: the form's failure text with the first failing rule; an allowed origin is linked back", async () => {
      await app().close()
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
      expect(await readLeads(config())).toEqual([])
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
      expect(await readLeads(config())).toMatchObject([{ kind: "contact", language: "ar", service: "" }])
    })

    it("the quote confirmation, and the lead keeps the English service value", async () => {
      const response = await post(validLead(), { ...navigation, referer: "http://site.test/ar/services/vat-service/" })
      expect(heading(response.body)).toBe(escapeHtml(arabic.lead.success))
      expect(await readLeads(config())).toMatchObject([{ kind: "lead", language: "ar", service: leadService }])
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
      expect(await readLeads(config())).toEqual([])
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
      expect(await readLeads(config())).toEqual([])
    })

    it("an English page's post stays English: lang en, left to right, recorded as English", async () => {
      const response = await post(validContact(), { ...navigation, referer: "http://site.test/contact/" })
      expect(response.body).toContain('<html lang="en" dir="ltr">')
      expect(heading(response.body)).toBe(escapeHtml(contactMessages.sent))
      // "/ar" must be a whole path segment: /arabic-news/ is an English page.
      await post(validLead(), { referer: "http://site.test/arabic-news/", host: "site.test" })
      expect(await readLeads(config())).toMatchObject([{ language: "en" }, { language: "en" }])
    })
  })

  describe("a valid submission", () => {
    it("stores a quote request with its notification and answers with its id", async () => {
      const response = await post(validLead({ firstname: "  Amira ", message: "  Hello\nthere  " }))
      expect(response.statusCode).toBe(200)
      const { ok, id } = response.json()
      expect(ok).toBe(true)
      expect(id).toMatch(LEAD_ID_PATTERN)
      const [lead] = await readLeads(config())
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
      const [lead] = await readLeads(config())
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
      expect(JSON.stringify(await readLeads(config()))).not.toContain("utm_source")
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
      expect((await readLeads(config())).every(lead => lead.message === "line one\nline two")).toBe(true)
    })
  })
})
