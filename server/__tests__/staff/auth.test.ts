/**
 * The pieces of staff sign-in: passwords, accounts, sessions, the sealed TOTP secrets, counted
 * attempts and the codes themselves. Accounts, sessions and attempts run on every storage engine.
 */
import { readFileSync, statSync } from "node:fs"
import { join } from "node:path"
import { AccountError, Accounts } from "../../staff/accounts"
import { hashPassword, MIN_PASSWORD_LENGTH, passwordMatches, passwordProblem } from "../../staff/passwords"
import { SECRET_KEY_FILE, SecretBox } from "../../staff/secret-box"
import { Sessions } from "../../staff/sessions"
import { auditRefusedSignIn, AUDITED_REFUSALS_PER_ADDRESS_HOUR } from "../../staff/sign-in-audit"
import { ACCOUNT_RULES, addressKeyOf, PAIR_RULES, signInKeys } from "../../staff/sign-in-throttle"
import { UNKNOWN_ACCOUNT } from "../../storage/audit"
import { acceptedTotpStep, newTotpSecret, totpEnrolment } from "../../staff/totp"
import { delayAfter } from "../../storage/throttle-store"
import { newLead } from "../support/new-lead"
import { storageEngines, type EngineFixture } from "../support/storage-engines"
import { tempDir } from "../support/test-app"
import { totpCodeAt } from "../support/totp-code"

const box = SecretBox.fromHex("11".repeat(32))
const limits = { idleMs: 30 * 60_000, absoluteMs: 12 * 3_600_000 }

describe("passwords", () => {
  it("are hashed with argon2id at OWASP's parameters: 19 MiB, 2 passes, 1 lane", async () => {
    const hash = await hashPassword("a long enough password")
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(await passwordMatches(hash, "a long enough password")).toBe(true)
    expect(await passwordMatches(hash, "a long enough passworD")).toBe(false)
    expect(await passwordMatches("not a hash", "anything")).toBe(false)
  })

  it(`need at least ${MIN_PASSWORD_LENGTH} characters`, () => {
    expect(passwordProblem("x".repeat(MIN_PASSWORD_LENGTH - 1))).toBe(
      `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`,
    )
    expect(passwordProblem("x".repeat(MIN_PASSWORD_LENGTH))).toBeNull()
  })
})

describe("the secret box", () => {
  it("seals with AES-256-GCM: another key, another purpose or a changed byte cannot open it", () => {
    const sealed = box.seal("JBSWY3DPEHPK3PXP", "totp")
    expect(sealed).not.toContain("JBSWY3DPEHPK3PXP")
    expect(box.seal("JBSWY3DPEHPK3PXP", "totp")).not.toBe(sealed)
    expect(box.open(sealed, "totp")).toBe("JBSWY3DPEHPK3PXP")
    expect(() => SecretBox.fromHex("22".repeat(32)).open(sealed, "totp")).toThrow(/cannot be opened/)
    expect(() => box.open(sealed, "other")).toThrow(/cannot be opened/)
    const tampered = sealed.slice(0, -2) + (sealed.endsWith("A") ? "BB" : "AA")
    expect(() => box.open(tampered, "totp")).toThrow(/cannot be opened/)
  })

  it("without STAFF_SECRET_KEY, makes DATA_DIR/secret.key once, readable by its owner only", () => {
    const dataDir = tempDir("secret-key-")
    const first = SecretBox.load({ keyHex: null, dataDir })
    const file = join(dataDir, SECRET_KEY_FILE)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(readFileSync(file, "utf8").trim()).toMatch(/^[0-9a-f]{64}$/)
    const sealed = first.seal("secret", "totp")
    expect(SecretBox.load({ keyHex: null, dataDir }).open(sealed, "totp")).toBe("secret")
    expect(() => SecretBox.fromHex("not hex")).toThrow(/64 hexadecimal digits/)
  })
})

