import { readFileSync } from "node:fs"
import { join } from "node:path"
import { AccountError, Accounts } from "../../staff/accounts"
import { hashPassword, MIN_PASSWORD_LENGTH, passwordMatches, passwordProblem } from "../../staff/passwords"
import { Sessions } from "../../staff/sessions"
import { ACCOUNT_RULES, Throttle } from "../../staff/sign-in-throttle"
import { acceptedTotpStep, newTotpSecret, totpCodeAt, totpEnrolment } from "../../staff/totp"
import { DATABASE_FILE, openDatabase, type Db } from "../../storage/database"
import { tempDir } from "../support/test-app"

let db: Db
let dataDir: string
beforeEach(() => {
  dataDir = tempDir("staff-auth-")
  db = openDatabase(dataDir)
})
afterEach(() => db.close())

describe("passwords", () => {
  it("are hashed with argon2id at OWASP's parameters: 19 MiB, 2 passes, 1 lane", async () => {
    const hash = await hashPassword("a long enough password")
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(await passwordMatches(hash, "a long enough password")).toBe(true)
    expect(await passwordMatches(hash, "a long enough passworD")).toBe(false)
    expect(await passwordMatches("not a hash", "anything")).toBe(false)
  })

  it(`need at least ${MIN_PASSWORD_LENGTH} characters`, async () => {
    expect(passwordProblem("x".repeat(MIN_PASSWORD_LENGTH - 1))).toBe(
      `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`,
    )
    expect(passwordProblem("x".repeat(MIN_PASSWORD_LENGTH))).toBeNull()
    await expect(new Accounts(db).add("new@example.com", "short")).rejects.toThrow(AccountError)
    expect(new Accounts(db).list()).toEqual([])
  })
})

describe("accounts", () => {
  it("are unique by e-mail, whatever its case, and a reset password ends the account's sessions", async () => {
    const accounts = new Accounts(db)
    const user = await accounts.add("Sara@Example.com", "first password here")
    expect(user.email).toBe("sara@example.com")
    await expect(accounts.add("SARA@example.com", "another password")).rejects.toThrow(
      "There is already an account for sara@example.com.",
    )
    const sessions = new Sessions(db, { idleMs: 60_000, absoluteMs: 120_000 })
    const { id } = sessions.start(user.id)
    await accounts.resetPassword("sara@example.com", "second password here")
    expect(sessions.resume(id)).toBeNull()
    expect(await passwordMatches(accounts.find("sara@example.com")!.passwordHash, "second password here")).toBe(true)
  })
})

describe("sessions", () => {
  const limits = { idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000 }

  it("keep only a hash of the 256-bit id in the database", async () => {
    const user = await new Accounts(db).add("sara@example.com", "a long enough password")
    const { id } = new Sessions(db, limits).start(user.id)
    expect(Buffer.from(id, "base64url")).toHaveLength(32)
    db.pragma("wal_checkpoint(TRUNCATE)")
    expect(readFileSync(join(dataDir, DATABASE_FILE)).includes(id)).toBe(false)
    expect(db.prepare("SELECT count(*) FROM staff_sessions").pluck().get()).toBe(1)
  })

  it("end after 30 idle minutes, after 12 hours in all, and at sign-out", async () => {
    const user = await new Accounts(db).add("sara@example.com", "a long enough password")
    const sessions = new Sessions(db, limits)
    const t0 = Date.parse("2026-01-01T08:00:00Z")

    const idle = sessions.start(user.id, t0)
    expect(sessions.resume(idle.id, t0 + 29 * 60_000)).not.toBeNull()
    expect(sessions.resume(idle.id, t0 + 58 * 60_000)).not.toBeNull()
    expect(sessions.resume(idle.id, t0 + 58 * 60_000 + 30 * 60_000 + 1)).toBeNull()

    const busy = sessions.start(user.id, t0)
    let now = t0
    while (now < t0 + 12 * 3_600_000 - 20 * 60_000) {
      now += 20 * 60_000
      expect(sessions.resume(busy.id, now)).not.toBeNull()
    }
    expect(sessions.resume(busy.id, t0 + 12 * 3_600_000 + 1)).toBeNull()

    const ended = sessions.start(user.id, t0)
    sessions.end(sessions.resume(ended.id, t0)!)
    expect(sessions.resume(ended.id, t0)).toBeNull()
    expect(sessions.resume("forged", t0)).toBeNull()
  })
})

describe("sign-in throttle", () => {
  it("lets a few attempts through, then doubles the wait after each failure up to 15 minutes", () => {
    const throttle = new Throttle(ACCOUNT_RULES)
    const t0 = 1_000_000
    for (let i = 0; i < ACCOUNT_RULES.freeAttempts; i++) {
      expect(throttle.waitFor("sara", t0)).toBe(0)
      throttle.fail("sara", t0)
    }
    expect(throttle.waitFor("sara", t0)).toBe(0)
    throttle.fail("sara", t0)
    expect(throttle.waitFor("sara", t0)).toBe(1_000)
    throttle.fail("sara", t0)
    expect(throttle.waitFor("sara", t0)).toBe(2_000)
    throttle.fail("sara", t0)
    expect(throttle.waitFor("sara", t0)).toBe(4_000)
    for (let i = 0; i < 20; i++) throttle.fail("sara", t0)
    expect(throttle.waitFor("sara", t0)).toBe(15 * 60_000)
    expect(throttle.waitFor("omar", t0)).toBe(0)
    throttle.succeed("sara")
    expect(throttle.waitFor("sara", t0)).toBe(0)
  })
})

describe("TOTP", () => {
  it("accepts the current code and its neighbours once each, refuses others", () => {
    const secret = newTotpSecret()
    const now = Date.parse("2026-03-01T10:00:10Z")
    const step = Math.floor(now / 30_000)
    expect(acceptedTotpStep(secret, totpCodeAt(secret, now), 0, now)).toBe(step)
    expect(acceptedTotpStep(secret, totpCodeAt(secret, now - 30_000), 0, now)).toBe(step - 1)
    expect(acceptedTotpStep(secret, totpCodeAt(secret, now - 90_000), 0, now)).toBeNull()
    // The same code twice: refused the second time.
    expect(acceptedTotpStep(secret, totpCodeAt(secret, now), step, now)).toBeNull()
    expect(acceptedTotpStep(secret, "12345", 0, now)).toBeNull()
    expect(acceptedTotpStep(secret, "abcdef", 0, now)).toBeNull()
  })

  it("enrolment gives an otpauth address and its QR code", async () => {
    const secret = newTotpSecret()
    const enrolment = await totpEnrolment(secret, "sara@example.com")
    expect(enrolment.uri).toMatch(/^otpauth:\/\/totp\/.*sara%40example\.com\?.*secret=/)
    expect(enrolment.uri).toContain(`secret=${secret}`)
    expect(enrolment.qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
  })
})
