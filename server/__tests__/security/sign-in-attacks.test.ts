/**
 * Sign-in under attack, over real sockets, on every storage engine: bursts fired at once, guesses
 * from several addresses (127.0.0.x are all this machine's), known devices that strangers cannot
 * hold back, codes guessed at sign-in and at switching two-step sign-in off, and what the audit
 * log keeps of it all.
 */
import type { FastifyInstance } from "fastify"
import { randomBytes } from "node:crypto"
import { buildApp } from "../../app"
import type { Config } from "../../config"
import { AUDITED_REFUSALS_PER_ADDRESS_HOUR, AUDITED_REFUSALS_PER_HOUR } from "../../staff/sign-in-audit"
import { ACCOUNT_RULES, DEVICE_RULES, PAIR_RULES } from "../../staff/sign-in-throttle"
import { UNKNOWN_ACCOUNT } from "../../storage/audit"
import { rawStaffClient, sendRaw, type RawResponse } from "../support/raw-http"
import { reportSkippedEngines } from "../support/storage-engines"
import { storageSites } from "../support/storage-sites"
import { addStaffUser, STAFF_EMAIL, STAFF_PASSWORD } from "../support/staff-session"
import { freezeDate } from "../support/frozen-date"
import { testConfig, withStorage } from "../support/test-app"
import { totpCodeAt } from "../support/totp-code"
import type { CheapPasswords } from "../support/cheap-passwords"

// Accounts and the decoy hashed at the cheapest parameters: this suite checks what sign-in
// decides, not what a hash costs (support/cheap-passwords.ts).
jest.mock("../../staff/passwords", () =>
  jest.requireActual<CheapPasswords>("../support/cheap-passwords").cheapPasswords(),
)

reportSkippedEngines()

const OTHER_EMAIL = "omar@example.com"
const OTHER_PASSWORD = "another long password"

