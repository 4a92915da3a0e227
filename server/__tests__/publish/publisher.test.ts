/**
 * Publishing on a real checkout with a real child-process build (support/publish-checkout.ts): a
 * visitor polling / and /ar/ through a publish gets 200 every time and each page whole, of one
 * release; a failed build leaves the live site and says why; publishes asked for during a build
 * are built once, after it.
 */
import type { FastifyInstance } from "fastify"
import { execFileSync } from "node:child_process"
import { cpSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { buildApp } from "../../app"
import type { Config } from "../../config"
import { staffMessages } from "../../staff/staff-context"
import { savePrice as saveFirstPrice } from "../support/content-save"
import { builtPrices, deployedBuild, publishCheckout, releaseOf } from "../support/publish-checkout"
import { addStaffUser, signIn, STAFF_EMAIL, type StaffClient } from "../support/staff-session"
import { tempDir, testConfig } from "../support/test-app"
import type { CheapPasswords } from "../support/cheap-passwords"
import type { PublishState } from "../../../shared/staff-api"

jest.mock("../../staff/passwords", () =>
  jest.requireActual<CheapPasswords>("../support/cheap-passwords").cheapPasswords(),
)

let checkout: string
let app: FastifyInstance
let config: Config
let port: number
let client: StaffClient

const git = (...args: string[]) => execFileSync("git", args, { cwd: checkout, encoding: "utf8" })
const read = (file: string) => readFileSync(join(checkout, file), "utf8")
const builds = () => builtPrices(checkout).length
/** The pace of a poll that waits for a build (a bounded number of polls, not a deadline). */
const pause = () => new Promise(resolve => setTimeout(resolve, 20))

beforeEach(async () => {
  checkout = publishCheckout()
  const publicDir = deployedBuild()
  config = testConfig({ contentCheckout: checkout, publicDir })
  app = await buildApp(config)
  await app.listen({ port: 0, host: "127.0.0.1" })
  const address = app.server.address()
  port = typeof address === "object" && address ? address.port : 0
  await addStaffUser(config, STAFF_EMAIL, undefined, "editor")
  client = await signIn(app)
})
afterEach(() => app.close())

const status = async () => (await client.request({ method: "GET", url: "/staff/api/publish" })).json() as PublishState
/** Waits until the live home page states `price` (bounded: it fails with the publish state instead). */
async function publishedWith(price: number): Promise<void> {
  for (let poll = 0; poll < 3_000; poll++) {
    if ((await fetch(`http://127.0.0.1:${port}/`).then(response => response.text())).includes(`price ${price} `)) return
    await pause()
  }
  throw new Error(`price ${price} never went live: ${JSON.stringify(await status())}`)
}
/** Waits until no build runs or waits (bounded, as above). */
async function idle(): Promise<PublishState> {
  for (let poll = 0; poll < 3_000; poll++) {
    const state = await status()
    if (!state.publishing) return state
    await pause()
  }
  throw new Error(`still publishing: ${JSON.stringify(await status())}`)
}
const savePrice = (price: number) => saveFirstPrice(client, checkout, price)

it("serves the deployed build, and saves publish: a visitor polling both editions gets whole pages, 200 every time, through two publishes", async () => {
  expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toContain("deployed")
  const answers: string[] = []
  /** Polls / and /ar/ without pause until `price` shows (bounded), keeping every answer. */
  const pollUntil = async (price: number) => {
    for (let poll = 0; poll < 20_000; poll++) {
      let live = false
      for (const path of ["/", "/ar/"]) {
        const response = await fetch(`http://127.0.0.1:${port}${path}`)
        const release = releaseOf(await response.text())
        answers.push(`${response.status} ${release}`)
        if (release?.endsWith(`price ${price}`)) live = true
      }
      if (live) return
    }
    throw new Error(`price ${price} never went live`)
  }
  expect((await savePrice(777)).statusCode).toBe(200)
  await pollUntil(777)
  // The second build rewrites the checkout's public/ while the first one's copy is live.
  expect((await savePrice(778)).statusCode).toBe(200)
  await pollUntil(778)
  const releases = new Set(answers)
  expect([...releases].filter(answer => !/^200 (deployed|build 1 price 777|build 2 price 778)$/.test(answer))).toEqual(
    [],
  )
  expect(releases).toContain("200 build 1 price 777")
  const state = await idle()
  expect(state).toMatchObject({ publishing: false, queued: false, failure: null })
  expect(state.live?.commit).toBe(git("rev-parse", "HEAD").trim())
})

it("publishes asked for during a build are built once, after it, with the latest content", async () => {
  // The first build waits until everything below was asked for.
  rmSync(join(checkout, "build-gate"))
  expect((await savePrice(501)).statusCode).toBe(200)
  expect((await savePrice(502)).statusCode).toBe(200)
  for (let i = 0; i < 5; i++) await client.request({ method: "POST", url: "/staff/api/publish" })
  expect(await status()).toMatchObject({ publishing: true, queued: true })
  writeFileSync(join(checkout, "build-gate"), "")
  await publishedWith(502)
  await idle()
  // The first build started with the first save (and read the content as it was when it ran);
  // everything asked for during it made one more.
  expect(builds()).toBe(2)
  expect(builtPrices(checkout).at(-1)).toBe(502)
})

it("a failed build leaves the live site as it was and says why, until a publish passes", async () => {
  expect((await savePrice(600)).statusCode).toBe(200)
  await publishedWith(600)
  expect((await savePrice(13)).statusCode).toBe(200)
  const state = await idle()
  expect(state.failure?.reason).toMatch(
    /^The site could not be built, so the live site did not change\. The build said:\n/,
  )
  expect(state.failure?.reason).toContain("data/pricing.json /items/0/price: 13 is refused by this build")
  expect(await (await fetch(`http://127.0.0.1:${port}/ar/`)).text()).toContain("price 600 ")
  expect((await savePrice(601)).statusCode).toBe(200)
  await publishedWith(601)
  expect((await idle()).failure).toBeNull()
})

it("a restart keeps the release published since; a new deploy goes live", async () => {
  expect((await savePrice(900)).statusCode).toBe(200)
  await publishedWith(900)
  await idle()
  // On a new port: a kept-alive connection to the stopped server must not carry the next request.
  const restart = async () => {
    await app.close()
    app = await buildApp(config)
    await app.listen({ port: 0, host: "127.0.0.1" })
    const address = app.server.address()
    port = typeof address === "object" && address ? address.port : 0
    client = await signIn(app)
  }
  await restart()
  expect(await (await fetch(`http://127.0.0.1:${port}/ar/`)).text()).toContain("price 900 ")
  expect((await status()).live?.commit).toBe(git("rev-parse", "HEAD").trim())

  writeFileSync(join(config.publicDir, "index.html"), "<!-- redeployed --><p>redeployed</p><!-- redeployed -->")
  await restart()
  expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toContain("redeployed")
})

it("a publish asked for when the live release is the content's last commit builds nothing", async () => {
  expect((await savePrice(910)).statusCode).toBe(200)
  await publishedWith(910)
  await idle()
  expect((await client.request({ method: "POST", url: "/staff/api/publish" })).statusCode).toBe(200)
  expect(await idle()).toMatchObject({ failure: null, live: { commit: git("rev-parse", "HEAD").trim() } })
  expect(builds()).toBe(1)
})

it("a save that changes nothing makes no commit, so nothing is built", async () => {
  const { items } = JSON.parse(read("data/pricing.json")) as { items: { price: number }[] }
  expect((await savePrice(items[0].price)).statusCode).toBe(200)
  expect((await idle()).publishing).toBe(false)
  expect(builds()).toBe(0)
})

it("is refused to an inbox account, and answers that publishing is off without a site to build", async () => {
  await addStaffUser(config, "inbox@example.com", undefined, "inbox")
  const inbox = await signIn(app, { email: "inbox@example.com" })
  expect((await inbox.request({ method: "POST", url: "/staff/api/publish" })).statusCode).toBe(403)
  expect(builds()).toBe(0)
  await app.close()
  const dataOnly = tempDir("publish-data-only-")
  cpSync(join(checkout, "data"), join(dataOnly, "data"), { recursive: true })
  config = testConfig({ contentCheckout: dataOnly })
  app = await buildApp(config)
  await addStaffUser(config, STAFF_EMAIL, undefined, "editor")
  client = await signIn(app)
  const response = await client.request({ method: "GET", url: "/staff/api/publish" })
  expect(response.statusCode).toBe(503)
  expect(response.json().message).toBe(staffMessages.publishingOff)
})
