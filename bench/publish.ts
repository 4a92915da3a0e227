/**
 * `npm run bench:publish`: the time from Publish in the web editor to the changed price on the
 * live pages, through the real loop. A clone of this checkout (its node_modules linked) is the
 * server's CONTENT_CHECKOUT; the compiled production server runs on it; an editor account signs
 * in through the staff API and saves a new price for the first plan, as the editor does; the
 * bench then reads / and /ar/ until both show the new price. One warm-up publish fills Gatsby's
 * cache in the clone first (a server's checkout keeps it between publishes).
 *
 * Budget: median ≤ 90 s over the runs (`--runs=3`), on 2 cores. Prints each run and the median.
 */
import { execFileSync, spawnSync } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs"
import { availableParallelism, tmpdir } from "node:os"
import { join } from "node:path"
import { parseArgs } from "node:util"
import { median } from "./median-figures"
import { startProductionServer } from "./production-server"

const root = join(__dirname, "..")
const BUDGET_MS = 90_000
/** How often the live pages are read while a publish runs. */
const LOOK_EVERY_MS = 250
/** A publish that takes longer than this has failed; the bench says so rather than wait for ever. */
const GIVE_UP_MS = 15 * 60_000

const { values } = parseArgs({ options: { runs: { type: "string", default: "3" } } })
const runs = Number(values.runs)

type Pricing = { items: { price: number }[] }
const priceText = (price: number) => new Intl.NumberFormat("en-US").format(price)

async function main(): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), "bench-publish-"))
  const checkout = join(work, "checkout")
  execFileSync("git", ["clone", "--quiet", "--shared", root, checkout])
  symlinkSync(join(root, "node_modules"), join(checkout, "node_modules"))
  // The deployed build the server starts with, made from the same commit.
  const server = await startProductionServer({
    env: { CONTENT_CHECKOUT: checkout, PUBLIC_DIR: join(root, "public"), LEADS_RATE_LIMIT: "0" },
  })
  try {
    const email = "bench-editor@example.com"
    const password = "bench editor password"
    const made = spawnSync(
      process.execPath,
      [join(root, "dist/server/cli/staff.js"), "add-user", email, "--role=editor"],
      {
        env: { ...process.env, DATA_DIR: server.dataDir, STAFF_PASSWORD: password },
        encoding: "utf8",
      },
    )
    if (made.status !== 0) throw new Error(`add-user failed: ${made.stderr}`)
    const same = { origin: server.origin, "sec-fetch-site": "same-origin", "content-type": "application/json" }
    const signIn = await fetch(`${server.origin}/staff/api/session`, {
      method: "POST",
      headers: same,
      body: JSON.stringify({ email, password }),
    })
    if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`)
    const cookie = (signIn.headers.get("set-cookie") ?? "").split(";")[0]
    const { csrfToken } = (await signIn.json()) as { csrfToken: string }
    const staff = { ...same, cookie, "x-csrf-token": csrfToken }

    const publishPrice = async (price: number): Promise<number> => {
      const data = JSON.parse(readFileSync(join(checkout, "data/pricing.json"), "utf8")) as Pricing
      data.items[0].price = price
      const started = performance.now()
      const saved = await fetch(`${server.origin}/staff/api/content`, {
        method: "POST",
        headers: staff,
        body: JSON.stringify({
          action: "persistEntry",
          params: { entry: { path: "data/pricing.json", raw: JSON.stringify(data) }, assets: [], options: {} },
        }),
      })
      if (!saved.ok) throw new Error(`the save was refused: ${saved.status} ${await saved.text()}`)
      const shown = `>${priceText(price)}<`
      while (performance.now() - started < GIVE_UP_MS) {
        const pages = await Promise.all(["/", "/ar/"].map(path => fetch(`${server.origin}${path}`).then(r => r.text())))
        if (pages.every(page => page.includes(shown))) return performance.now() - started
        const state = (await (await fetch(`${server.origin}/staff/api/publish`, { headers: staff })).json()) as {
          publishing: boolean
          failure: { reason: string } | null
        }
        if (!state.publishing && state.failure) throw new Error(`the publish failed: ${state.failure.reason}`)
        await new Promise(resolve => setTimeout(resolve, LOOK_EVERY_MS))
      }
      throw new Error(`price ${price} was not live after ${GIVE_UP_MS / 60_000} minutes`)
    }

    const base = Math.max(
      ...(JSON.parse(readFileSync(join(checkout, "data/pricing.json"), "utf8")) as Pricing).items.map(
        item => item.price,
      ),
    )
    console.log(
      `bench:publish on ${availableParallelism()} cores: warm-up publish (fills Gatsby's cache in the checkout)…`,
    )
    console.log(`  warm-up: ${((await publishPrice(base + 100)) / 1000).toFixed(1)} s`)
    const times: number[] = []
    for (let run = 1; run <= runs; run++) {
      const ms = await publishPrice(base + 100 + run)
      times.push(ms)
      console.log(`  run ${run}: ${(ms / 1000).toFixed(1)} s from Publish to the new price on / and /ar/`)
    }
    const middle = median(times)
    console.log(
      `Median ${(middle / 1000).toFixed(1)} s, slowest ${(Math.max(...times) / 1000).toFixed(1)} s: ${middle <= BUDGET_MS ? "within" : "OVER"} the budget of ${BUDGET_MS / 1000} s.`,
    )
    if (middle > BUDGET_MS) process.exitCode = 1
  } finally {
    await server.stop()
    rmSync(work, { recursive: true, force: true })
  }
}

main().catch(error => {
  console.error(error)
  process.exit(1)
})
