/**
 * Sign-in under attack, over real sockets: bursts fired at once, guesses from several addresses
 * (127.0.0.x are all this machine's), codes guessed at sign-in and at switching two-step sign-in
 * off, and what the audit log keeps of it all.
 */
import type { FastifyInstance } from "fastify"
import { buildApp } from "../../app"
import type { Config } from "../../config"
import { ACCOUNT_RULES, PAIR_RULES } from "../../staff/sign-in-throttle"
import { rawStaffClient, sendRaw, signInRaw } from "../support/raw-http"
import { addStaffUser, STAFF_EMAIL, STAFF_PASSWORD } from "../support/staff-session"
import { testConfig } from "../support/test-app"
import { totpCodeAt } from "../support/totp-code"

let app: FastifyInstance
let config: Config
let port: number

beforeEach(async () => {
  config = testConfig()
  app = await buildApp(config)
  await app.listen({ port: 0, host: "127.0.0.1" })
  const address = app.server.address()
  port = typeof address === "object" && address ? address.port : 0
  await addStaffUser(config)
})
afterEach(() => app.close())

const signIn = (password: string, from = "127.0.0.1", code?: string) =>
  signInRaw(port, { email: STAFF_EMAIL, password, ...(code === undefined ? {} : { code }) }, from)

const signedInClient = async () => rawStaffClient(port, await signIn(STAFF_PASSWORD))

async function audit() {
  const client = await signedInClient()
  const response = await client("GET", "/staff/api/audit")
  return (JSON.parse(response.body) as { entries: { action: string; actor: string; count: number }[] }).entries
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

describe("with two-step sign-in on", () => {
  let secret: string
  beforeEach(async () => {
    const client = await signedInClient()
    secret = JSON.parse((await client("POST", "/staff/api/totp/setup")).body).secret
    const enabled = await client("POST", "/staff/api/totp/enable", { code: totpCodeAt(secret, Date.now()) })
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
    expect(actions.filter(action => action === "sign-in-failed").length).toBeGreaterThanOrEqual(PAIR_RULES.freeAttempts)
  })

  it("switching it off takes a current code, and guessed codes are counted, refused and audited", async () => {
    const client = await signedInWithCode(secret, "127.0.0.94")
    const answers = []
    for (let i = 0; i < 8; i++)
      answers.push((await client("POST", "/staff/api/totp/disable", { code: "000000" })).status)
    expect(answers.slice(0, 6)).toEqual([400, 400, 400, 400, 400, 400])
    expect(answers.slice(6)).toEqual([429, 429])
    const right = await client("POST", "/staff/api/totp/disable", { code: totpCodeAt(secret, Date.now() + 60_000) })
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
