/**
 * The web editor on the site's own server, as an editor uses it: /admin/ asks a signed-out
 * visitor to sign in with a staff account and comes back; a price changed and published there is
 * a commit in the server's checkout (a copy of data/, CONTENT_CHECKOUT), authored by the editor.
 * Its preview is the site's page, as typed. An account whose role is the leads is told it cannot
 * edit. The page talks to this server only.
 */
import { execFileSync } from "node:child_process"
import { readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { expect, test, type Page } from "@playwright/test"
import cmsConfig from "../src/admin/cms-config.generated.json"
import { changedLines, priceLineWith } from "../server/__tests__/support/json-lines"
import { formatNumber } from "../shared/i18n/format"
import { content } from "./support/site-data"
import { openItem, publishSaved } from "./support/editor-steps"
import { addStaffAccount, type StaffAccount } from "./support/staff-account"

const checkout = process.env.E2E_CONTENT_CHECKOUT!
const git = (...args: string[]) => execFileSync("git", args, { cwd: checkout, encoding: "utf8" })
const read = (file: string) => readFileSync(join(checkout, file), "utf8")

type Field = { name: string; label: string; fields?: Field[] }
type Entry = { name: string; label: string; fields: Field[] }
const pricingEntry = cmsConfig.collections
  .flatMap((collection): Entry[] => collection.files)
  .find(file => file.name === "pricing")!
const priceLabel = pricingEntry.fields
  .find(field => field.name === "items")!
  .fields!.find(field => field.name === "price")!.label
const plan = content.pricing.items[0]

// Each test commits to the one checkout the server edits: one at a time, so each reads its own commits.
test.describe.configure({ mode: "serial" })

async function signIn(page: Page, account: StaffAccount) {
  await page.getByLabel("Email").fill(account.email)
  await page.getByLabel("Password").fill(account.password)
  await page.getByRole("button", { name: "Sign in" }).click()
}

test("an editor signs in at /admin/, changes a price and publishes it: one line changes, committed as the editor", async ({
  page,
  baseURL,
}) => {
  const editor = addStaffAccount("editor", "editor")
  const otherHosts: string[] = []
  const violations: string[] = []
  page.on("request", request => {
    const url = new URL(request.url())
    if (url.protocol.startsWith("http") && url.origin !== new URL(baseURL!).origin) otherHosts.push(request.url())
  })
  page.on("console", message => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text())
  })
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto("/admin/")
  await expect(page).toHaveURL(/\/staff\/\?next=editor$/)
  await signIn(page, editor)
  await expect(page).toHaveURL(/\/admin\/(#.*)?$/)
  await page.getByRole("button", { name: "Login" }).click()
  await page.getByRole("link", { name: pricingEntry.label, exact: true }).click()

  const before = read("data/pricing.json")
  const item = await openItem(page, plan.title)
  const price = item.getByLabel(priceLabel, { exact: true })
  await expect(price).toHaveValue(String(plan.price))
  const newPrice = plan.price + 7
  await price.fill(String(newPrice))
  // The preview is the home page, with the price as typed, its pictures read from this server.
  await page.locator('button[title="Toggle preview"]').click()
  const pricing = page.frameLocator("iframe").getByRole("region", { name: content.home.pricing.heading })
  await expect(pricing).toContainText(`${content.pricing.currency} ${formatNumber(newPrice, "en")}`)
  await expect
    .poll(() => page.frameLocator("iframe").locator('img[src^="blob:"]').count(), { message: "pictures shown" })
    .toBeGreaterThan(0)
  expect(await publishSaved(page, "/staff/api/content")).toBe(200)

  expect(changedLines(before, read("data/pricing.json"))).toEqual([
    priceLineWith(before, plan.id, plan.price, newPrice),
  ])
  expect(git("log", "-1", "--format=%an <%ae>|%s")).toBe(
    `${editor.email} <${editor.email}>|${pricingEntry.label}: English\n`,
  )
  expect(git("status", "--porcelain")).toBe("")
  expect(otherHosts).toEqual([])
  expect(violations).toEqual([])
})

test("an account whose role is the leads is told at /admin/ that it cannot edit, and its staff pages offer no editor", async ({
  page,
}) => {
  const inbox = addStaffAccount("inbox")
  await page.goto("/admin/")
  await signIn(page, inbox)
  await expect(page.getByText(/Your account's role does not include editing the site/)).toBeVisible()
  await page.goto("/staff/")
  await expect(page.getByRole("navigation", { name: "Staff" })).toBeVisible()
  await expect(page.getByRole("link", { name: "Web editor" })).toHaveCount(0)
})

test("an editor brings back an earlier version of the content from the staff pages: a new commit, the old price back", async ({
  page,
}) => {
  const editor = addStaffAccount("restorer", "editor")
  // A version to go back from: a price changed and committed in the server's checkout.
  const earlier = read("data/pricing.json")
  const changed = JSON.parse(earlier) as { items: { price: number }[] }
  changed.items[0].price += 3
  writeFileSync(join(checkout, "data/pricing.json"), `${JSON.stringify(changed, null, 2)}\n`)
  git("-c", "user.name=Developer", "-c", "user.email=dev@example.com", "commit", "--quiet", "-am", "A price by hand")
  await page.goto("/staff/content")
  await signIn(page, editor)
  const rows = page.getByRole("table").getByRole("row")
  await expect(rows.nth(1)).toContainText("A price by hand")
  await expect(rows.nth(1)).toContainText("Current")
  page.once("dialog", dialog => void dialog.accept())
  await rows
    .nth(2)
    .getByRole("button", { name: /^Restore the content of / })
    .click()
  await expect(page.getByRole("status")).toContainText("is back, saved as a new version")
  await expect(rows.nth(1)).toContainText(`Restore the content of`)
  expect(read("data/pricing.json")).toBe(earlier)
  expect(git("log", "-1", "--format=%ae")).toBe(`${editor.email}\n`)
  expect(git("status", "--porcelain")).toBe("")
})
