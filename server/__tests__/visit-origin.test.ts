import type { FastifyInstance } from "fastify"
import { buildApp } from "../app"
import type { Config } from "../config"
import { VISIT_COOKIE } from "../http/visit-origin"
import { createFixtureSite } from "./support/fixture-site"
import { FORM, readLeads, testConfig, validLead } from "./support/test-app"

let app: FastifyInstance
let config: Config
beforeEach(async () => {
  config = testConfig({ publicDir: createFixtureSite() })
  app = await buildApp(config)
})
afterEach(() => app.close())

const visitCookie = (setCookie: string | string[] | number | undefined) =>
  String(setCookie ?? "")
    .split(";")[0]
    .trim()

describe("where a lead came from, learned without any script on the public pages", () => {
  it("the first page of a visit sets an HttpOnly session cookie with the landing page, its utm_* and the external referrer", async () => {
    const landing = await app.inject({
      url: "/about/?utm_source=newsletter&utm_campaign=vat%20q1&email=amira%40example.org",
      headers: { host: "site.test", referer: "https://search.example/results?q=bank+account" },
    })
    expect(landing.statusCode).toBe(200)
    const setCookie = String(landing.headers["set-cookie"])
    expect(setCookie).toMatch(new RegExp(`^${VISIT_COOKIE}=[A-Za-z0-9_-]+; Path=/; HttpOnly; SameSite=Lax$`))
    const cookie = visitCookie(landing.headers["set-cookie"])

    // Later pages of the visit keep the first one.
    const next = await app.inject({ url: "/services/", headers: { host: "site.test", cookie } })
    expect(next.headers["set-cookie"]).toBeUndefined()
    // Assets and the 404 page set nothing.
    const missing = await app.inject({ url: "/nowhere/", headers: { host: "site.test" } })
    expect(missing.headers["set-cookie"]).toBeUndefined()

    const posted = await app.inject({
      method: "POST",
      url: "/send_email.php",
      headers: { ...FORM, host: "site.test", cookie, referer: "http://site.test/services/open-bank-account/" },
      payload: validLead(),
    })
    expect(posted.statusCode).toBe(200)
    expect((await readLeads(config))[0].origin).toEqual({
      sourcePage: "/services/open-bank-account/",
      landingPage: "/about/?utm_source=newsletter&utm_campaign=vat+q1",
      referrer: "https://search.example/results",
    })
  })

  it("an internal referrer is no referrer; without the cookie the page is still known from the Referer", async () => {
    const landing = await app.inject({ url: "/", headers: { host: "site.test", referer: "http://site.test/about/" } })
    const cookie = visitCookie(landing.headers["set-cookie"])
    await app.inject({
      method: "POST",
      url: "/send_email.php",
      headers: { ...FORM, host: "site.test", cookie },
      payload: validLead(),
    })
    await app.inject({
      method: "POST",
      url: "/send_email.php",
      headers: { ...FORM, host: "site.test", referer: "http://site.test/contact-us/" },
      payload: validLead({ firstname: "Second" }),
    })
    const [first, second] = await readLeads(config)
    expect(first.origin).toEqual({ sourcePage: null, landingPage: "/", referrer: null })
    expect(second.origin).toEqual({ sourcePage: "/contact-us/", landingPage: null, referrer: null })
  })

  it("a tampered cookie is ignored, not an error", async () => {
    for (const value of [
      "not-base64!",
      Buffer.from('{"landing":"https://evil"}').toString("base64url"),
      "x".repeat(5000),
    ]) {
      const response = await app.inject({
        method: "POST",
        url: "/send_email.php",
        headers: { ...FORM, host: "site.test", cookie: `${VISIT_COOKIE}=${value}` },
        payload: validLead({ firstname: `T${value.length}` }),
      })
      expect(response.statusCode).toBe(200)
    }
    expect((await readLeads(config)).map(lead => lead.origin.landingPage)).toEqual([null, null, null])
  })
})
