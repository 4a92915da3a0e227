/**
 * E-mailed sign-in links, over real sockets and a real SMTP server, on every storage engine: a
 * flood of guesses from many addresses keeps a new browser waiting until the owner asks for a
 * link; the link makes that browser (and no other) known, once and for 15 minutes; the answer
 * is the same for any e-mail.
 */
import type { FastifyInstance } from "fastify"
import { buildApp } from "../../app"
import type { Config } from "../../config"
import { LINK_ACCOUNT_RULES, LINK_ADDRESS_RULES, LINK_LIFETIME_MS, linkMessages } from "../../staff/sign-in-links"
import { sendRaw, type RawResponse } from "../support/raw-http"
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink"
import { reportSkippedEngines } from "../support/storage-engines"
import { storageSites } from "../support/storage-sites"
import { addStaffUser, STAFF_EMAIL, STAFF_PASSWORD } from "../support/staff-session"
import { freezeDate } from "../support/frozen-date"
import { testConfig, waitFor, withStorage } from "../support/test-app"

reportSkippedEngines()

describe.each(storageSites)("e-mailed sign-in links on $engine", ({ site }) => {
  let app: FastifyInstance
  let config: Config
  let port: number
  let sink: SmtpSink

  beforeEach(async () => {
    // The link's 15 minutes are moved past with jest.setSystemTime, never waited for.
    freezeDate()
    sink = await startSmtpSink()
    config = testConfig({ ...(await site()), smtpUrl: `smtp://127.0.0.1:${sink.port}` })
    app = await buildApp(config)
    await app.listen({ port: 0, host: "127.0.0.1" })
    const address = app.server.address()
    port = typeof address === "object" && address ? address.port : 0
    await addStaffUser(config)
  })
  afterEach(async () => {
    await app.close()
    await sink.close()
    jest.useRealTimers()
  })

  const post = (target: string, body: object, from: string, cookie?: string) =>
    sendRaw({
      port,
      method: "POST",
      target,
      headers: {
        "content-type": "application/json",
        "sec-fetch-site": "same-origin",
        ...(cookie === undefined ? {} : { cookie }),
      },
      body: JSON.stringify(body),
      localAddress: from,
    })
  const signIn = (from: string, cookie?: string, password = STAFF_PASSWORD) =>
    post("/staff/api/session", { email: STAFF_EMAIL, password }, from, cookie)

  /** The cookie `name` a response set, as a browser sends it back, or null. */
  function cookieOf(response: RawResponse, name: string): string | null {
    const set = [response.headers["set-cookie"] ?? []].flat().find(cookie => cookie.startsWith(`${name}=`))
    return set === undefined ? null : set.split(";")[0]
  }

  /** A browser asks for a link: its answer and the link cookie it was given. */
  async function askForLink(from: string, email = STAFF_EMAIL) {
    const answer = await post("/staff/api/sign-in-link", { email }, from)
    return { answer, cookie: cookieOf(answer, "staff_link") }
  }

  /** The token of the link the n-th mail (from 1) carries, once it has arrived. */
  async function linkTokenOfMail(n: number): Promise<string> {
    const mail = await waitFor(() => sink.messages[n - 1])
    expect(mail.envelopeTo).toEqual([STAFF_EMAIL])
    const token = /\/staff\/#link=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1]
    if (token === undefined) throw new Error(`No link in ${mail.text}`)
    return token
  }

  const openLink = (token: string, from: string, cookie?: string) =>
    post("/staff/api/sign-in-link/use", { token }, from, cookie)

  /** 60 wrong passwords for the account from 12 addresses, 5 at once from each. */
  async function flood(): Promise<void> {
    for (let a = 1; a <= 12; a++)
      await Promise.all(
        Array.from({ length: 5 }, (_, i) => signIn(`127.0.20.${a}`, undefined, `stranger's guess ${i}`)),
      )
  }

  it("a flood keeps a new browser waiting; a link opened in that browser makes it known, and the password then signs in at once", async () => {
    await flood()
    expect((await signIn("127.0.4.2")).status).toBe(429)

    const { answer, cookie } = await askForLink("127.0.4.2")
    expect(answer.status).toBe(202)
    expect(JSON.parse(answer.body)).toEqual({ message: linkMessages.sent })
    expect(cookie).not.toBeNull()
    const token = await linkTokenOfMail(1)

    // Forwarded to another browser (its own link cookie, or none), the link does nothing.
    const other = await askForLink("127.0.4.3")
    for (const elsewhere of [other.cookie ?? undefined, undefined]) {
      const opened = await openLink(token, "127.0.4.3", elsewhere)
      expect(opened.status).toBe(400)
      expect(JSON.parse(opened.body)).toEqual({ message: linkMessages.invalid })
      expect(cookieOf(opened, "staff_device")).toBeNull()
    }

    const opened = await openLink(token, "127.0.4.2", cookie!)
    expect(opened.status).toBe(200)
    expect(JSON.parse(opened.body)).toEqual({ message: linkMessages.used })
    const device = cookieOf(opened, "staff_device")
    expect(device).not.toBeNull()
    // The link opens nothing by itself: no session until the password is typed.
    expect(cookieOf(opened, "staff_session")).toBeNull()
    expect((await signIn("127.0.4.2", device!, "a wrong password")).status).toBe(401)
    const owner = await signIn("127.0.4.2", device!)
    expect(owner.status).toBe(200)
    expect(cookieOf(owner, "staff_session")).not.toBeNull()

    // Used once: the same link in the same browser does nothing more.
    expect((await openLink(token, "127.0.4.2", cookie!)).status).toBe(400)
  })

  it("a link older than 15 minutes does nothing", async () => {
    const { cookie } = await askForLink("127.0.4.4")
    const token = await linkTokenOfMail(1)
    jest.setSystemTime(Date.now() + LINK_LIFETIME_MS + 1_000)
    const opened = await openLink(token, "127.0.4.4", cookie!)
    expect(opened.status).toBe(400)
    expect(cookieOf(opened, "staff_device")).toBeNull()
  })

  it("an e-mail without an account gets the same answer, and no mail is sent", async () => {
    const unknown = await askForLink("127.0.4.5", "nobody@example.com")
    const known = await askForLink("127.0.4.6")
    expect([unknown.answer.status, unknown.answer.body]).toEqual([known.answer.status, known.answer.body])
    expect(unknown.cookie).not.toBeNull()
    await linkTokenOfMail(1)
    // The known e-mail's mail arrived after the unknown one was answered: the only one sent.
    expect(sink.messages).toHaveLength(1)
  })

  it("link requests are limited per address and per account, and counted in the audit log", async () => {
    // After the free ones, each request sets a wait before the next (sign-in-throttle's rule).
    const fromOne = LINK_ADDRESS_RULES.freeAttempts + 1
    const answers = []
    for (let i = 0; i <= fromOne; i++) answers.push((await askForLink("127.0.4.7")).answer.status)
    expect(answers).toEqual([...Array(fromOne).fill(202), 429])
    // The account's count goes on from other addresses.
    const left = LINK_ACCOUNT_RULES.freeAttempts + 1 - fromOne
    const fromElsewhere = []
    for (let a = 1; a <= left + 2; a++) fromElsewhere.push((await askForLink(`127.0.4.${10 + a}`)).answer.status)
    expect(fromElsewhere).toEqual([...Array(left).fill(202), 429, 429])

    const entries = await withStorage(config, storage => storage.audit.page(null))
    const requested = entries.filter(entry => entry.action === "sign-in-link-requested")
    expect(requested.reduce((sum, entry) => sum + entry.count, 0)).toBe(answers.length + fromElsewhere.length)
    expect(requested.every(entry => entry.actor === STAFF_EMAIL)).toBe(true)
  })
})
