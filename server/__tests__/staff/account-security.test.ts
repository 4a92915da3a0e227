/**
 * Changes to an account's own security through the staff API, on every storage engine: a new
 * password and two-step sign-in switched on or off each ask for the current password (and the
 * current code while two-step sign-in is on), end every other session of the account and are
 * audited; a refused one changes nothing.
 */
import type { FastifyInstance } from "fastify"
import { buildApp } from "../../app"
import type { Config } from "../../config"
import { staffMessages } from "../../staff/staff-context"
import { reportSkippedEngines } from "../support/storage-engines"
import { storageSites } from "../support/storage-sites"
import {
  addStaffUser,
  cookieOf,
  SAME_ORIGIN,
  signIn,
  STAFF_EMAIL,
  STAFF_PASSWORD,
  type StaffClient,
} from "../support/staff-session"
import { freezeDate } from "../support/frozen-date"
import { testConfig } from "../support/test-app"
import { totpCodeAt } from "../support/totp-code"
import type { CheapPasswords } from "../support/cheap-passwords"

// Accounts and the decoy hashed at the cheapest parameters: this suite checks what sign-in
// decides, not what a hash costs (support/cheap-passwords.ts).
jest.mock("../../staff/passwords", () =>
  jest.requireActual<CheapPasswords>("../support/cheap-passwords").cheapPasswords(),
)

reportSkippedEngines()

const NEW_PASSWORD = "a brand new long password"