describe("TOTP codes", () => {
  it("accept the current code and its neighbours once each, refuse others", () => {
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

describe("the attempt counts' keys", () => {
  it("count an IPv6 client by its /64 and every IPv4 address alone", () => {
    expect(addressKeyOf("2001:db8:1:2:3:4:5:6")).toBe("2001:db8:1:2::/64")
    expect(addressKeyOf("2001:db8:1:2::99")).toBe("2001:db8:1:2::/64")
    expect(addressKeyOf("2001:0db8:0001:0002:ffff::1")).toBe("2001:db8:1:2::/64")
    expect(addressKeyOf("::1")).toBe("0:0:0:0::/64")
    expect(addressKeyOf("192.0.2.7")).toBe("192.0.2.7")
    expect(addressKeyOf("::ffff:192.0.2.7")).toBe("::ffff:192.0.2.7")
  })
})

describe.each(storageEngines)("accounts, sessions and attempts on $engine", ({ open }) => {
  let fixture: EngineFixture
  let accounts: Accounts
  let sessions: Sessions
  beforeEach(async () => {
    fixture = await open()
    accounts = new Accounts(fixture.storage.accounts, box)
    sessions = new Sessions(fixture.storage.sessions, limits, box)
  })
  afterEach(() => fixture.close())

  it("refuse a short password and an address that is not exactly one address, and store nothing", async () => {
    await expect(accounts.add("new@example.com", "short", "test")).rejects.toThrow(AccountError)
    await expect(accounts.add("a@example.com,b@example.com", "a long enough password", "test")).rejects.toThrow(
      AccountError,
    )
    expect(await accounts.list()).toEqual([])
  })

  it("are unique by e-mail, whatever its case; a reset password ends the account's sessions; each change audited", async () => {
    const user = await accounts.add("Sara@Example.com", "first password here", "command line (root)")
    expect(user.email).toBe("sara@example.com")
    await expect(accounts.add("SARA@example.com", "another password", "test")).rejects.toThrow(
      "There is already an account for sara@example.com.",
    )
    const { id } = await sessions.start(user.id, user.email)
    await accounts.resetPassword("sara@example.com", "second password here", "command line (root)")
    expect(await sessions.resume(id)).toBeNull()
    const found = await accounts.find("sara@example.com")
    expect(await passwordMatches(found?.passwordHash ?? "", "second password here")).toBe(true)
    await accounts.remove("sara@example.com", "command line (root)")
    await expect(accounts.remove("sara@example.com", "command line (root)")).rejects.toThrow(AccountError)
    const entries = await fixture.storage.audit.page(null)
    expect(entries.map(entry => [entry.actor, entry.action, entry.detail])).toEqual([
      ["command line (root)", "account-removed", "sara@example.com"],
      ["command line (root)", "password-reset", "sara@example.com"],
      ["sara@example.com", "sign-in", ""],
      ["command line (root)", "account-added", "sara@example.com (inbox)"],
    ])
  })

  it("keep TOTP secrets sealed in storage, and accept each code's step once", async () => {
    const user = await accounts.add("sara@example.com", "a long enough password", "test")
    const secret = newTotpSecret()
    const { session } = await sessions.start(user.id, user.email)
    await accounts.enableTotp(user, secret, 1, session)
    expect(await fixture.dump()).not.toContain(secret)
    const stored = await accounts.find("sara@example.com")
    expect(stored?.totpSecret).toBe(secret)
    expect(await accounts.useTotpStep(user, 5)).toBe(true)
    expect(await accounts.useTotpStep(user, 5)).toBe(false)
    expect(await accounts.useTotpStep(user, 4)).toBe(false)
    const both = await Promise.all([accounts.useTotpStep(user, 9), accounts.useTotpStep(user, 9)])
    expect(both.sort()).toEqual([false, true])
  })

  it("seal a secret that an older version stored in the clear", async () => {
    const user = await accounts.add("sara@example.com", "a long enough password", "test")
    await fixture.storage.accounts.setTotp({
      userId: user.id,
      sealed: "JBSWY3DPEHPK3PXP",
      lastStep: 0,
      keepSession: "",
      actor: "test",
    })
    expect(await accounts.sealStoredSecrets()).toBe(1)
    expect(await fixture.dump()).not.toContain("JBSWY3DPEHPK3PXP")
    expect((await accounts.byId(user.id))?.totpSecret).toBe("JBSWY3DPEHPK3PXP")
    expect(await accounts.sealStoredSecrets()).toBe(0)
  })

  it("sessions keep only a hash of the 256-bit id", async () => {
    const user = await accounts.add("sara@example.com", "a long enough password", "test")
    const { id } = await sessions.start(user.id, user.email)
    expect(Buffer.from(id, "base64url")).toHaveLength(32)
    expect(await fixture.dump()).not.toContain(id)
    expect(await fixture.count("staff_sessions")).toBe(1)
  })

  it("sessions end after 30 idle minutes, after 12 hours in all, and at sign-out", async () => {
    const user = await accounts.add("sara@example.com", "a long enough password", "test")
    const t0 = Date.parse("2026-01-01T08:00:00Z")

    const idle = await sessions.start(user.id, user.email, t0)
    expect(await sessions.resume(idle.id, t0 + 29 * 60_000)).not.toBeNull()
    expect(await sessions.resume(idle.id, t0 + 58 * 60_000)).not.toBeNull()
    expect(await sessions.resume(idle.id, t0 + 58 * 60_000 + 30 * 60_000 + 1)).toBeNull()

    const busy = await sessions.start(user.id, user.email, t0)
    let now = t0
    while (now < t0 + 12 * 3_600_000 - 20 * 60_000) {
      now += 20 * 60_000
      expect(await sessions.resume(busy.id, now)).not.toBeNull()
    }
    expect(await sessions.resume(busy.id, t0 + 12 * 3_600_000 + 1)).toBeNull()

    const ended = await sessions.start(user.id, user.email, t0)
    const live = await sessions.resume(ended.id, t0)
    if (!live) throw new Error("the session should be live")
    await sessions.end(live, user.email)
    expect(await sessions.resume(ended.id, t0)).toBeNull()
    expect(await sessions.resume("forged", t0)).toBeNull()
    expect(await sessions.resume("x".repeat(5000), t0)).toBeNull()
  })

  it("a pending enrolment secret is sealed in the session too", async () => {
    const user = await accounts.add("sara@example.com", "a long enough password", "test")
    const { id, session } = await sessions.start(user.id, user.email)
    const secret = newTotpSecret()
    await sessions.setTotpPending(session, secret)
    expect(await fixture.dump()).not.toContain(secret)
    expect((await sessions.resume(id))?.totpPending).toBe(secret)
  })

  it("an account or session change whose audit entry cannot be written does not happen", async () => {
    const { accounts: stored, sessions: started, audit } = fixture.storage
    const user = await stored.add("sara@example.com", "a hash", "test")
    if (!user) throw new Error("the account should be new")
    const session = (idHash: string) => ({
      idHash,
      userId: user.id,
      csrfToken: "token",
      createdAt: 0,
      lastSeenAt: 0,
      totpPendingSealed: null,
    })
    await started.create(session("kept"), user.email)
    await started.create(session("other"), user.email)
    await stored.rotateDevice({ idHash: "device", userId: user.id, createdAt: 0, lastUsedAt: 0 }, null)
    const before = await fixture.dump()
    await fixture.failInsertsInto("audit_log", "audit trouble")
    // better-sqlite3's errors may come from another realm (see lead-repository.test.ts): match the message.
    const refused = expect.objectContaining({ message: expect.stringMatching(/audit trouble/) })
    const own = { userId: user.id, keepSession: "kept", actor: user.email }
    await expect(stored.add("omar@example.com", "a hash", "test")).rejects.toEqual(refused)
    await expect(stored.setPasswordHash(user.email, "new hash", "test")).rejects.toEqual(refused)
    await expect(stored.changeOwnPassword({ ...own, passwordHash: "new hash" })).rejects.toEqual(refused)
    await expect(stored.setTotp({ ...own, sealed: "sealed", lastStep: 1 })).rejects.toEqual(refused)
    await expect(stored.remove(user.email, "test")).rejects.toEqual(refused)
    await expect(started.create(session("third"), user.email)).rejects.toEqual(refused)
    await expect(started.delete("other", user.email)).rejects.toEqual(refused)
    await expect(audit.pruneOlderThan(new Date("2100-01-01T00:00:00Z"), "system")).rejects.toEqual(refused)
    expect(await fixture.dump()).toBe(before)
  })

  it("changes begun at once, to leads, accounts, the audit log and attempts, each commit whole", async () => {
    const { storage } = fixture
    const user = await storage.accounts.add("sara@example.com", "a hash", "test")
    if (!user) throw new Error("the account should be new")
    const { id } = await storage.leads.insert(newLead())
    const results = await Promise.all([
      storage.leads.setStatus(id, "done", user.email),
      storage.accounts.setTotp({
        userId: user.id,
        keepSession: "none",
        actor: user.email,
        sealed: "sealed",
        lastStep: 1,
      }),
      storage.sessions.create(
        { idHash: "h", userId: user.id, csrfToken: "t", createdAt: 0, lastSeenAt: 0, totpPendingSealed: null },
        user.email,
      ),
      storage.throttle.attempt([{ key: "pair:sara|192.0.2.1", rules: PAIR_RULES }], 0),
      storage.audit.pruneOlderThan(new Date("2000-01-01T00:00:00Z"), "system"),
      storage.leads.addNote(id, "A note", user.email),
    ])
    expect(results[0]).toMatchObject({ outcome: "changed" })
    expect(results[3]).toEqual({ allowed: true })
    const actions = (await storage.audit.page(null)).map(entry => entry.action)
    expect(actions.sort()).toEqual(["account-added", "note", "sign-in", "status", "totp-enabled"])
  })

  it("attempts: counted before they are checked, free ones first, then a doubling wait up to 15 minutes", async () => {
    const { throttle } = fixture.storage
    const keys = [{ key: "pair:sara|192.0.2.1", rules: PAIR_RULES }]
    const t0 = 1_000_000
    for (let i = 0; i <= PAIR_RULES.freeAttempts; i++)
      expect(await throttle.attempt(keys, t0)).toEqual({ allowed: true })
    expect(await throttle.attempt(keys, t0)).toEqual({ allowed: false, waitMs: 1_000 })
    expect(await throttle.attempt(keys, t0 + 1_000)).toEqual({ allowed: true })
    expect(await throttle.attempt(keys, t0 + 1_000)).toEqual({ allowed: false, waitMs: 2_000 })
    expect(delayAfter(PAIR_RULES.freeAttempts + 40, PAIR_RULES)).toBe(15 * 60_000)
    await throttle.clear("pair:sara|192.0.2.1")
    expect(await throttle.attempt(keys, t0 + 1_000)).toEqual({ allowed: true })
  })

  it("attempts fired at once are throttled exactly as the same attempts one by one", async () => {
    const { throttle } = fixture.storage
    const keys = signInKeys("sara@example.com", "192.0.2.1", null, 10)
    const verdicts = await Promise.all(Array.from({ length: 30 }, () => throttle.attempt(keys, 5_000_000)))
    expect(verdicts.filter(verdict => verdict.allowed)).toHaveLength(PAIR_RULES.freeAttempts + 1)
    expect(verdicts.at(-1)).toEqual({ allowed: false, waitMs: 1_000 })
  })

  it("one address's sign-ins from new browsers are free up to STAFF_SIGN_IN_ADDRESS_ATTEMPTS, whatever the accounts", async () => {
    const { throttle } = fixture.storage
    const attempt = (account: string) => throttle.attempt(signInKeys(account, "192.0.2.7", null, 3), 9_000_000)
    for (const account of ["a@example.com", "b@example.com", "c@example.com"])
      expect(await attempt(account)).toEqual({ allowed: true })
    // The fourth sets the first wait; until it is over the address is held back, for any account.
    expect(await attempt("d@example.com")).toEqual({ allowed: true })
    expect(await attempt("e@example.com")).toEqual({ allowed: false, waitMs: 1_000 })
  })

  it("attempts are forgotten a day after the last one", async () => {
    const { throttle } = fixture.storage
    const keys = [{ key: "address:192.0.2.9", rules: PAIR_RULES }]
    for (let i = 0; i < 10; i++) await throttle.attempt(keys, 0)
    expect((await throttle.attempt(keys, 0)).allowed).toBe(false)
    expect(await throttle.prune(24 * 60 * 60_000 + 1)).toBe(1)
    expect(await throttle.attempt(keys, 24 * 60 * 60_000 + 1)).toEqual({ allowed: true })
  })

  it("the account's count of unknown devices slows and never shuts: its wait stops growing at a minute", async () => {
    const { throttle } = fixture.storage
    const keys = [{ key: "account:sara@example.com", rules: ACCOUNT_RULES }]
    let now = 10_000_000
    const waits: number[] = []
    for (let i = 0; i < ACCOUNT_RULES.freeAttempts + 30; i++) {
      const verdict = await throttle.attempt(keys, now)
      if (!verdict.allowed) {
        waits.push(verdict.waitMs)
        now += verdict.waitMs
      }
    }
    expect(Math.max(...waits)).toBe(60_000)
    expect(waits.at(-1)).toBe(60_000)
  })

  it("refused sign-ins from one address: an entry each up to the hour's cap, then one counted entry", async () => {
    const storage = fixture.storage
    const now = 20_000_000
    for (let i = 0; i < 200; i++)
      await auditRefusedSignIn(
        storage,
        { account: null, ip: "192.0.2.44", action: "sign-in-failed", detail: "unknown e-mail" },
        now + i,
      )
    const entries = await storage.audit.page(null)
    expect(entries).toHaveLength(AUDITED_REFUSALS_PER_ADDRESS_HOUR + 1)
    expect(entries.every(entry => entry.actor === UNKNOWN_ACCOUNT)).toBe(true)
    expect(entries[0].count).toBe(200 - AUDITED_REFUSALS_PER_ADDRESS_HOUR)
    // Another address has its own allowance.
    await auditRefusedSignIn(storage, { account: null, ip: "192.0.2.45", action: "sign-in-failed" }, now)
    expect(await storage.audit.page(null)).toHaveLength(AUDITED_REFUSALS_PER_ADDRESS_HOUR + 2)
  })
})
