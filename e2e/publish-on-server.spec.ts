/**
 * The whole loop on a server that publishes, in Chromium: an editor signs in at /admin/, changes a
 * price, saves; the server builds the site (the real build, in a clone of this checkout) and puts
 * it live; both editions show the new price; restoring the version before is a new version, and
 * its publish starts. The suite's own server edits a copy of data/ and never builds, so this spec
 * starts a server of its own. A first build in a new checkout takes about a minute, and several
 * beside the rest of the suite: the test waits for what it asserts (its version live on the staff
 * pages) within a generous bound. One build only: a second costs the suite's budget more than it
 * proves, since a restore publishes exactly as a save does (server/__tests__/publish/).
 */
import { execFileSync } from "node:child_process"
import { mkdirSync, rmSync, symlinkSync } from "node:fs"
import { join, resolve } from "node:path"
import { expect, test, type Page } from "@playwright/test"
import { startProductionServer } from "../bench/production-server"
import cmsConfig from "../src/admin/cms-config.generated.json"
import { formatNumber } from "../shared/i18n/format"
import { editions } from "./support/site-data"
import { openItem, publishSaved } from "./support/editor-steps"
import { addStaffAccount } from "./support/staff-account"

const root = resolve(__dirname, "..")
const [english, arabic] = editions
const plan = english.content.pricing.items[0]

type Field = { name: string; label: string; fields?: Field[] }
const pricingEntry = cmsConfig.collections
  .flatMap((collection): { name: string; label: string; fields: Field[] }[] => collection.files)
  .find(file => file.name === "pricing")!
const priceLabel = pricingEntry.fields
  .find(field => field.name === "items")!
  .fields!.find(field => field.name === "price")!.label

/** A build on two cores beside the rest of the suite: a bound, not a wait. */
const BUILD_BOUND_MS = 6 * 60_000

let work: string
let checkout: string
let dataDir: string
let stopServer: (() => Promise<void>) | undefined
let base: string

const git = (...args: string[]) => execFileSync("git", args, { cwd: checkout, encoding: "utf8" }).trim()

test.describe.configure({ mode: "serial", timeout: 2 * BUILD_BOUND_MS })

test.beforeAll(async () => {
  work = join(root, "var", `e2e-publish-${process.pid}`)
  rmSync(work, { recursive: true, force: true })
  mkdirSync(work, { recursive: true })
  checkout = join(work, "checkout")
  dataDir = join(work, "data")
  // The server's checkout of the site: a clone of this one, its packages linked, as bench:publish makes it.
  execFileSync("git", ["clone", "--quiet", "--shared", root, checkout])
  symlinkSync(join(root, "node_modules"), join(checkout, "node_modules"))
  const running = await startProductionServer({
    dataDir,
    env: {
      CONTENT_CHECKOUT: checkout,
      PUBLIC_DIR: join(root, "public"),
      SMTP_URL: "",
      LOG_LEVEL: "error",
      STAFF_SIGN_IN_ADDRESS_ATTEMPTS: "1000",
    },
  })
  base = running.origin
  stopServer = running.stop
})

test.afterAll(async () => {
  // Stops the build it may have left running too (its process group).
  await stopServer?.()
  rmSync(work, { recursive: true, force: true })
})

/** The staff pages' Content history until the live site is the checkout's last commit. */
async function expectLive(page: Page, commit: string) {
  await page.goto(`${base}/staff/content`)
  await expect(page.getByTestId("publish-state")).toContainText(`(version ${commit.slice(0, 8)})`, {
    timeout: BUILD_BOUND_MS,
  })
  await expect(page.getByTestId("publish-state")).not.toContainText("failed")
}

async function expectPriceOnline(page: Page, price: number) {
  for (const { locale, prefix, content } of [english, arabic]) {
    await page.goto(`${base}${prefix}`)
    const pricing = page.getByRole("region", { name: content.home.pricing.heading })
    const figure = formatNumber(price, locale)
    const written = locale === "ar" ? `${figure} ${content.pricing.currency}` : `${content.pricing.currency} ${figure}`
    await expect(pricing).toContainText(written)
  }
}

test("an editor changes a price at /admin/: it is built and live in both editions; restoring the version before is a new version, and it publishes", async ({
  page,
}) => {
  const editor = addStaffAccount("publisher", "editor", dataDir)
  const deployed = git("rev-parse", "HEAD")
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(`${base}/admin/`)
  await page.getByLabel("Email").fill(editor.email)
  await page.getByLabel("Password").fill(editor.password)
  await page.getByRole("button", { name: "Sign in" }).click()
  await page.getByRole("button", { name: "Login" }).click()
  await page.getByRole("link", { name: pricingEntry.label, exact: true }).click()
  const item = await openItem(page, plan.title)
  const newPrice = plan.price + 11
  await item.getByLabel(priceLabel, { exact: true }).fill(String(newPrice))
  expect(await publishSaved(page, "/staff/api/content")).toBe(200)
  const edited = git("rev-parse", "HEAD")
  expect(edited).not.toBe(deployed)

  await expectLive(page, edited)
  await expect(page.getByRole("table").getByRole("row").nth(1)).toContainText("(live on the site)")
  await expectPriceOnline(page, newPrice)

  // Undo: the deployed version, restored from the staff pages, is a new version, being published.
  await page.goto(`${base}/staff/content`)
  const rows = page.getByRole("table").getByRole("row")
  page.once("dialog", dialog => void dialog.accept())
  // The newest version is the editor's; the one before it is the content as deployed.
  await rows
    .nth(2)
    .getByRole("button", { name: /^Restore the content of / })
    .click()
  await expect(page.getByRole("status").filter({ hasText: "is back, saved as a new version" })).toBeVisible()
  expect(git("log", "-1", "--format=%ae")).toBe(editor.email)
  expect(git("show", "HEAD:data/pricing.json")).toBe(git("show", `${deployed}:data/pricing.json`))
  await expect(page.getByTestId("publish-state")).toContainText("Publishing")
})
