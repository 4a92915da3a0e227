import type { FastifyInstance } from "fastify"
import { mkdirSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { buildApp } from "../../app"
import type { Config } from "../../config"
import { staffMessages } from "../../staff/staff-context"
import { UNKNOWN_ACCOUNT } from "../../storage/audit"
import { STAFF_CONTENT_SECURITY_POLICY } from "../../staff/staff-guard"
import { UTF8_BOM } from "../../lead-export"
import { HONEYPOT_FIELD } from "../../../shared/forms/honeypot"
import { reportSkippedEngines } from "../support/storage-engines"
import { storageSites } from "../support/storage-sites"
import { FORM, testConfig, validContact, validLead, withStorage } from "../support/test-app"
import {
  accountsOf,
  addStaffUser,
  cookieOf,
  SAME_ORIGIN,
  signIn,
  STAFF_CLI,
  STAFF_EMAIL,
  STAFF_PASSWORD,
  type StaffClient,
} from "../support/staff-session"
import { totpCodeAt } from "../support/totp-code"
import type { CheapPasswords } from "../support/cheap-passwords"

// Accounts and the decoy hashed at the cheapest parameters: this suite checks what sign-in
// decides, not what a hash costs (support/cheap-passwords.ts).
jest.mock("../../staff/passwords", () =>
  jest.requireActual<CheapPasswords>("../support/cheap-passwords").cheapPasswords(),
)

reportSkippedEngines()

describe.each(storageSites)("the staff API on $engine", ({ site: newSite }) => {
  let app: FastifyInstance
  let config: Config

  async function start(overrides: Partial<Config> = {}) {
    config = testConfig({ ...(await newSite()), ...overrides })
    mkdirSync(join(config.staffAppDir, "assets"), { recursive: true })
    writeFileSync(
      join(config.staffAppDir, "index.html"),
      "<!doctype html><title>Staff</title><div id=staff-root></div>",
    )
    writeFileSync(join(config.staffAppDir, "assets", "app.js"), "console.log('staff')")
    app = await buildApp(config)
    await addStaffUser(config)
  }
  beforeEach(() => start())
  afterEach(() => app.close())

  const postLead = (payload: string, headers: Record<string, string> = {}) =>
    app.inject({ method: "POST", url: "/send_email.php", headers: { ...FORM, ...headers }, payload })

  async function storedLeadId(payload = validLead()): Promise<string> {
    const response = await postLead(payload)
    return response.json().id as string
  }

  const auditActions = (client: StaffClient) =>
    client.request({ method: "GET", url: "/staff/api/audit" }).then(response => response.json().entries)

  const GUESSED_ID = "01JABCDEFGHJKMNPQRSTVWXYZ0"

  describe("without a session", () => {
    const routes: [string, string][] = [
      ["GET", "/staff/api/session"],
      ["DELETE", "/staff/api/session"],
      ["GET", "/staff/api/leads"],
      ["GET", "/staff/api/leads.csv"],
      ["GET", `/staff/api/leads/${GUESSED_ID}`],
      ["POST", `/staff/api/leads/${GUESSED_ID}/status`],
      ["POST", `/staff/api/leads/${GUESSED_ID}/notes`],
      ["POST", `/staff/api/leads/${GUESSED_ID}/resend`],
      ["DELETE", `/staff/api/leads/${GUESSED_ID}`],
      ["GET", "/staff/api/audit"],
      ["POST", "/staff/api/totp/setup"],
      ["POST", "/staff/api/totp/enable"],
      ["POST", "/staff/api/totp/disable"],
      ["GET", "/staff/api/anything-else"],
    ]

    it.each(routes)("%s %s answers 401 and tells nothing", async (method, url) => {
      const id = await storedLeadId()
      const response = await app.inject({
        method: method as "GET",
        url: url.replace(GUESSED_ID, id),
        headers: method === "GET" ? {} : SAME_ORIGIN,
        payload: method === "GET" ? undefined : {},
      })
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ message: staffMessages.signIn })
      expect(response.body).not.toContain("Amira")
    })

    it("a forged or stale cookie is no session", async () => {
      const response = await app.inject({ url: "/staff/api/leads", headers: { cookie: "staff_session=forged" } })
      expect(response.statusCode).toBe(401)
    })
  })

  describe("sign-in", () => {
    const attempt = (payload: Record<string, string>, headers: Record<string, string> = SAME_ORIGIN) =>
      app.inject({ method: "POST", url: "/staff/api/session", headers, payload })

    it("sets an HttpOnly, SameSite=Strict session cookie and answers who is signed in", async () => {
      const response = await attempt({ email: STAFF_EMAIL, password: STAFF_PASSWORD })
      expect(response.statusCode).toBe(200)
      const [cookie, device] = [response.headers["set-cookie"] ?? []].flat()
      expect(cookie).toMatch(/^staff_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict$/)
      // The device cookie outlives the session: it is what keeps this browser known (devices.ts).
      expect(device).toMatch(
        /^staff_device=\d+\.[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}; Max-Age=15552000; Path=\/; HttpOnly; SameSite=Strict$/,
      )
      expect(response.json()).toMatchObject({ email: STAFF_EMAIL, totpEnabled: false, newCount: 0 })
    })

    it("over https the cookie is __Host- prefixed and Secure", async () => {
      await app.close()
      await start({ trustProxy: true })
      const response = await attempt(
        { email: STAFF_EMAIL, password: STAFF_PASSWORD },
        { ...SAME_ORIGIN, origin: "https://localhost:80", "x-forwarded-proto": "https" },
      )
      expect(response.statusCode).toBe(200)
      const [cookie, device] = [response.headers["set-cookie"] ?? []].flat()
      expect(cookie).toMatch(/^__Host-staff_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; Secure; SameSite=Strict$/)
      expect(device).toMatch(
        /^__Host-staff_device=[^;]+; Max-Age=15552000; Path=\/; HttpOnly; Secure; SameSite=Strict$/,
      )
    })

    it("answers an unknown e-mail and a wrong password alike, and logs both failures", async () => {
      const unknown = await attempt({ email: "nobody@example.com", password: STAFF_PASSWORD })
      const wrong = await attempt({ email: STAFF_EMAIL, password: "not the password" })
      expect(unknown.statusCode).toBe(401)
      expect(wrong.statusCode).toBe(401)
      expect(unknown.json()).toEqual(wrong.json())
      expect(wrong.json()).toEqual({ message: staffMessages.wrongCredentials })
      expect(unknown.headers["set-cookie"]).toBeUndefined()

      const client = await signIn(app)
      const entries = await auditActions(client)
      expect(
        entries.map((entry: { action: string; actor: string; detail: string }) => [entry.action, entry.actor]),
      ).toEqual([
        ["sign-in", STAFF_EMAIL],
        ["sign-in-failed", STAFF_EMAIL],
        ["sign-in-failed", UNKNOWN_ACCOUNT],
        ["account-added", STAFF_CLI],
      ])
    })

    it("slows down repeated failures for the account from this address, with the time to wait", async () => {
      for (let i = 0; i < 6; i++) await attempt({ email: STAFF_EMAIL, password: "wrong password!" })
      const throttled = await attempt({ email: STAFF_EMAIL, password: STAFF_PASSWORD })
      expect(throttled.statusCode).toBe(429)
      expect(throttled.json().message).toMatch(/^Too many failed attempts\. Wait \d+ seconds?, then try again\.$/)
      expect(Number(throttled.headers["retry-after"])).toBeGreaterThan(0)
    })

    it("is refused from another site, and a malformed body gets a clear 400", async () => {
      const crossSite = await attempt(
        { email: STAFF_EMAIL, password: STAFF_PASSWORD },
        { "sec-fetch-site": "cross-site", origin: "https://evil.example" },
      )
      expect(crossSite.statusCode).toBe(403)
      expect(crossSite.json()).toEqual({ message: staffMessages.crossSite })
      const otherOrigin = await attempt(
        { email: STAFF_EMAIL, password: STAFF_PASSWORD },
        { origin: "https://evil.example" },
      )
      expect(otherOrigin.statusCode).toBe(403)
      const malformed = await app.inject({
        method: "POST",
        url: "/staff/api/session",
        headers: { ...SAME_ORIGIN, "content-type": "application/json" },
        payload: "{not json",
      })
      expect(malformed.statusCode).toBe(400)
      const wrongTypes = await attempt({ email: ["a"], password: 5 } as never)
      expect(wrongTypes.statusCode).toBe(400)
      expect(wrongTypes.json().message).toMatch(/^The request is not valid\. \(body\/email must be string\)$/)
    })

    it("gives a new session id each time, and sign-out ends the session on the server", async () => {
      const first = await signIn(app)
      const second = await signIn(app)
      expect(first.cookie).not.toBe(second.cookie)
      const out = await second.request({ method: "DELETE", url: "/staff/api/session" })
      expect(out.statusCode).toBe(200)
      expect(out.json()).toEqual({ message: "Signed out." })
      expect(String(out.headers["set-cookie"])).toMatch(/^staff_session=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970/)
      expect((await second.request({ method: "GET", url: "/staff/api/leads" })).statusCode).toBe(401)
      expect((await first.request({ method: "GET", url: "/staff/api/leads" })).statusCode).toBe(200)
    })

    it("asks for the authenticator code once two-step sign-in is on, and refuses a wrong one", async () => {
      const client = await signIn(app)
      const setup = await client.request({ method: "POST", url: "/staff/api/totp/setup" })
      const { secret, qrSvg } = setup.json()
      expect(qrSvg).toMatch(/^<svg/)
      const wrong = await client.request({
        method: "POST",
        url: "/staff/api/totp/enable",
        payload: { code: "000000", password: STAFF_PASSWORD },
      })
      expect(wrong.statusCode).toBe(400)
      const enabled = await client.request({
        method: "POST",
        url: "/staff/api/totp/enable",
        payload: { code: totpCodeAt(secret, Date.now()), password: STAFF_PASSWORD },
      })
      expect(enabled.json()).toEqual({ totpEnabled: true })

      const withoutCode = await attempt({ email: STAFF_EMAIL, password: STAFF_PASSWORD })
      expect(withoutCode.statusCode).toBe(401)
      expect(withoutCode.json()).toEqual({ message: staffMessages.codeNeeded, needsCode: true })
      const wrongCode = await attempt({ email: STAFF_EMAIL, password: STAFF_PASSWORD, code: "123456" })
      expect(wrongCode.json()).toEqual({ message: staffMessages.wrongCode, needsCode: true })
      const withCode = await attempt({
        email: STAFF_EMAIL,
        password: STAFF_PASSWORD,
        code: totpCodeAt(secret, Date.now() + 30_000),
      })
      expect(withCode.statusCode).toBe(200)
      expect(withCode.json().totpEnabled).toBe(true)
    })
  })

  describe("signed in", () => {
    let client: StaffClient
    beforeEach(async () => {
      client = await signIn(app)
    })

    it("every staff response is no-store, noindex and under a CSP without inline script", async () => {
      for (const url of [
        "/staff/",
        "/staff/leads/x",
        "/staff/api/leads",
        "/staff/assets/app.js",
        "/staff/api/nothing",
      ]) {
        const response = await client.request({ method: "GET", url })
        expect(response.headers["cache-control"]).toBe("no-store")
        expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow")
        expect(response.headers["content-security-policy"]).toBe(STAFF_CONTENT_SECURITY_POLICY)
      }
      expect(STAFF_CONTENT_SECURITY_POLICY).toContain("script-src 'self';")
      expect(STAFF_CONTENT_SECURITY_POLICY).not.toContain("unsafe-inline")
      const shell = await app.inject({ url: "/staff/" })
      expect(shell.statusCode).toBe(200)
      expect(shell.headers["cache-control"]).toBe("no-store")
    })

    it("a change without the CSRF token, or from another site, is refused and changes nothing", async () => {
      const id = await storedLeadId()
      const noToken = await app.inject({
        method: "POST",
        url: `/staff/api/leads/${id}/status`,
        headers: { ...SAME_ORIGIN, cookie: client.cookie },
        payload: { status: "done" },
      })
      expect(noToken.statusCode).toBe(403)
      expect(noToken.json()).toEqual({ message: staffMessages.csrf })
      const crossSite = await client.request({
        method: "POST",
        url: `/staff/api/leads/${id}/status`,
        headers: { "sec-fetch-site": "cross-site" },
        payload: { status: "done" },
      })
      expect(crossSite.statusCode).toBe(403)
      // Without fetch metadata and Origin, the Referer tells where the request comes from.
      const refererElsewhere = await app.inject({
        method: "POST",
        url: `/staff/api/leads/${id}/status`,
        headers: { cookie: client.cookie, "x-csrf-token": client.csrfToken, referer: "https://evil.example/page" },
        payload: { status: "done" },
      })
      expect(refererElsewhere.statusCode).toBe(403)
      expect(refererElsewhere.json()).toEqual({ message: staffMessages.crossSite })
      const lead = await client.request({ method: "GET", url: `/staff/api/leads/${id}` })
      expect(lead.json().status).toBe("new")
    })

    it("a guessed or erased id gets the same 404 (a malformed one, see lead-route-schemas.test.ts)", async () => {
      const id = await storedLeadId()
      await client.request({ method: "DELETE", url: `/staff/api/leads/${id}` })
      for (const candidate of [GUESSED_ID, id]) {
        const response = await client.request({
          method: "GET",
          url: `/staff/api/leads/${encodeURIComponent(candidate)}`,
        })
        expect(response.statusCode).toBe(404)
        expect(response.json()).toEqual({ message: staffMessages.noLead })
      }
    })

    it("lists, filters and searches; works a lead; counts new leads; deletes with an audit entry free of personal data", async () => {
      const quote = await storedLeadId()
      await storedLeadId(validContact())
      const list = await client.request({ method: "GET", url: "/staff/api/leads" })
      expect(list.json()).toMatchObject({
        total: 2,
        newCount: 2,
        rows: [{ kind: "contact" }, { kind: "lead", id: quote }],
      })
      const searched = await client.request({ method: "GET", url: "/staff/api/leads?q=amira" })
      expect(searched.json().rows.map((row: { id: string }) => row.id)).toEqual([quote])
      const badFilter = await client.request({ method: "GET", url: "/staff/api/leads?status=archived" })
      expect(badFilter.statusCode).toBe(400)
      expect(badFilter.json().message).toContain('"status" must be one of')

      const status = await client.request({
        method: "POST",
        url: `/staff/api/leads/${quote}/status`,
        payload: { status: "in_progress" },
      })
      expect(status.json()).toMatchObject({ status: "in_progress", activity: [{ kind: "status", actor: STAFF_EMAIL }] })
      const note = await client.request({
        method: "POST",
        url: `/staff/api/leads/${quote}/notes`,
        payload: { body: "Call at 4" },
      })
      expect(note.json().activity.at(-1)).toMatchObject({ kind: "note", body: "Call at 4", actor: STAFF_EMAIL })
      const emptyNote = await client.request({
        method: "POST",
        url: `/staff/api/leads/${quote}/notes`,
        payload: { body: " " },
      })
      expect(emptyNote.statusCode).toBe(400)
      expect((await client.request({ method: "GET", url: "/staff/api/session" })).json().newCount).toBe(1)

      const erased = await client.request({ method: "DELETE", url: `/staff/api/leads/${quote}` })
      expect(erased.json()).toEqual({ ok: true, newCount: 1 })
      const entries = await auditActions(client)
      expect(entries.map((entry: { action: string }) => entry.action)).toEqual([
        "delete",
        "note",
        "status",
        "sign-in",
        "account-added",
      ])
      expect(JSON.stringify(entries)).not.toMatch(/Amira|Haddad|amira@example\.org|Call at 4/)
      expect(entries[0]).toMatchObject({ leadId: quote, actor: STAFF_EMAIL })
    })

    it('Spam keeps honeypot posts unmailed until "Not spam" queues the notification', async () => {
      const spam = await storedLeadId(validLead({ [HONEYPOT_FIELD]: "yes" }))
      const inbox = await client.request({ method: "GET", url: "/staff/api/leads" })
      expect(inbox.json().total).toBe(0)
      const spamList = await client.request({ method: "GET", url: "/staff/api/leads?status=spam" })
      expect(spamList.json().rows).toMatchObject([{ id: spam, mail: "not sent (spam)" }])
      const resend = await client.request({ method: "POST", url: `/staff/api/leads/${spam}/resend` })
      expect(resend.statusCode).toBe(409)
      const moved = await client.request({
        method: "POST",
        url: `/staff/api/leads/${spam}/status`,
        payload: { status: "new" },
      })
      expect(moved.json()).toMatchObject({ status: "new", mail: "pending" })
      expect((await auditActions(client))[0]).toMatchObject({ action: "not-spam", leadId: spam })
    })

    it("exports the current filter as UTF-8 CSV with a BOM, formulas neutralised, HTML as plain text", async () => {
      await storedLeadId(
        validLead({ firstname: "مريم", lastname: '=HYPERLINK("http://evil")', message: "<script>alert(1)</script>" }),
      )
      await storedLeadId(validContact({ firstname: "Omar" }))
      const response = await client.request({ method: "GET", url: "/staff/api/leads.csv?kind=lead" })
      expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8")
      expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/)
      const text = response.rawPayload.toString("utf8")
      expect(text.startsWith(UTF8_BOM)).toBe(true)
      const lines = text.slice(1).trimEnd().split("\r\n")
      expect(lines).toHaveLength(2)
      expect(lines[0]).toContain(`"source_page","landing_page","referrer"`)
      expect(lines[1]).toContain(`"مريم","'=HYPERLINK(""http://evil"")"`)
      expect(lines[1]).toContain("<script>alert(1)</script>")
      expect(lines[1]).not.toContain("Omar")
      expect((await auditActions(client))[0]).toMatchObject({ action: "export", detail: "1 leads" })
    })

    it("shows where a lead came from: the form's page, the landing page with utm_* and the external referrer", async () => {
      const id = (
        await postLead(validLead(), {
          referer: "http://localhost:80/services/vat-registration/",
          host: "localhost:80",
          cookie: `visit=${Buffer.from(JSON.stringify({ landing: "/?utm_source=newsletter", referrer: "https://search.example/" })).toString("base64url")}`,
        })
      ).json().id
      const lead = await client.request({ method: "GET", url: `/staff/api/leads/${id}` })
      expect(lead.json().origin).toEqual({
        sourcePage: "/services/vat-registration/",
        landingPage: "/?utm_source=newsletter",
        referrer: "https://search.example/",
      })
    })

    it("shows each lead's edition, filters by it, finds Arabic names and words, and exports Arabic as UTF-8 bytes", async () => {
      const fromPage = (path: string) => ({ referer: `http://localhost:80${path}`, host: "localhost:80" })
      const arabic = (
        await postLead(
          validContact({ firstname: "مريم", lastname: "الهاشمي", message: "نرغب في فتح حساب بنكي لشركتنا في دبي" }),
          fromPage("/ar/contact/"),
        )
      ).json().id as string
      const english = (await postLead(validLead(), fromPage("/contact/"))).json().id as string
      const ids = async (query: string) => {
        const response = await client.request({ method: "GET", url: `/staff/api/leads?${query}` })
        expect(response.statusCode).toBe(200)
        return response.json().rows.map((row: { id: string }) => row.id)
      }
      const rows = (await client.request({ method: "GET", url: "/staff/api/leads" })).json().rows
      expect(rows).toMatchObject([
        { id: english, language: "en" },
        { id: arabic, language: "ar", name: "مريم الهاشمي" },
      ])
      expect((await client.request({ method: "GET", url: `/staff/api/leads/${arabic}` })).json()).toMatchObject({
        language: "ar",
        origin: { sourcePage: "/ar/contact/" },
      })
      expect(await ids("language=ar")).toEqual([arabic])
      expect(await ids("language=en")).toEqual([english])
      for (const words of ["مريم", "الهاشمي", "حساب بنكي", "دبي"])
        expect(await ids(`q=${encodeURIComponent(words)}`)).toEqual([arabic])
      expect(await ids(`language=en&q=${encodeURIComponent("مريم")}`)).toEqual([])
      const unknown = await client.request({ method: "GET", url: "/staff/api/leads?language=fr" })
      expect(unknown.statusCode).toBe(400)
      expect(unknown.json().message).toContain('"language" must be one of')

      const csv = (await client.request({ method: "GET", url: "/staff/api/leads.csv?language=ar" })).rawPayload
      // The bytes themselves: a UTF-8 byte-order mark, then the Arabic name in UTF-8 (مريم is
      // d9 85 d8 b1 d9 8a d9 85), never a replacement character (ef bf bd) or a legacy code page.
      expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
      expect(csv.includes(Buffer.from([0xd9, 0x85, 0xd8, 0xb1, 0xd9, 0x8a, 0xd9, 0x85]))).toBe(true)
      expect(csv.includes(Buffer.from('"مريم","الهاشمي"', "utf8"))).toBe(true)
      expect(csv.includes(Buffer.from([0xef, 0xbf, 0xbd]))).toBe(false)
      const lines = csv.toString("utf8").slice(1).trimEnd().split("\r\n")
      expect(lines).toHaveLength(2)
      expect(lines[1]).toContain(`"${arabic}"`)
      expect(lines[1]).toContain(`,"ar",`)
    })
  })

  it("an account removed on the server loses its sessions at once", async () => {
    const client = await signIn(app)
    await withStorage(config, storage => accountsOf(config, storage).remove(STAFF_EMAIL, "command line (test)"))
    expect((await client.request({ method: "GET", url: "/staff/api/leads" })).statusCode).toBe(401)
    expect(cookieOf(`staff_session=x; Path=/`)).toBe("staff_session=x")
  })

  it("an editor works on its own account and sees nothing of the leads; a role changed on the server counts at its next request", async () => {
    await storedLeadId()
    await addStaffUser(config, "ed@example.com", STAFF_PASSWORD, "editor")
    const editor = await signIn(app, { email: "ed@example.com" })
    const session = await editor.request({ method: "GET", url: "/staff/api/session" })
    expect(session.json()).toMatchObject({ email: "ed@example.com", role: "editor", newCount: 0 })
    for (const url of ["/staff/api/leads", "/staff/api/leads.csv", "/staff/api/audit"]) {
      const refused = await editor.request({ method: "GET", url })
      expect({ url, status: refused.statusCode, body: refused.json() }).toEqual({
        url,
        status: 403,
        body: { message: staffMessages.notYourRole },
      })
    }
    const changed = await editor.request({
      method: "POST",
      url: "/staff/api/password",
      payload: { currentPassword: STAFF_PASSWORD, newPassword: "the editor's new password" },
    })
    expect(changed.statusCode).toBe(200)

    await withStorage(config, storage => accountsOf(config, storage).setRole("ed@example.com", "owner", STAFF_CLI))
    expect((await editor.request({ method: "GET", url: "/staff/api/leads" })).json().total).toBe(1)
    expect((await editor.request({ method: "GET", url: "/staff/api/session" })).json()).toMatchObject({
      role: "owner",
      newCount: 1,
    })
    const staff = await signIn(app)
    expect((await staff.request({ method: "GET", url: "/staff/api/session" })).json().role).toBe("inbox")
  })
})