describe.each(storageSites)("account security changes on $engine", ({ site }) => {
  let app: FastifyInstance
  let config: Config

  beforeEach(async () => {
    config = testConfig(await site())
    app = await buildApp(config)
    await addStaffUser(config)
  })
  afterEach(async () => {
    await app.close()
    jest.useRealTimers()
  })

  const post = (client: StaffClient, url: string, payload: Record<string, string>) =>
    client.request({ method: "POST", url, payload })
  const isSignedIn = async (client: StaffClient) =>
    (await client.request({ method: "GET", url: "/staff/api/leads" })).statusCode === 200
  const auditOf = async (client: StaffClient) =>
    (await client.request({ method: "GET", url: "/staff/api/audit" })).json().entries as {
      action: string
      actor: string
      detail: string
    }[]
  const signInStatus = async (password: string, code?: string) =>
    (
      await app.inject({
        method: "POST",
        url: "/staff/api/session",
        headers: SAME_ORIGIN,
        payload: { email: STAFF_EMAIL, password, ...(code === undefined ? {} : { code }) },
      })
    ).statusCode

  /** Two-step sign-in switched on from `client`; the secret, to compute codes with. */
  async function switchOn(client: StaffClient): Promise<string> {
    const { secret } = (await post(client, "/staff/api/totp/setup", {})).json() as { secret: string }
    const enabled = await post(client, "/staff/api/totp/enable", {
      code: totpCodeAt(secret, Date.now()),
      password: STAFF_PASSWORD,
    })
    expect(enabled.json()).toEqual({ totpEnabled: true })
    return secret
  }

  it("a new password needs the current one; it then ends every other session and is audited", async () => {
    const here = await signIn(app)
    const elsewhere = await signIn(app)
    const refused = await post(here, "/staff/api/password", { currentPassword: "a guess", newPassword: NEW_PASSWORD })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toEqual({ message: staffMessages.wrongCurrentPassword })
    const tooShort = await post(here, "/staff/api/password", { currentPassword: STAFF_PASSWORD, newPassword: "short" })
    expect(tooShort.json()).toEqual({ message: "The password must be at least 12 characters long." })
    expect(await isSignedIn(elsewhere)).toBe(true)
    expect(await signInStatus(STAFF_PASSWORD)).toBe(200)

    const changed = await post(here, "/staff/api/password", {
      currentPassword: STAFF_PASSWORD,
      newPassword: NEW_PASSWORD,
    })
    expect(changed.statusCode).toBe(200)
    expect(changed.json()).toEqual({ message: staffMessages.passwordChanged })
    // This browser stays known: the old device tokens went with the old password.
    expect(cookieOf(changed.headers["set-cookie"], "staff_device")).toMatch(/^staff_device=\d+\./)
    expect(await isSignedIn(here)).toBe(true)
    expect(await isSignedIn(elsewhere)).toBe(false)
    expect(await signInStatus(STAFF_PASSWORD)).toBe(401)
    expect(await signInStatus(NEW_PASSWORD)).toBe(200)
    const entries = await auditOf(here)
    expect(entries.find(entry => entry.action === "password-changed")).toMatchObject({ actor: STAFF_EMAIL })
    expect(entries.find(entry => entry.action === "reauthentication-failed")).toMatchObject({
      actor: STAFF_EMAIL,
      detail: "changing the password: wrong password",
    })
  })

  it("switching two-step sign-in on needs the current password, and ends every other session", async () => {
    const here = await signIn(app)
    const elsewhere = await signIn(app)
    const { secret } = (await post(here, "/staff/api/totp/setup", {})).json() as { secret: string }
    const refused = await post(here, "/staff/api/totp/enable", {
      code: totpCodeAt(secret, Date.now()),
      password: "a thief's guess",
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toEqual({ message: staffMessages.wrongCurrentPassword })
    expect(await signInStatus(STAFF_PASSWORD)).toBe(200)
    expect(await isSignedIn(elsewhere)).toBe(true)

    const enabled = await post(here, "/staff/api/totp/enable", {
      code: totpCodeAt(secret, Date.now()),
      password: STAFF_PASSWORD,
    })
    expect(enabled.json()).toEqual({ totpEnabled: true })
    expect(await isSignedIn(here)).toBe(true)
    expect(await isSignedIn(elsewhere)).toBe(false)
    expect(await signInStatus(STAFF_PASSWORD)).toBe(401)
    expect((await auditOf(here)).find(entry => entry.action === "totp-enabled")).toMatchObject({ actor: STAFF_EMAIL })
  })

  it("switching it off needs the current password and code, and ends every other session", async () => {
    freezeDate()
    const here = await signIn(app)
    const secret = await switchOn(here)
    // Each code works once: the clock moves on to the next one between uses.
    jest.setSystemTime(Date.now() + 30_000)
    const elsewhere = await signIn(app, { code: totpCodeAt(secret, Date.now()) })
    jest.setSystemTime(Date.now() + 30_000)
    const code = totpCodeAt(secret, Date.now())

    const wrongPassword = await post(here, "/staff/api/totp/disable", { code, password: "a thief's guess" })
    expect(wrongPassword.json()).toEqual({ message: staffMessages.wrongCurrentPassword })
    const noCode = await post(here, "/staff/api/totp/disable", { code: "", password: STAFF_PASSWORD })
    expect(noCode.json()).toEqual({ message: staffMessages.currentCodeNeeded })
    expect(await isSignedIn(elsewhere)).toBe(true)

    const disabled = await post(here, "/staff/api/totp/disable", { code, password: STAFF_PASSWORD })
    expect(disabled.json()).toEqual({ totpEnabled: false })
    expect(await isSignedIn(here)).toBe(true)
    expect(await isSignedIn(elsewhere)).toBe(false)
    expect(await signInStatus(STAFF_PASSWORD)).toBe(200)
    expect((await auditOf(here)).find(entry => entry.action === "totp-disabled")).toMatchObject({ actor: STAFF_EMAIL })
  })

  it("with two-step sign-in on, a new password needs the current code too", async () => {
    freezeDate()
    const here = await signIn(app)
    const secret = await switchOn(here)
    jest.setSystemTime(Date.now() + 30_000)
    const withoutCode = await post(here, "/staff/api/password", {
      currentPassword: STAFF_PASSWORD,
      newPassword: NEW_PASSWORD,
    })
    expect(withoutCode.json()).toEqual({ message: staffMessages.currentCodeNeeded })
    const wrongCode = await post(here, "/staff/api/password", {
      currentPassword: STAFF_PASSWORD,
      newPassword: NEW_PASSWORD,
      code: "000000",
    })
    expect(wrongCode.json()).toEqual({ message: staffMessages.wrongCode })
    const changed = await post(here, "/staff/api/password", {
      currentPassword: STAFF_PASSWORD,
      newPassword: NEW_PASSWORD,
      code: totpCodeAt(secret, Date.now()),
    })
    expect(changed.json()).toEqual({ message: staffMessages.passwordChanged })
    jest.setSystemTime(Date.now() + 30_000)
    expect(await signInStatus(NEW_PASSWORD, totpCodeAt(secret, Date.now()))).toBe(200)
  })

  it("guessing the current password from a stolen session is counted: 5 free, then a wait", async () => {
    freezeDate()
    const here = await signIn(app)
    const answers = []
    for (let i = 0; i < 8; i++)
      answers.push(
        (await post(here, "/staff/api/password", { currentPassword: `guess ${i}`, newPassword: NEW_PASSWORD }))
          .statusCode,
      )
    expect(answers.slice(0, 6)).toEqual([400, 400, 400, 400, 400, 400])
    expect(answers.slice(6)).toEqual([429, 429])
    const right = await post(here, "/staff/api/password", {
      currentPassword: STAFF_PASSWORD,
      newPassword: NEW_PASSWORD,
    })
    expect(right.statusCode).toBe(429)
    expect(await signInStatus(STAFF_PASSWORD)).toBe(200)
  })
})
