/**
 * E-mailed sign-in links, over real sockets and a real SMTP server, on every storage engine: a
 * stranger asking for links to the owner's e-mail for an hour gets the owner at most one mail every
 * 2 minutes and never keeps a working link from them; a link makes whichever browser opens it
 * known, once and for 15 minutes; the answer is the same for any e-mail.
 */
import type { FastifyInstance } from "fastify"
import { buildApp } from "../../app"
import type { Config } from "../../config"
import { LINK_ADDRESS_RULES, LINK_LIFETIME_MS, LINK_MAIL_GAP_MS, linkMessages } from "../../staff/sign-in-links"
import { sendRaw, type RawResponse } from "../support/raw-http"
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink"
import { reportSkippedEngines } from "../support/storage-engines"
import { storageSites } from "../support/storage-sites"
import { addStaffUser, STAFF_EMAIL, STAFF_PASSWORD } from "../support/staff-session"
import { freezeDate } from "../support/frozen-date"
import { testConfig, waitFor, withStorage } from "../support/test-app"
import type { CheapPasswords } from "../support/cheap-passwords"

// Accounts and the decoy hashed at the cheapest parameters: this suite checks what sign-in
// decides, not what a hash costs (support/cheap-passwords.ts).
jest.mock("../../staff/passwords", () =>
  jest.requireActual<CheapPasswords>("../support/cheap-passwords").cheapPasswords(),
)

reportSkippedEngines()

const HOUR_MS = 60 * 60_000
/** The owner's browser: a fixed address, and a new cookie jar each time (a browser never used). */
const OWNER = "127.0.4.2"
const OTHER_EMAIL = "omar@example.com"

