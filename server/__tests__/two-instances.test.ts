/**
 * Two server instances on one PostgreSQL database behind HAProxy with deploy/haproxy.cfg, a real
 * SMTP server counting messages, and kill -9 of one instance under load: every acknowledged lead
 * is stored once, every stored lead's notification is delivered after the survivor catches up; a
 * staff session and the sign-in throttle are the same on both instances; both share one content
 * checkout and one releases folder, so a publish through either is live on both, and saves and
 * builds through both take turns.
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from "node:child_process"
import { randomBytes } from "node:crypto"
import { readFileSync } from "node:fs"
import { join } from "node:path"
import type { PublishState } from "../../shared/staff-api"
import { openPostgresStorage } from "../storage/postgres/postgres-storage"
import { PAIR_RULES } from "../staff/sign-in-throttle"
import { freshDatabaseUrl, postgresAvailability } from "./support/postgres-database"
import { priceSave } from "./support/content-save"
import { builtPrices, deployedBuild, publishCheckout } from "./support/publish-checkout"
import { rawStaffClient, sendRaw, signInRaw, type RawStaffClient } from "./support/raw-http"
import { startSmtpSink, type SmtpSink } from "./support/smtp-sink"
import { listening, spawnEntry } from "./support/spawn-entry"
import { accountsOf, STAFF_EMAIL, STAFF_PASSWORD } from "./support/staff-session"
import { siteEnv, type StorageSite } from "./support/storage-sites"
import { FORM, readLeads, tempDir, validLead, waitFor } from "./support/test-app"
import { freePortIn } from "./support/free-port"
import type { CheapPasswords } from "./support/cheap-passwords"

// Accounts and the decoy hashed at the cheapest parameters: this suite checks what sign-in
// decides, not what a hash costs (support/cheap-passwords.ts).
jest.mock("../staff/passwords", () => jest.requireActual<CheapPasswords>("./support/cheap-passwords").cheapPasswords())

const HAPROXY = ["/usr/sbin/haproxy", "/usr/bin/haproxy"].find(
  path => spawnSync(path, ["-v"], { stdio: "ignore" }).status === 0,
)
const postgres = postgresAvailability()
const skipped =
  "skipped" in postgres
    ? postgres.skipped
    : HAPROXY === undefined
      ? "no haproxy (install Debian's haproxy, as .ci/run does)"
      : null
const describeWhenReady = skipped === null ? describe : describe.skip
if (skipped !== null) it.skip(`two instances behind HAProxy: skipped, ${skipped}`, () => undefined)

const CONFIG = join(__dirname, "..", "..", "deploy", "haproxy.cfg")
/** Short, so the survivor sends what the killed instance had claimed within the test. */
const LEASE_SECONDS = 10

type Instance = { child: ChildProcess; port: number }

