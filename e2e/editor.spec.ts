/**
 * The web editor (Decap CMS at /admin/) driven in Chromium, with its local backend writing to a
 * copy of data/: the browser suite's other tests read the real data files, which stay untouched.
 */
import { spawnSync } from "node:child_process"
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { expect, test, type Page } from "@playwright/test"
import type { FastifyInstance } from "fastify"
import { buildAdmin } from "../scripts/build-admin"
import { siteBuild } from "../scripts/build-inputs"
import { buildEditApp } from "../server/edit/edit-app"

const root = join(__dirname, "..")
/** What a Gatsby build of the site reads besides data/ and node_modules/. */
const SITE_SOURCES = [
  ...siteBuild.inputs.filter(
    input => input !== "data" && input !== "package-lock.json" && !input.startsWith("scripts/"),
  ),
  "tsconfig.json",
  "package.json",
]
let repoRoot: string
let editor: FastifyInstance
let origin: string

test.describe.configure({ mode: "serial" })

test.beforeAll(async () => {
  repoRoot = join(tmpdir(), `editor-e2e-${process.pid}`)
  rmSync(repoRoot, { recursive: true, force: true })
  mkdirSync(repoRoot)
  cpSync(join(root, "data"), join(repoRoot, "data"), { recursive: true })
  cpSync(join(root, ".prettierrc.json"), join(repoRoot, ".prettierrc.json"))
  const adminDir = join(repoRoot, "admin")
  await buildAdmin(adminDir)
  editor = await buildEditApp({ repoRoot, adminDir })
  await editor.listen({ port: 0, host: "127.0.0.1" })
  const address = editor.server.address()
  if (typeof address !== "object" || address === null) throw new Error("the edit server has no port")
  origin = `http://localhost:${address.port}`
})

test.afterAll(async () => {
  await editor?.close()
  rmSync(repoRoot, { recursive: true, force: true })
})

const read = (file: string) => readFileSync(join(repoRoot, file), "utf8")
const original = (file: string) => readFileSync(join(root, file), "utf8")

/** The lines of `after` that differ from `before`, line by line (both have as many lines). */
function changedLines(before: string, after: string): string[] {
  const [a, b] = [before.split("\n"), after.split("\n")]
  expect(b).toHaveLength(a.length)
  return b.filter((line, index) => line !== a[index])
}

/** With DOC_SCREENSHOTS=1 the run refreshes the pictures of docs/editing.md. */
async function screenshot(page: Page, name: string) {
  if (process.env.DOC_SCREENSHOTS) await page.screenshot({ path: join(root, "docs", "images", `editor-${name}.png`) })
}

async function openEntry(page: Page, label: string) {
  await page.goto(`${origin}/admin/`)
  await page.getByRole("button", { name: "Login" }).click()
  await page.getByRole("link", { name: label, exact: true }).click()
}

/** A list item, opened: Decap shows items collapsed under their title, with an unnamed toggle first. */
async function openItem(page: Page, title: string) {
  const item = page.getByText(title, { exact: true }).first().locator("xpath=..")
  await item.getByRole("button").first().click()
  return item
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish" }).click()
  await page.getByText("Publish now").click()
}

test("an editor changes the VAT Registration price from 299 to 349: one line of data/pricing.json changes", async ({
  page,
}) => {
  const thirdParty: string[] = []
  page.on("request", request => {
    const url = new URL(request.url())
    if (!["http:", "https:"].includes(url.protocol)) return
    if (url.origin !== origin) thirdParty.push(request.url())
  })
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(`${origin}/admin/`)
  await screenshot(page, "sign-in")
  await page.getByRole("button", { name: "Login" }).click()
  await expect(page.getByRole("link", { name: "Pricing plans", exact: true })).toBeVisible()
  await screenshot(page, "entries")
  await page.getByRole("link", { name: "Pricing plans", exact: true }).click()
  const plan = await openItem(page, "VAT Registration")
  await expect(plan.getByLabel("Price", { exact: true })).toHaveValue("299")
  await plan.getByLabel("Price", { exact: true }).fill("349")
  await screenshot(page, "price")
  const saved = page.waitForResponse(
    response => response.url().endsWith("/api/v1") && response.request().postData()!.includes('"persistEntry"'),
  )
  await publish(page)
  expect((await saved).status()).toBe(200)
  await screenshot(page, "saved")

  expect(changedLines(original("data/pricing.json"), read("data/pricing.json"))).toEqual([
    '    { "id": "vat-registration", "title": "VAT Registration", "price": 349, "features": [] },',
  ])
  const validation = spawnSync("npx", ["tsx", "scripts/validate-data.ts", join(repoRoot, "data")], {
    cwd: root,
    encoding: "utf8",
  })
  expect(validation.stdout).toContain("All 20 data files are valid.")
  expect(validation.status).toBe(0)
  expect(thirdParty).toEqual([])
})