describe.each(storageSites)("e-mailed sign-in links on $engine", ({ site }) => {
  let app: FastifyInstance
  let config: Config
  let port: number
  let sink: SmtpSink

  beforeEach(async () => {
    // The link's 15 minutes and the simulated hour are moved through with jest.setSystemTime, never waited for.
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
  const askForLink = (from: string, email = STAFF_EMAIL) => post("/staff/api/sign-in-link", { email }, from)
  /** Opening a link in a browser: with the cookies it holds, or none (a new browser). */
  const openLink = (token: string, from: string, cookie?: string) =>
    post("/staff/api/sign-in-link/use", { token }, from, cookie)

  /** The cookie `name` a response set, as a browser sends it back, or null. */
  function cookieOf(response: RawResponse, name: string): string | null {
    const set = [response.headers["set-cookie"] ?? []].flat().find(cookie => cookie.startsWith(`${name}=`))
    return set === undefined ? null : set.split(";")[0]
  }

  /** The token of the link the n-th mail (from 1) carries, once it has arrived. */
  async function linkTokenOfMail(n: number): Promise<string> {
    const mail = await waitFor(() => sink.messages[n - 1])
    expect(mail.envelopeTo).toEqual([STAFF_EMAIL])
    const token = /\/staff\/#link=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1]
    if (token === undefined) throw new Error(`No link in ${mail.text}`)
    return token
  }

  /** Each call a loopback address not used before: 127.<net>.x.y, all this machine's. */
  function addresses(net: number): () => string {
    let used = 0
    return () => {
      used += 1
      return `127.${net}.${Math.floor(used / 250)}.${(used % 250) + 1}`
    }
  }

  /** 60 wrong passwords for the account from 12 addresses, 5 at once from each. */
  async function flood(): Promise<void> {
    for (let a = 1; a <= 12; a++)
      await Promise.all(
        Array.from({ length: 5 }, (_, i) => signIn(`127.0.20.${a}`, undefined, `stranger's guess ${i}`)),
      )
  }

  /**
   * The owner's new browser, held back by the strangers' guessing, opens a link: it becomes known,
   * and the right password then signs in at the first try.
   */
  async function ownerComesIn(token: string): Promise<void> {
    expect((await signIn(OWNER)).status).toBe(429)
    const opened = await openLink(token, OWNER)
    expect([opened.status, JSON.parse(opened.body)]).toEqual([200, { message: linkMessages.used }])
    const device = cookieOf(opened, "staff_device")
    expect(device).not.toBeNull()
    // The link opens nothing by itself: no session until the password is typed.
    expect(cookieOf(opened, "staff_session")).toBeNull()
    const owner = await signIn(OWNER, device!)
    expect(owner.status).toBe(200)
    expect(cookieOf(owner, "staff_session")).not.toBeNull()
  }

  it("a stranger asking for the owner's links for an hour sends at most 31 mails, and the owner always has one that lets a new browser in", async () => {
    await flood()
    const start = Date.now()
    const linkAsker = addresses(1)
    const guesser = addresses(2)
    // Each mail's token and the moment it was sent; the tokens the owner used.
    const mails: { token: string; sentAt: number }[] = []
    const used = new Set<string>()
    // Every minute, for an hour (inclusive): within each 2-minute gap and at its end, the two sides
    // of the one comparison that decides whether a mail goes out (the last one at least a gap old).
    for (let now = start; now <= start + HOUR_MS; now += LINK_MAIL_GAP_MS / 2) {
      jest.setSystemTime(now)
      // The stranger asks from a new address as often as that address may, all at once, and
      // guesses the password once more from another.
      const from = linkAsker()
      const answers = await Promise.all(
        Array.from({ length: LINK_ADDRESS_RULES.freeAttempts + 2 }, () => askForLink(from)),
      )
      expect(answers.map(answer => answer.status).sort()).toEqual([
        ...Array(LINK_ADDRESS_RULES.freeAttempts + 1).fill(202),
        429,
      ])
      expect([401, 429]).toContain((await signIn(guesser(), undefined, "a stranger's guess")).status)

      // A mail when none went out in the last 2 minutes, and no other.
      const last = mails.at(-1)
      const mailDue = last === undefined || now - last.sentAt >= LINK_MAIL_GAP_MS
      if (mailDue) mails.push({ token: await linkTokenOfMail(mails.length + 1), sentAt: now })
      expect(sink.messages).toHaveLength(mails.length)

      const usable = mails.filter(mail => !used.has(mail.token) && now < mail.sentAt + LINK_LIFETIME_MS)
      expect(usable.length).toBeGreaterThan(0)
      // Every 4 minutes (from minute 3, once two links went out), the owner comes with a new browser
      // and opens the oldest link still unused and unexpired: the stranger's later mails spoil none.
      if ((now - start) % (2 * LINK_MAIL_GAP_MS) === (3 * LINK_MAIL_GAP_MS) / 2) {
        await ownerComesIn(usable[0].token)
        used.add(usable[0].token)
      }
    }
    expect(used.size).toBe(15)
    expect(sink.messages.length).toBeLessThanOrEqual(31)
    for (const mail of sink.messages) expect(mail.envelopeTo).toEqual([STAFF_EMAIL])
  }, 600_000)

  it("a link works once, in whichever browser opens it first", async () => {
    expect((await askForLink(OWNER)).status).toBe(202)
    const token = await linkTokenOfMail(1)
    // Opened at once in four new browsers: one of them is made known.
    const opened = await Promise.all([1, 2, 3, 4].map(n => openLink(token, `127.0.5.${n}`)))
    expect(opened.map(answer => answer.status).sort()).toEqual([200, 400, 400, 400])
    for (const answer of opened.filter(answer => answer.status === 400)) {
      expect(JSON.parse(answer.body)).toEqual({ message: linkMessages.invalid })
      expect(cookieOf(answer, "staff_device")).toBeNull()
    }
    const device = cookieOf(
      opened.find(answer => answer.status === 200)!,
      "staff_device",
    )
    expect(device).not.toBeNull()
    // Opened again, also in the browser it made known: nothing more.
    const again = await openLink(token, "127.0.5.1", device!)
    expect([again.status, cookieOf(again, "staff_device")]).toEqual([400, null])
    const entries = await withStorage(config, storage => storage.audit.page(null))
    expect(entries.filter(entry => entry.action === "sign-in-link-used")).toHaveLength(1)
  })

  it("a link older than 15 minutes does nothing; a newer one still works", async () => {
    const start = Date.now()
    await askForLink(OWNER)
    const older = await linkTokenOfMail(1)
    jest.setSystemTime(start + LINK_MAIL_GAP_MS)
    await askForLink("127.0.4.3")
    const newer = await linkTokenOfMail(2)
    jest.setSystemTime(start + LINK_LIFETIME_MS)
    const expired = await openLink(older, OWNER)
    expect([expired.status, JSON.parse(expired.body), cookieOf(expired, "staff_device")]).toEqual([
      400,
      { message: linkMessages.invalid },
      null,
    ])
    const fresh = await openLink(newer, OWNER)
    expect([fresh.status, cookieOf(fresh, "staff_device")]).toEqual([200, expect.any(String)])
  })

  it("one mail every 2 minutes whoever asks, also all at once; an unknown e-mail gets the same answer and no mail", async () => {
    const start = Date.now()
    const mailsTo = (email: string) => sink.messages.filter(mail => mail.envelopeTo?.[0] === email)
    const unknown = await askForLink("127.0.6.1", "nobody@example.com")
    const atOnce = await Promise.all([2, 3, 4, 5, 6, 7, 8, 9].map(n => askForLink(`127.0.6.${n}`)))
    jest.setSystemTime(start + LINK_MAIL_GAP_MS - 1_000)
    const stillWithin = await askForLink("127.0.6.10")
    const unknownAgain = await askForLink("127.0.6.11", "nobody@example.com")
    for (const answer of [unknown, ...atOnce, stillWithin, unknownAgain]) {
      expect([answer.status, JSON.parse(answer.body)]).toEqual([202, { message: linkMessages.sent }])
      expect(answer.headers["set-cookie"]).toBeUndefined()
    }
    // Another account's first link, asked for after all of those were answered: once it has
    // arrived, so has any mail they sent.
    await addStaffUser(config, OTHER_EMAIL)
    await askForLink("127.0.6.12", OTHER_EMAIL)
    await waitFor(() => mailsTo(OTHER_EMAIL).length > 0)
    expect(mailsTo(STAFF_EMAIL)).toHaveLength(1)
    // Two minutes after the owner's mail, the next request sends the next one.
    jest.setSystemTime(start + LINK_MAIL_GAP_MS)
    expect((await askForLink("127.0.6.13")).status).toBe(202)
    await waitFor(() => mailsTo(STAFF_EMAIL).length === 2)
    expect(sink.messages.map(mail => mail.envelopeTo)).not.toContainEqual(["nobody@example.com"])
  })

  it("requests for one account at the same moment store one link between them", async () => {
    const storedPerRound = await withStorage(config, async storage => {
      const owner = await storage.accounts.findByEmail(STAFF_EMAIL)
      if (owner === null) throw new Error("The owner's account is missing")
      const rounds: boolean[][] = []
      // Several rounds, a gap apart: from the second on, every connection of a pool is open.
      for (let round = 0; round < 4; round++) {
        const now = Date.now() + round * LINK_MAIL_GAP_MS
        rounds.push(
          await Promise.all(
            Array.from({ length: 10 }, (_, i) =>
              storage.accounts.addSignInLink(
                {
                  tokenHash: `token ${round}.${i}`,
                  userId: owner.id,
                  createdAt: now,
                  expiresAt: now + LINK_LIFETIME_MS,
                },
                now - LINK_MAIL_GAP_MS,
              ),
            ),
          ),
        )
      }
      return rounds
    })
    expect(storedPerRound.map(stored => stored.filter(Boolean).length)).toEqual([1, 1, 1, 1])
  })

  it("link requests are limited per address, with the wait in the answer, and counted in the audit log", async () => {
    // After the free ones, each request sets a wait before the next (sign-in-throttle's rule).
    const fromOne = LINK_ADDRESS_RULES.freeAttempts + 1
    const answers = []
    for (let i = 0; i <= fromOne; i++) answers.push(await askForLink("127.0.4.7"))
    expect(answers.map(answer => answer.status)).toEqual([...Array(fromOne).fill(202), 429])
    const refused = answers[fromOne]
    const seconds = LINK_ADDRESS_RULES.firstDelayMs / 1000
    expect([refused.headers["retry-after"], JSON.parse(refused.body)]).toEqual([
      String(seconds),
      { message: linkMessages.throttled(seconds) },
    ])
    // Another address is not held back by the account's requests.
    expect((await askForLink("127.0.4.8")).status).toBe(202)

    const entries = await withStorage(config, storage => storage.audit.page(null))
    const requested = entries.filter(entry => entry.action === "sign-in-link-requested")
    expect(requested.reduce((sum, entry) => sum + entry.count, 0)).toBe(answers.length + 1)
    expect(requested.every(entry => entry.actor === STAFF_EMAIL)).toBe(true)
  })
})
