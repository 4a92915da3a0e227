/**
 * The web editor's backend on the site's server, on a real git checkout: a signed-in editor's save
 * is validated, written as a one-line change and committed as that editor, pushed to CONTENT_REMOTE
 * when one is set; a save that cannot be committed or pushed is refused with a message an editor
 * can act on and leaves data/ as the last commit has it.
 */
import type { FastifyInstance } from "fastify"
import { execFileSync } from "node:child_process"
import { cpSync, readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { buildApp } from "../../app"
import type { Config } from "../../config"
import { MAX_DATA_FILE_CHARACTERS } from "../../edit/backend-requests"
import { historyMessages } from "../../edit/git-history"
import { staffMessages } from "../../staff/staff-context"
import { changedLines, priceLineWith } from "../support/json-lines"
import { savePrice as saveFirstPrice } from "../support/content-save"
import { addStaffUser, signIn, STAFF_EMAIL, type StaffClient } from "../support/staff-session"
import { tempDir, testConfig } from "../support/test-app"
import type { CheapPasswords } from "../support/cheap-passwords"

jest.mock("../../staff/passwords", () =>
  jest.requireActual<CheapPasswords>("../support/cheap-passwords").cheapPasswords(),
)

const realRoot = join(__dirname, "../../..")
/** The commit message of a save of the English prices: the entry's title, from its schema. */
const PRICING_EDIT = `${(JSON.parse(readFileSync(join(realRoot, "data/schemas/pricing.schema.json"), "utf8")) as { title: string }).title}: English`
type Pricing = { items: { id: string; price: number }[] }

let checkout: string
let app: FastifyInstance
let config: Config

const git = (cwd: string, ...args: string[]) => execFileSync("git", args, { cwd, encoding: "utf8" })
const read = (file: string) => readFileSync(join(checkout, file), "utf8")
const developer = ["-c", "user.name=Developer", "-c", "user.email=dev@example.com"]

/** A checkout of the site's data with one commit, as a server's would have. */
function newCheckout(): string {
  const root = tempDir("content-checkout-")
  cpSync(join(realRoot, "data"), join(root, "data"), { recursive: true })
  cpSync(join(realRoot, ".prettierrc.json"), join(root, ".prettierrc.json"))
  git(root, "init", "--quiet", "--initial-branch=main")
  git(root, "add", ".")
  git(root, ...developer, "commit", "--quiet", "-m", "The site as deployed")
  return root
}

async function start(overrides: Partial<Config> = {}): Promise<void> {
  config = testConfig({ contentCheckout: checkout, ...overrides })
  app = await buildApp(config)
}

const asEditor = async (role: "editor" | "owner" | "inbox" = "editor"): Promise<StaffClient> => {
  await addStaffUser(config, STAFF_EMAIL, undefined, role)
  return signIn(app)
}

/** The save Decap sends for data/pricing.json with its first plan at `price`. */
const savePrice = (client: StaffClient, price: number) => saveFirstPrice(client, checkout, price)

beforeEach(() => {
  checkout = newCheckout()
})
afterEach(() => app?.close())

it("commits a signed-in editor's save as that editor, naming the entry and the edition, with a one-line change", async () => {
  await start()
  const client = await asEditor()
  const before = read("data/pricing.json")
  const plan = (JSON.parse(before) as Pricing).items[0]
  const response = await savePrice(client, plan.price + 100)
  expect(response.statusCode).toBe(200)
  expect(changedLines(before, read("data/pricing.json"))).toEqual([
    priceLineWith(before, plan.id, plan.price, plan.price + 100),
  ])
  expect(git(checkout, "log", "-1", "--format=%an <%ae>|%cn|%s")).toBe(
    `${STAFF_EMAIL} <${STAFF_EMAIL}>|${STAFF_EMAIL}|${PRICING_EDIT}\n`,
  )
  expect(git(checkout, "status", "--porcelain")).toBe("")
  expect(git(checkout, "show", "--stat", "--format=", "HEAD")).toMatch(/data\/pricing\.json \| 2 \+-/)
})

it("takes a save that changes nothing as saved, without a commit", async () => {
  await start()
  const client = await asEditor()
  const head = git(checkout, "rev-parse", "HEAD")
  const plan = (JSON.parse(read("data/pricing.json")) as Pricing).items[0]
  expect((await savePrice(client, plan.price)).statusCode).toBe(200)
  expect(git(checkout, "rev-parse", "HEAD")).toBe(head)
})

it("refuses a data file longer than the limit before checking it, naming the limit", async () => {
  await start()
  const client = await asEditor()
  const head = git(checkout, "rev-parse", "HEAD")
  const response = await client.request({
    method: "POST",
    url: "/staff/api/content",
    payload: {
      action: "persistEntry",
      params: {
        entry: {
          path: "data/faq.json",
          raw: JSON.stringify({ items: [], padding: "x".repeat(MAX_DATA_FILE_CHARACTERS) }),
        },
        assets: [],
        options: {},
      },
    },
  })
  expect(response.statusCode).toBe(413)
  expect(response.json().message).toMatch(/^params\/entry\/raw is longer than 128 KiB, the most a data file may hold/)
  expect(git(checkout, "rev-parse", "HEAD")).toBe(head)
})

it("reads entries for an owner too", async () => {
  await start()
  const client = await asEditor("owner")
  const response = await client.request({
    method: "POST",
    url: "/staff/api/content",
    payload: { action: "getEntry", params: { path: "data/pricing.json" } },
  })
  expect(response.statusCode).toBe(200)
  expect(response.json().data).toBe(read("data/pricing.json"))
})

it("refuses an inbox account, and changes nothing", async () => {
  await start()
  const client = await asEditor("inbox")
  const head = git(checkout, "rev-parse", "HEAD")
  const before = read("data/pricing.json")
  const response = await savePrice(client, 1)
  expect(response.statusCode).toBe(403)
  expect(response.json().message).toBe(staffMessages.notYourRole)
  expect(read("data/pricing.json")).toBe(before)
  expect(git(checkout, "rev-parse", "HEAD")).toBe(head)
})

it("refuses a save while data/ holds a change no commit has, naming the file, and keeps that change", async () => {
  await start()
  const client = await asEditor()
  const head = git(checkout, "rev-parse", "HEAD")
  writeFileSync(join(checkout, "data/faq.json"), read("data/faq.json").replace("}", " }"))
  const handEdited = read("data/faq.json")
  const pricing = read("data/pricing.json")
  const response = await savePrice(client, 4242)
  expect(response.statusCode).toBe(409)
  expect(response.json().message).toBe(historyMessages.changedOnServer(["data/faq.json"]))
  expect(read("data/pricing.json")).toBe(pricing)
  expect(read("data/faq.json")).toBe(handEdited)
  expect(git(checkout, "rev-parse", "HEAD")).toBe(head)
})

it("pushes each commit to CONTENT_REMOTE, and refuses a save the remote rejects, leaving data/ as committed", async () => {
  const remote = tempDir("content-remote-")
  git(remote, "init", "--quiet", "--bare", "--initial-branch=main")
  git(checkout, "push", "--quiet", remote, "main")
  await start({ contentRemote: remote })
  const client = await asEditor()
  const plan = (JSON.parse(read("data/pricing.json")) as Pricing).items[0]
  expect((await savePrice(client, plan.price + 1)).statusCode).toBe(200)
  expect(git(remote, "log", "-1", "--format=%ae|%s", "main")).toBe(`${STAFF_EMAIL}|${PRICING_EDIT}\n`)

  // A developer pushed meanwhile: this server's next commit would not be a fast-forward.
  const other = tempDir("content-other-")
  git(other, "clone", "--quiet", remote, ".")
  writeFileSync(join(other, "README.md"), "a developer's change\n")
  git(other, "add", "README.md")
  git(other, ...developer, "commit", "--quiet", "-m", "A developer's change")
  git(other, "push", "--quiet", "origin", "main")
  const head = git(checkout, "rev-parse", "HEAD")
  const saved = read("data/pricing.json")
  const response = await savePrice(client, plan.price + 2)
  expect(response.statusCode).toBe(409)
  expect(response.json().message).toBe(historyMessages.notPushed)
  expect(git(checkout, "rev-parse", "HEAD")).toBe(head)
  expect(read("data/pricing.json")).toBe(saved)
  expect(git(checkout, "status", "--porcelain")).toBe("")
})

it("refuses a save that breaks the data, naming the file and field, and commits nothing", async () => {
  await start()
  const client = await asEditor()
  const head = git(checkout, "rev-parse", "HEAD")
  const response = await savePrice(client, -5)
  expect(response.statusCode).toBe(422)
  expect(response.json().message).toMatch(/data\/pricing\.json.*price/)
  expect(git(checkout, "rev-parse", "HEAD")).toBe(head)
  expect(git(checkout, "status", "--porcelain")).toBe("")
})

it("keeps JSON that tries to carry code as text, and refuses keys the schema does not know (__proto__ included)", async () => {
  await start()
  const client = await asEditor()
  const save = (data: unknown) =>
    client.request({
      method: "POST",
      url: "/staff/api/content",
      payload: {
        action: "persistEntry",
        params: { entry: { path: "data/pricing.json", raw: JSON.stringify(data) }, assets: [], options: {} },
      },
    })
  const pricing = JSON.parse(read("data/pricing.json")) as Pricing & { items: { title: string }[] }
  // Markup and template syntax in a text are the text: saved as typed, for the pages to escape.
  const hostile = `</script><script>alert(1)</script> \${process.exit(1)} {{constructor.constructor('x')()}}`
  pricing.items[0].title = hostile
  expect((await save(pricing)).statusCode).toBe(200)
  expect((JSON.parse(read("data/pricing.json")) as typeof pricing).items[0].title).toBe(hostile)
  // A key the file's schema does not have is refused, whatever its name, and nothing is written.
  const head = git(checkout, "rev-parse", "HEAD")
  const polluted = `${JSON.stringify(pricing).slice(0, -1)},"__proto__":{"polluted":true}}`
  const response = await client.request({
    method: "POST",
    url: "/staff/api/content",
    payload: {
      action: "persistEntry",
      params: { entry: { path: "data/pricing.json", raw: polluted }, assets: [], options: {} },
    },
  })
  expect(response.statusCode).toBe(422)
  expect(response.json().message).toMatch(/data\/pricing\.json/)
  expect(git(checkout, "rev-parse", "HEAD")).toBe(head)
  expect(({} as Record<string, unknown>).polluted).toBeUndefined()
})

it("answers that editing is off when the server has no checkout", async () => {
  await start({ contentCheckout: null })
  const client = await asEditor()
  const response = await savePrice(client, 1)
  expect(response.statusCode).toBe(503)
  expect(response.json().message).toBe(staffMessages.editingOff)
})

describe("the history", () => {
  const versions = (client: StaffClient) => client.request({ method: "GET", url: "/staff/api/content/versions" })
  const restore = (client: StaffClient, commit: string) =>
    client.request({ method: "POST", url: "/staff/api/content/restore", payload: { commit } })

  it("lists the saved versions newest first, and restoring one brings its content back as a new commit by whoever restored it", async () => {
    await start()
    const client = await asEditor()
    const original = read("data/pricing.json")
    const plan = (JSON.parse(original) as Pricing).items[0]
    expect((await savePrice(client, plan.price + 10)).statusCode).toBe(200)
    expect((await savePrice(client, plan.price + 20)).statusCode).toBe(200)

    const listed = (await versions(client)).json().versions as { commit: string; author: string; summary: string }[]
    expect(listed.map(version => [version.author, version.summary])).toEqual([
      [STAFF_EMAIL, PRICING_EDIT],
      [STAFF_EMAIL, PRICING_EDIT],
      ["dev@example.com", "The site as deployed"],
    ])
    const response = await restore(client, listed[2].commit)
    expect(response.statusCode).toBe(200)
    expect(response.json().message).toMatch(/is back, saved as a new version/)
    expect(read("data/pricing.json")).toBe(original)
    expect(git(checkout, "log", "-1", "--format=%ae|%s")).toMatch(
      new RegExp(`^${STAFF_EMAIL}\\|Restore the content of .* UTC by dev@example\\.com \\(The site as deployed\\)\\n$`),
    )
    expect(git(checkout, "status", "--porcelain")).toBe("")
    expect((await versions(client)).json().versions).toHaveLength(4)
  })

  it("refuses a commit it does not list, the current version, and a version that no longer fits the schemas, changing nothing", async () => {
    await start()
    const client = await asEditor()
    const plan = (JSON.parse(read("data/pricing.json")) as Pricing).items[0]
    // A version whose price the schema of today refuses: committed by hand, then corrected by a save.
    const broken = JSON.parse(read("data/pricing.json")) as Pricing
    broken.items[0].price = -1
    writeFileSync(join(checkout, "data/pricing.json"), `${JSON.stringify(broken, null, 2)}\n`)
    git(checkout, "add", "data")
    git(checkout, ...developer, "commit", "--quiet", "-m", "A price the schema refuses")
    expect((await savePrice(client, plan.price)).statusCode).toBe(200)
    const [current, brokenVersion] = (await versions(client)).json().versions as { commit: string }[]
    const head = git(checkout, "rev-parse", "HEAD")
    const saved = read("data/pricing.json")

    const unlisted = await restore(client, "0".repeat(40))
    expect(unlisted.statusCode).toBe(409)
    expect(unlisted.json().message).toBe(historyMessages.noSuchVersion)
    const same = await restore(client, current.commit)
    expect(same.json().message).toBe(historyMessages.sameAsNow)
    const breaks = await restore(client, brokenVersion.commit)
    expect(breaks.statusCode).toBe(422)
    expect(breaks.json().message).toMatch(/no longer fits the site[\s\S]*data\/pricing\.json \/items\/0\/price/)
    const notACommit = await restore(client, "HEAD~1")
    expect(notACommit.statusCode).toBe(400)

    expect(git(checkout, "rev-parse", "HEAD")).toBe(head)
    expect(read("data/pricing.json")).toBe(saved)
    expect(git(checkout, "status", "--porcelain")).toBe("")
  })

  it("is refused to an inbox account", async () => {
    await start()
    const client = await asEditor("inbox")
    expect((await versions(client)).statusCode).toBe(403)
    expect((await restore(client, "0".repeat(40))).statusCode).toBe(403)
  })
})

it("takes a limited number of changes a minute from one account: those over it are refused with when to try again and write nothing; reading and other accounts go on", async () => {
  const limit = 5
  await start({ contentChangesPerMinute: limit })
  const client = await asEditor()
  await addStaffUser(config, "other@example.com", undefined, "editor")
  const other = await signIn(app, { email: "other@example.com" })
  const commits = () => Number(git(checkout, "rev-list", "--count", "HEAD"))
  const before = commits()
  const beforeBurst = git(checkout, "rev-parse", "HEAD").trim()
  const base = (JSON.parse(read("data/pricing.json")) as Pricing).items[0].price
  // A burst far over the limit, all at once.
  const answers = await Promise.all(Array.from({ length: limit + 20 }, (_, i) => savePrice(client, base + 1 + i)))
  const accepted = answers.filter(answer => answer.statusCode === 200)
  const refused = answers.filter(answer => answer.statusCode === 429)
  expect([accepted.length, refused.length]).toEqual([limit, 20])
  // Saves take turns: another account's save, answered, comes after everything the burst queued.
  expect((await savePrice(other, base - 1)).statusCode).toBe(200)
  // Nothing lost: every accepted save is a commit; nothing refused was written, then or later.
  expect(commits()).toBe(before + limit + 1)
  const written = git(checkout, "log", "-p", "--format=", `${beforeBurst}..HEAD`, "--", "data/pricing.json")
  const prices = [...written.matchAll(/^\+[^+].*"price": (\d+)/gm)].map(match => Number(match[1]))
  const acceptedPrices = answers.flatMap((answer, i) => (answer.statusCode === 200 ? [base + 1 + i] : []))
  expect(prices.filter(price => price !== base - 1).sort()).toEqual(acceptedPrices.sort())
  const seconds = Number(refused[0].headers["retry-after"])
  expect(seconds).toBeGreaterThan(0)
  expect(refused[0].json().message).toBe(staffMessages.tooManyChanges(seconds))
  const head = read("data/pricing.json")
  expect(
    (
      await client.request({
        method: "POST",
        url: "/staff/api/content/restore",
        payload: { commit: git(checkout, "rev-parse", "HEAD~1").trim() },
      })
    ).statusCode,
  ).toBe(429)
  expect(read("data/pricing.json")).toBe(head)
  // Reading is not a change; another account has its own minute.
  const entry = await client.request({
    method: "POST",
    url: "/staff/api/content",
    payload: { action: "getEntry", params: { path: "data/pricing.json" } },
  })
  expect(entry.statusCode).toBe(200)
})