describe.each(storageSites)("sign-in under attack on $engine", ({ site }) => {
  let app: FastifyInstance
  let config: Config
  let port: number

  beforeEach(async () => {
    // Waits are asserted by what the server answers, never by how long a loaded machine takes.
    freezeDate()
    config = testConfig(await site())
    app = await buildApp(config)
    await app.listen({ port: 0, host: "127.0.0.1" })
    const address = app.server.address()
    port = typeof address === "object" && address ? address.port : 0
    await addStaffUser(config)
  })
  afterEach(async () => {
    await app.close()
    jest.useRealTimers()
  })

  type Attempt = { email?: string; code?: string; cookie?: string }

  const signIn = (password: string, from = "127.0.0.1", code?: string, attempt: Attempt = {}) =>
    sendRaw({
      port,
      method: "POST",
      target: "/staff/api/session",
      headers: {
        "content-type": "application/json",
        "sec-fetch-site": "same-origin",
        ...(attempt.cookie === undefined ? {} : { cookie: attempt.cookie }),
      },
      body: JSON.stringify({
        email: attempt.email ?? STAFF_EMAIL,
        password,
        ...(code === undefined ? {} : { code }),
      }),
      localAddress: from,
    })

  const signedInClient = async () => rawStaffClient(port, await signIn(STAFF_PASSWORD))

  async function audit() {
    const client = await signedInClient()
    const response = await client("GET", "/staff/api/audit")
    return (JSON.parse(response.body) as { entries: { action: string; actor: string; count: number }[] }).entries
  }

  /** The device cookie a sign-in answered with, as a browser sends it back. */
  function deviceCookieOf(response: RawResponse): string {
    const cookies = [response.headers["set-cookie"] ?? []].flat()
    const device = cookies.find(cookie => cookie.startsWith("staff_device="))
    if (!device) throw new Error(`No device cookie in ${JSON.stringify(cookies)}`)
    return device.split(";")[0]
  }

  const sessionCookieSet = (response: RawResponse) =>
    [response.headers["set-cookie"] ?? []].flat().some(cookie => cookie.startsWith("staff_session="))

  /** A browser the owner signed in from and then signed out of: its device cookie is all that is left. */
  async function knownDevice(email = STAFF_EMAIL, password = STAFF_PASSWORD, cookie?: string): Promise<string> {
    const response = await signIn(password, "127.0.3.1", undefined, { email, cookie })
    const device = deviceCookieOf(response)
    expect((await rawStaffClient(port, response)("DELETE", "/staff/api/session")).status).toBe(200)
    return device
  }

  /** `perAddress` wrong passwords fired at once from each of `addresses` addresses 127.0.20.1, .2, … */
  async function strangers(perAddress: number, addresses: number, email = STAFF_EMAIL): Promise<void> {
    for (let a = 1; a <= addresses; a++)
      await Promise.all(
        Array.from({ length: perAddress }, (_, i) =>
          signIn(`stranger's guess ${i}`, `127.0.20.${a}`, undefined, { email }),
        ),
      )
  }

  it("30 attempts fired at once, the right password last, are throttled as if sent one by one", async () => {
    const wrong = Array.from({ length: 29 }, (_, index) => signIn(`wrong password ${index}`))
    const right = signIn(STAFF_PASSWORD)
    const answers = await Promise.all([...wrong, right])
    expect(answers.filter(answer => answer.status === 401)).toHaveLength(PAIR_RULES.freeAttempts + 1)
    expect(answers.filter(answer => answer.status === 429)).toHaveLength(29 - PAIR_RULES.freeAttempts)
    expect((await right).status).toBe(429)
    expect((await right).headers["set-cookie"]).toBeUndefined()
  })

  it("failures from one address do not keep the account's owner out at another", async () => {
    for (let i = 0; i < 12; i++) await signIn("a stranger's guess", "127.0.0.71")
    expect((await signIn(STAFF_PASSWORD, "127.0.0.71")).status).toBe(429)
    expect((await signIn(STAFF_PASSWORD, "127.0.0.72")).status).toBe(200)
  })

  it("guesses spread over many addresses meet the account's looser ceiling", async () => {
    const perAddress = PAIR_RULES.freeAttempts
    const addresses = Math.ceil((ACCOUNT_RULES.freeAttempts + 1) / perAddress)
    for (let a = 0; a < addresses; a++)
      await Promise.all(Array.from({ length: perAddress }, () => signIn("distributed guess", `127.0.1.${a + 1}`)))
    expect((await signIn(STAFF_PASSWORD, "127.0.2.1")).status).toBe(429)
  })

  it("refused attempts are counted in one audit entry, not written one row each", async () => {
    for (let i = 0; i < 40; i++) await signIn("wrong password", "127.0.0.81")
    const entries = await audit()
    const throttled = entries.filter(entry => entry.action === "sign-in-throttled")
    expect(throttled).toHaveLength(1)
    expect(throttled[0]).toMatchObject({ actor: STAFF_EMAIL, count: 40 - (PAIR_RULES.freeAttempts + 1) })
    expect(entries.filter(entry => entry.action === "sign-in-failed")).toHaveLength(PAIR_RULES.freeAttempts + 1)
  })

  describe("known devices", () => {
    it("60 wrong passwords from 12 addresses: the owner signs in at the first try from a browser they used before, and hears of them", async () => {
      const device = await knownDevice()
      jest.setSystemTime(Date.now() + 60 * 60_000)
      await strangers(5, 12)
      const owner = await signIn(STAFF_PASSWORD, "127.0.4.1", undefined, { cookie: device })
      expect(owner.status).toBe(200)
      expect(JSON.parse(owner.body).signInNotice).toMatchObject({ refusedSignIns: 60 })
      // The browser's token is replaced at each sign-in: the old one is no longer a known device.
      expect(deviceCookieOf(owner)).not.toBe(device)
    })

    it("from a browser never used before, the account's count of unknown devices applies, and slows rather than shuts", async () => {
      await strangers(5, 12)
      const unknown = await signIn(STAFF_PASSWORD, "127.0.4.2")
      expect(unknown.status).toBe(429)
      expect(sessionCookieSet(unknown)).toBe(false)
      expect(Number(unknown.headers["retry-after"])).toBeLessThanOrEqual(ACCOUNT_RULES.maxDelayMs / 1000)
    })

    it("a device token of one account does nothing for another, nor does a forged one", async () => {
      await addStaffUser(config, OTHER_EMAIL, OTHER_PASSWORD)
      const device = await knownDevice()
      await strangers(5, 12, OTHER_EMAIL)
      const other = await signIn(OTHER_PASSWORD, "127.0.4.3", undefined, { email: OTHER_EMAIL, cookie: device })
      expect(other.status).toBe(429)
      const [name, value] = device.split("=")
      const [, nonce, tag] = value.split(".")
      const forged = await signIn(OTHER_PASSWORD, "127.0.4.3", undefined, {
        email: OTHER_EMAIL,
        cookie: `${name}=2.${nonce}.${tag}`,
      })
      expect(forged.status).toBe(429)
    })

    it("one browser known to two accounts: signing in to the second keeps the first known", async () => {
      await addStaffUser(config, OTHER_EMAIL, OTHER_PASSWORD)
      const first = await knownDevice()
      const both = await knownDevice(OTHER_EMAIL, OTHER_PASSWORD, first)
      await strangers(5, 12)
      await strangers(5, 12, OTHER_EMAIL)
      const owner = await signIn(STAFF_PASSWORD, "127.0.4.6", undefined, { cookie: both })
      expect(owner.status).toBe(200)
      const other = await signIn(OTHER_PASSWORD, "127.0.4.6", undefined, { email: OTHER_EMAIL, cookie: both })
      expect(other.status).toBe(200)
    })

    it("a device token without the password opens nothing, and its own guesses are counted", async () => {
      const device = await knownDevice()
      const session = await sendRaw({ port, method: "GET", target: "/staff/api/leads", headers: { cookie: device } })
      expect(session.status).toBe(401)
      const answers = []
      for (let i = 0; i <= DEVICE_RULES.freeAttempts + 1; i++) {
        const answer = await signIn("a thief's guess", "127.0.4.4", undefined, { cookie: device })
        expect(sessionCookieSet(answer)).toBe(false)
        answers.push(answer.status)
      }
      expect(answers).toEqual([...Array(DEVICE_RULES.freeAttempts + 1).fill(401), 429])
      // Held back by its own count only: the owner's other browsers and unknown ones are not.
      expect((await signIn(STAFF_PASSWORD, "127.0.4.5")).status).toBe(200)
    })
  })

  it("thousands of refused sign-ins from one address, each with another e-mail, add a handful of entries and bury nothing", async () => {
    const owner = await signIn(STAFF_PASSWORD, "127.0.5.1")
    expect(owner.status).toBe(200)
    const before = await withStorage(config, storage => storage.audit.page(null))
    const flood = 1_000
    const batch = 25
    for (let sent = 0; sent < flood; sent += batch)
      await Promise.all(
        Array.from({ length: batch }, (_, i) =>
          signIn("guess", "127.0.20.1", undefined, {
            email: `f${sent + i}-${randomBytes(6).toString("hex")}-command line (root)@x.example`,
          }),
        ),
      )
    const after = await withStorage(config, storage => storage.audit.page(null))
    const added = after.slice(0, after.length - before.length)
    expect(after.slice(added.length)).toEqual(before)
    // Each refused attempt is in a count; a few entries hold them all, none naming what was typed.
    expect(added.length).toBeLessThanOrEqual(AUDITED_REFUSALS_PER_ADDRESS_HOUR + 2)
    expect(added.reduce((sum, entry) => sum + entry.count, 0)).toBe(flood)
    expect(added.every(entry => entry.actor === UNKNOWN_ACCOUNT)).toBe(true)
    // The staff's own entries are still on the first page.
    expect(after.map(entry => [entry.action, entry.actor])).toEqual(
      expect.arrayContaining([
        ["sign-in", STAFF_EMAIL],
        ["account-added", "command line (test)"],
      ]),
    )
  }, 300_000)

  it("a flood of refused sign-ins from hundreds of addresses adds a few dozen entries, not one per address", async () => {
    const owner = await signIn(STAFF_PASSWORD, "127.0.5.1")
    expect(owner.status).toBe(200)
    const before = await withStorage(config, storage => storage.audit.page(null))
    const flood = 600
    const batch = 25
    for (let sent = 0; sent < flood; sent += batch)
      await Promise.all(
        Array.from({ length: batch }, (_, i) =>
          signIn("guess", `127.0.${30 + Math.floor((sent + i) / 250)}.${((sent + i) % 250) + 1}`, undefined, {
            email: `f${sent + i}-${randomBytes(6).toString("hex")}@x.example`,
          }),
        ),
      )
    const after = await withStorage(config, storage => storage.audit.page(null))
    const added = after.slice(0, after.length - before.length)
    expect(after.slice(added.length)).toEqual(before)
    expect(added.length).toBeLessThanOrEqual(AUDITED_REFUSALS_PER_HOUR + 2)
    expect(added.reduce((sum, entry) => sum + entry.count, 0)).toBe(flood)
    expect(after.map(entry => [entry.action, entry.actor])).toEqual(expect.arrayContaining([["sign-in", STAFF_EMAIL]]))
  }, 300_000)

  describe("with two-step sign-in on", () => {
    let secret: string
    beforeEach(async () => {
      const client = await signedInClient()
      secret = JSON.parse((await client("POST", "/staff/api/totp/setup")).body).secret
      const enabled = await client("POST", "/staff/api/totp/enable", {
        code: totpCodeAt(secret, Date.now()),
        password: STAFF_PASSWORD,
      })
      expect(JSON.parse(enabled.body)).toEqual({ totpEnabled: true })
    })

    it("the right password without its code is counted and audited; guessed codes are throttled like passwords", async () => {
      const withoutCode = await signIn(STAFF_PASSWORD, "127.0.0.91")
      expect([withoutCode.status, JSON.parse(withoutCode.body).needsCode]).toEqual([401, true])
      for (let i = 0; i < 8; i++) await signIn(STAFF_PASSWORD, "127.0.0.91", String(100_000 + i))
      const now = totpCodeAt(secret, Date.now() + 30_000)
      expect((await signIn(STAFF_PASSWORD, "127.0.0.91", now)).status).toBe(429)
      const elsewhere = await signIn(STAFF_PASSWORD, "127.0.0.92", now)
      expect(elsewhere.status).toBe(200)
      const cookie = String(elsewhere.headers["set-cookie"]).split(";")[0]
      const log = await sendRaw({ port, method: "GET", target: "/staff/api/audit", headers: { cookie } })
      const actions = (JSON.parse(log.body) as { entries: { action: string }[] }).entries.map(entry => entry.action)
      expect(actions).toContain("sign-in-code-needed")
      expect(actions.filter(action => action === "sign-in-failed").length).toBeGreaterThanOrEqual(
        PAIR_RULES.freeAttempts,
      )
    })

    it("switching it off takes a current code, and guessed codes are counted, refused and audited", async () => {
      const client = await signedInWithCode(secret, "127.0.0.94")
      const answers = []
      for (let i = 0; i < 8; i++)
        answers.push(
          (await client("POST", "/staff/api/totp/disable", { code: "000000", password: STAFF_PASSWORD })).status,
        )
      expect(answers.slice(0, 6)).toEqual([400, 400, 400, 400, 400, 400])
      expect(answers.slice(6)).toEqual([429, 429])
      const right = await client("POST", "/staff/api/totp/disable", {
        code: totpCodeAt(secret, Date.now() + 60_000),
        password: STAFF_PASSWORD,
      })
      expect(right.status).toBe(429)
      const log = JSON.parse((await client("GET", "/staff/api/audit")).body) as { entries: { action: string }[] }
      expect(log.entries.filter(entry => entry.action === "totp-code-failed")).toHaveLength(6)
      expect(log.entries.some(entry => entry.action === "totp-disabled")).toBe(false)
    })

    async function signedInWithCode(totpSecret: string, from: string) {
      for (const offset of [0, 30_000, 60_000]) {
        const response = await signIn(STAFF_PASSWORD, from, totpCodeAt(totpSecret, Date.now() + offset))
        if (response.status === 200) return rawStaffClient(port, response)
      }
      throw new Error("could not sign in with a code")
    }
  })
})
