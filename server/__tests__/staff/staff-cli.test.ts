import { Accounts } from "../../staff/accounts"
import { passwordMatches } from "../../staff/passwords"
import { SecretBox } from "../../staff/secret-box"
import { Sessions } from "../../staff/sessions"
import { runEntry } from "../support/spawn-entry"
import { reportSkippedEngines } from "../support/storage-engines"
import { siteEnv, storageSites, type StorageSite } from "../support/storage-sites"
import { withStorage } from "../support/test-app"

const staff = (site: StorageSite, args: string[], password?: string) =>
  runEntry("server/cli/staff.ts", args, {
    ...siteEnv(site),
    ...(password === undefined ? {} : { STAFF_PASSWORD: password }),
  })

function withAccounts<T>(site: StorageSite, read: (accounts: Accounts, sessions: Sessions) => Promise<T>) {
  const box = SecretBox.load({ keyHex: site.secretKeyHex, dataDir: site.dataDir })
  return withStorage(site, storage =>
    read(
      new Accounts(storage.accounts, box),
      new Sessions(storage.sessions, { idleMs: 60_000, absoluteMs: 60_000 }, box),
    ),
  )
}

reportSkippedEngines()

describe.each(storageSites)("npm run staff on $engine", ({ engine, site: newSite }) => {
  let site: StorageSite
  beforeAll(async () => {
    site = await newSite()
  })

  it("starts with no account at all", () => {
    const { status, stdout } = staff(site, ["list-users"])
    expect(status).toBe(0)
    expect(stdout).toContain("No accounts yet.")
  })

  it("add-user makes an account with the password from STAFF_PASSWORD, hashed at the production parameters", async () => {
    const { status, stdout } = staff(site, ["add-user", "Sara@Example.com"], "a long enough password")
    expect(status).toBe(0)
    expect(stdout).toContain("Account sara@example.com made, with the role inbox.")
    const user = await withAccounts(site, accounts => accounts.find("sara@example.com"))
    // The command runs in its own process, where no suite's cheaper hashing (support/cheap-passwords.ts) reaches.
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(await passwordMatches(user!.passwordHash, "a long enough password")).toBe(true)
    expect(staff(site, ["list-users"]).stdout).toMatch(
      /^sara@example\.com {2}inbox {2}since \d{4}-\d{2}-\d{2} {2}two-step sign-in off$/m,
    )
  })

  it("refuses a short password, a duplicate and a missing e-mail, changing nothing", async () => {
    const short = staff(site, ["add-user", "omar@example.com"], "too short")
    expect(short.status).toBe(1)
    expect(short.stderr).toContain("The password must be at least 12 characters long.")
    const again = staff(site, ["add-user", "sara@example.com"], "another long password")
    expect(again.status).toBe(1)
    expect(again.stderr).toContain("There is already an account for sara@example.com.")
    const missing = staff(site, ["add-user"], "another long password")
    expect(missing.status).toBe(2)
    expect(missing.stderr).toContain("add-user needs the account's e-mail address.")
    expect(await withAccounts(site, async accounts => (await accounts.list()).map(user => user.email))).toEqual([
      "sara@example.com",
    ])
  })

  it("without STAFF_PASSWORD and without a terminal it says what to do", () => {
    const { status, stderr } = staff(site, ["add-user", "omar@example.com"])
    expect(status).toBe(1)
    expect(stderr).toContain("No terminal to ask for the password: set STAFF_PASSWORD.")
  })

  it("reset-password changes the password and ends the account's sessions; remove-user deletes it", async () => {
    const sessionId = await withAccounts(site, async (accounts, sessions) => {
      const user = await accounts.find("sara@example.com")
      return (await sessions.start(user?.id ?? -1, "sara@example.com")).id
    })
    const reset = staff(site, ["reset-password", "sara@example.com"], "the new long password")
    expect(reset.status).toBe(0)
    const user = await withAccounts(site, accounts => accounts.find("sara@example.com"))
    expect(await passwordMatches(user?.passwordHash ?? "", "the new long password")).toBe(true)
    expect(await withAccounts(site, (_accounts, sessions) => sessions.resume(sessionId))).toBeNull()

    const unknown = staff(site, ["remove-user", "nobody@example.com"])
    expect(unknown.status).toBe(1)
    expect(unknown.stderr).toContain("There is no account for nobody@example.com.")
    expect(staff(site, ["remove-user", "sara@example.com"]).status).toBe(0)
    expect(await withAccounts(site, accounts => accounts.list())).toEqual([])
    const audit = await withStorage(site, storage => storage.audit.page(null))
    expect(audit.map(entry => [entry.action, entry.detail])).toEqual([
      ["account-removed", "sara@example.com"],
      ["password-reset", "sara@example.com"],
      ["sign-in", ""],
      ["account-added", "sara@example.com (inbox)"],
    ])
    expect(
      audit.filter(entry => entry.action !== "sign-in").every(entry => /^command line \(.+\)$/.test(entry.actor)),
    ).toBe(true)
  })

  it("add-user --role and set-role give an account its role, audited; an unknown role changes nothing", async () => {
    const made = staff(site, ["add-user", "--role=editor", "ed@example.com"], "a long enough password")
    expect(made.status).toBe(0)
    expect(made.stdout).toContain("Account ed@example.com made, with the role editor.")
    expect(staff(site, ["list-users"]).stdout).toMatch(/^ed@example\.com {2}editor {2}since /m)

    const wrong = staff(site, ["set-role", "ed@example.com", "admin"])
    expect(wrong.status).toBe(1)
    expect(wrong.stderr).toContain('"admin" is not a role. The roles are: inbox, editor, or owner.')
    const wrongNew = staff(site, ["add-user", "x@example.com", "--role=root"], "a long enough password")
    expect(wrongNew.status).toBe(1)
    const misplaced = staff(site, ["list-users", "--role=owner"])
    expect(misplaced.status).toBe(2)
    expect(misplaced.stderr).toContain("--role is for add-user; set-role changes an account's role.")
    expect(staff(site, ["set-role", "nobody@example.com", "owner"]).stderr).toContain(
      "There is no account for nobody@example.com.",
    )
    expect(
      await withAccounts(site, async accounts => (await accounts.list()).map(user => [user.email, user.role])),
    ).toEqual([["ed@example.com", "editor"]])

    const changed = staff(site, ["set-role", "ED@example.com", "Owner"])
    expect(changed.status).toBe(0)
    expect(changed.stdout).toContain("The role of ed@example.com is owner.")
    expect((await withAccounts(site, accounts => accounts.find("ed@example.com")))?.role).toBe("owner")
    const audit = await withStorage(site, storage => storage.audit.page(null))
    expect(audit.slice(0, 2).map(entry => [entry.action, entry.detail])).toEqual([
      ["role-changed", "ed@example.com (owner)"],
      ["account-added", "ed@example.com (editor)"],
    ])
    expect(staff(site, ["remove-user", "ed@example.com"]).status).toBe(0)
  })

  it("an unknown command prints the usage", () => {
    const { status, stderr } = staff(site, ["make-admin"])
    expect(status).toBe(2)
    expect(stderr).toContain('Unknown command "make-admin".')
    expect(stderr).toContain("add-user EMAIL")
  })

  if (engine === "postgres")
    it("refuses to run on a shared database without the shared STAFF_SECRET_KEY", () => {
      const { status, stderr } = staff({ ...site, secretKeyHex: null }, ["list-users"])
      expect(status).toBe(1)
      expect(stderr).toContain("STAFF_SECRET_KEY must be set when DATABASE_URL is")
    })
})