describeWhenReady("two instances behind HAProxy on one PostgreSQL database", () => {
  const children: ChildProcess[] = []
  let site: StorageSite
  let sink: SmtpSink
  let one: Instance
  let two: Instance
  let balancerPort: number
  let checkout: string
  let releasesDir: string

  const startInstance = async (): Promise<Instance> => {
    const child = spawnEntry("server/main.ts", {
      ...siteEnv({ ...site, dataDir: tempDir("instance-data-") }),
      PORT: "0",
      HOST: "127.0.0.1",
      PUBLIC_DIR: deployedBuild(),
      CONTENT_CHECKOUT: checkout,
      RELEASES_DIR: releasesDir,
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      LEADS_RATE_LIMIT: "0",
      TRUST_PROXY: "127.0.0.1",
      MAIL_CLAIM_LEASE_SECONDS: String(LEASE_SECONDS),
      LOG_LEVEL: "info",
    })
    children.push(child)
    return { child, port: (await listening(child)).port }
  }

  beforeAll(async () => {
    site = {
      dataDir: tempDir("unused-"),
      databaseUrl: await freshDatabaseUrl(),
      secretKeyHex: randomBytes(32).toString("hex"),
    }
    sink = await startSmtpSink()
    checkout = publishCheckout()
    releasesDir = tempDir("shared-releases-")
    ;[one, two] = await Promise.all([startInstance(), startInstance()])
    const storage = await openPostgresStorage(site.databaseUrl ?? "")
    await accountsOf(site, storage).add(STAFF_EMAIL, STAFF_PASSWORD, "command line (test)", "owner")
    await storage.close()
    // TEST_BALANCER_PORTS=first-last keeps HAProxy in a range of one's own on a shared machine.
    const [first, last] = (process.env.TEST_BALANCER_PORTS ?? "8400-8599").split("-").map(Number)
    balancerPort = await freePortIn(first, last)
    const balancer = spawn(HAPROXY ?? "haproxy", ["-db", "-f", CONFIG], {
      env: {
        ...process.env,
        LB_BIND: `127.0.0.1:${balancerPort}`,
        INSTANCE_ONE: `127.0.0.1:${one.port}`,
        INSTANCE_TWO: `127.0.0.1:${two.port}`,
      },
      stdio: "ignore",
    })
    children.push(balancer)
    // Ready when it answers with the deployed build.
    await waitFor(async () => {
      try {
        return (await fetch(`http://127.0.0.1:${balancerPort}/`)).status === 200
      } catch {
        return false
      }
    })
  })

  afterAll(async () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL")
    await sink?.close()
  })

  it("a session started on one instance works on the other, and signing out on one ends it on both", async () => {
    const signedIn = await signInRaw(one.port, { email: STAFF_EMAIL, password: STAFF_PASSWORD })
    const onOne = rawStaffClient(one.port, signedIn)
    const onTwo = rawStaffClient(two.port, signedIn)
    expect((await onTwo("GET", "/staff/api/leads")).status).toBe(200)
    expect((await onOne("GET", "/staff/api/leads")).status).toBe(200)
    expect((await onTwo("DELETE", "/staff/api/session")).status).toBe(200)
    expect((await onOne("GET", "/staff/api/leads")).status).toBe(401)
    expect((await onTwo("GET", "/staff/api/leads")).status).toBe(401)
  })

  it("counts sign-in attempts across both: guesses spread over the two are throttled as one", async () => {
    const guess = (port: number) => signInRaw(port, { email: STAFF_EMAIL, password: "not the password" }, "127.0.0.2")
    // The free attempts and the one that sets the first wait, alternating between the instances.
    for (let attempt = 0; attempt <= PAIR_RULES.freeAttempts; attempt++)
      expect((await guess(attempt % 2 === 0 ? one.port : two.port)).status).toBe(401)
    expect((await guess(one.port)).status).toBe(429)
    expect((await guess(two.port)).status).toBe(429)
  })

  describe("publishing", () => {
    let onOne: RawStaffClient
    let onTwo: RawStaffClient
    const head = () => execFileSync("git", ["rev-parse", "HEAD"], { cwd: checkout, encoding: "utf8" }).trim()
    const commits = () =>
      Number(execFileSync("git", ["rev-list", "--count", "HEAD"], { cwd: checkout, encoding: "utf8" }))
    const headPrice = () =>
      (JSON.parse(readFileSync(join(checkout, "data/pricing.json"), "utf8")) as { items: { price: number }[] }).items[0]
        .price
    const stateOf = async (client: RawStaffClient) =>
      JSON.parse((await client("GET", "/staff/api/publish")).body) as PublishState
    /** Both instances idle, the content's last commit live (bounded: each build takes a fraction of a second). */
    const bothPublished = () =>
      waitFor(async () => {
        const states = [await stateOf(onOne), await stateOf(onTwo)]
        return states.every(state => !state.publishing && !state.queued && state.live?.commit === head()) && states
      })
    const page = async (port: number, path: string) => (await fetch(`http://127.0.0.1:${port}${path}`)).text()

    beforeAll(async () => {
      const signedIn = await signInRaw(one.port, { email: STAFF_EMAIL, password: STAFF_PASSWORD }, "127.0.0.3")
      onOne = rawStaffClient(one.port, signedIn)
      onTwo = rawStaffClient(two.port, signedIn)
    })

    it("a save through one instance is live on both the moment its build is", async () => {
      expect((await onTwo("POST", "/staff/api/content", priceSave(checkout, 701))).status).toBe(200)
      const [stateOne, stateTwo] = await bothPublished()
      expect(stateOne.live).toEqual(stateTwo.live)
      for (const port of [one.port, two.port, balancerPort])
        for (const path of ["/", "/ar/"]) expect(await page(port, path)).toContain("price 701 ")
    })

    it("saves through both at once are each committed, built one at a time, and the last is live on both", async () => {
      const before = commits()
      const builtBefore = builtPrices(checkout).length
      const prices = [711, 712, 713, 714, 715, 716]
      const answers = await Promise.all(
        prices.map((price, i) =>
          (i % 2 === 0 ? onOne : onTwo)("POST", "/staff/api/content", priceSave(checkout, price)),
        ),
      )
      expect(answers.map(answer => answer.status)).toEqual(prices.map(() => 200))
      expect(commits()).toBe(before + prices.length)
      const states = await bothPublished()
      // A second build in the checkout while one runs fails (support/publish-checkout.ts).
      expect(states.map(state => state.failure)).toEqual([null, null])
      expect(builtPrices(checkout).length - builtBefore).toBeLessThanOrEqual(prices.length)
      for (const port of [one.port, two.port, balancerPort])
        for (const path of ["/", "/ar/"]) expect(await page(port, path)).toContain(`price ${headPrice()} `)
    })
  })

  it("under concurrent posts, kill -9 of one instance: each acknowledged lead stored once, each notification delivered", async () => {
    const acknowledged = new Map<string, string>()
    let stop = false
    const post = (key: string) =>
      sendRaw({
        port: balancerPort,
        method: "POST",
        target: "/send_email.php",
        headers: { ...FORM, "idempotency-key": key },
        body: validLead({ email: `${key}@example.org` }),
      })
    // A client that sends the same form again, with the same key, until it is acknowledged.
    const client = async (worker: number) => {
      for (let i = 0; !stop; i++) {
        const key = `visitor-${worker}-${i}`
        for (let attempt = 0; attempt < 20; attempt++) {
          const answer = await post(key).catch(() => null)
          if (answer?.status === 200) {
            const id = (JSON.parse(answer.body) as { id: string }).id
            if (acknowledged.has(key) && acknowledged.get(key) !== id) throw new Error(`${key} got two leads`)
            acknowledged.set(key, id)
            break
          }
          await new Promise(resolve => setTimeout(resolve, 50))
        }
      }
    }
    const clients = Array.from({ length: 12 }, (_, worker) => client(worker))
    await waitFor(() => acknowledged.size >= 40, 60_000)
    const exited = new Promise(resolve => one.child.once("exit", resolve))
    one.child.kill("SIGKILL")
    await exited
    const atKill = acknowledged.size
    // The survivor carries on alone: the balancer takes the dead one out.
    await waitFor(() => acknowledged.size >= atKill + 40, 60_000)
    stop = true
    await Promise.all(clients)

    const stored = await readLeads(site)
    const storedIds = new Set(stored.map(lead => lead.id))
    expect([...acknowledged.values()].filter(id => !storedIds.has(id))).toEqual([])
    const keys = stored.map(lead => lead.idempotencyKey)
    expect(new Set(keys).size).toBe(keys.length)

    // Every stored lead's notification goes out, the killed instance's claims after their lease.
    await waitFor(async () => (await readLeads(site)).every(lead => lead.notification?.sentAt), 60_000)
    const messageIds = sink.messages.map(mail => mail.headers.get("message-id"))
    for (const lead of stored) expect(messageIds).toContain(`<lead.${lead.id}@example.com>`)
    // At least once: only a message the killed instance had handed to the SMTP server but not yet
    // marked sent can go out twice (the shared Message-ID lets mail clients fold it).
    expect(messageIds.length - new Set(messageIds).size).toBeLessThanOrEqual(1)
    expect(new Set(messageIds).size).toBe(stored.length)
  }, 120_000)
})