test("the home page built from the saved data shows Starts @ AED 349", async () => {
  // A whole Gatsby build of a copy of the site with the saved data (a few minutes on 2 cores).
  test.setTimeout(20 * 60_000)
  const siteRoot = join(tmpdir(), `editor-e2e-site-${process.pid}`)
  rmSync(siteRoot, { recursive: true, force: true })
  mkdirSync(siteRoot)
  for (const entry of SITE_SOURCES) cpSync(join(root, entry), join(siteRoot, entry), { recursive: true })
  cpSync(join(repoRoot, "data"), join(siteRoot, "data"), { recursive: true })
  symlinkSync(join(root, "node_modules"), join(siteRoot, "node_modules"))
  try {
    const build = spawnSync("npx", ["gatsby", "build"], {
      cwd: siteRoot,
      encoding: "utf8",
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "true" },
    })
    expect(build.status, build.stderr.slice(-2000)).toBe(0)
    const home = readFileSync(join(siteRoot, "public", "index.html"), "utf8")
    const text = home.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ")
    expect(text).toMatch(/VAT Registration Starts @ AED 349/)
    expect(text).not.toMatch(/VAT Registration Starts @ AED 299/)
  } finally {
    rmSync(siteRoot, { recursive: true, force: true })
  }
})

test("an emptied required title is refused in the editor with a visible message, and nothing is written", async ({
  page,
}) => {
  const before = read("data/pricing.json")
  const saves: string[] = []
  page.on("request", request => {
    if (request.postData()?.includes('"persistEntry"')) saves.push(request.url())
  })
  await openEntry(page, "Pricing plans")
  const plan = await openItem(page, "VAT Registration")
  await plan.getByLabel("Title", { exact: true }).fill("")
  await publish(page)
  await expect(page.getByText("Title is required.")).toBeVisible()
  await screenshot(page, "refused")
  expect(saves).toEqual([])
  expect(read("data/pricing.json")).toBe(before)
})

test("a sixth benefit for a service is refused, and nothing is written", async ({ page }) => {
  const before = read("data/services.json")
  const saves: string[] = []
  page.on("request", request => {
    if (request.postData()?.includes('"persistEntry"')) saves.push(request.url())
  })
  await openEntry(page, "Services")
  const service = await openItem(page, "Open Bank Account")
  await service.getByRole("button", { name: "Add benefit" }).click()
  await publish(page)
  await expect(page.getByText("Benefits must have exactly 5 item(s).")).toBeVisible()
  expect(saves).toEqual([])
  expect(read("data/services.json")).toBe(before)
})

test("the production site serves the editor at /admin/ for the git host, under its own CSP, noindex", async ({
  page,
  baseURL,
}) => {
  const violations: string[] = []
  const thirdParty: string[] = []
  page.on("console", message => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text())
  })
  page.on("request", request => {
    if (new URL(request.url()).origin !== new URL(baseURL!).origin && request.url().startsWith("http"))
      thirdParty.push(request.url())
  })
  const response = await page.goto("/admin/")
  const headers = response!.headers()
  expect(headers["content-security-policy"]).toContain("script-src 'self' 'unsafe-eval';")
  expect(headers["content-security-policy"]).toContain("connect-src 'self' https://api.github.com")
  expect(headers["x-robots-tag"]).toBe("noindex, nofollow")
  await expect(page.getByRole("button", { name: "Login with GitHub" })).toBeVisible()
  expect(violations).toEqual([])
  expect(thirdParty).toEqual([])
  expect(await (await page.request.get("/robots.txt")).text()).toContain("Disallow: /admin/")
})
