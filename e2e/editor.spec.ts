/**
 * The web editor (Decap CMS at /admin/) driven in Chromium, with its local backend writing to a
 * copy of data/: the browser suite's other tests read the real data files, which stay untouched.
 * The entries, fields and counts are read from the editor's configuration (generated from
 * data/schemas/) and the values from data/, so an edit of either keeps this suite true.
 *
 * That a saved file shows on the built pages is proven without a second build: the file
 * passes the same validation the build runs first, and the page components render whatever
 * values it holds (jest, src/pages/__tests__/home-page.test.tsx, also over an edited copy of
 * data/ with every price changed; about-page.test.tsx for an Arabic heading, in each edition).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { expect, test, type Page } from "@playwright/test"
import sharp from "sharp"
import { formatProblems, validateData } from "../shared/data-validation/validate-data"
import { arabicLineWith, changedLines, priceLineWith } from "../server/__tests__/support/json-lines"
import cmsConfig from "../src/admin/cms-config.generated.json"
import { editionOf } from "../shared/i18n/edition"
import { openItem, publish, publishSaved } from "./support/editor-steps"
import { startEditServer, type EditServer } from "./support/edit-server"
import { content, dataFileCount } from "./support/site-data"

const root = join(__dirname, "..")

type Field = { name: string; label: string; label_singular?: string; min?: number; fields?: Field[] }
type Entry = { name: string; label: string; fields: Field[] }
/** Every entry of the editor: those with an Arabic part and those without one are two collections. */
const entries: Entry[] = cmsConfig.collections.flatMap((collection): Entry[] => collection.files)
const entry = (name: string) => entries.find(file => file.name === name)!
const field = (fields: Field[], name: string) => fields.find(candidate => candidate.name === name)!
const pricingEntry = entry("pricing")
const planFields = field(pricingEntry.fields, "items").fields!
const servicesEntry = entry("services")
const benefitsField = field(field(servicesEntry.fields, "items").fields!, "benefits")

/** The plan whose price the editor changes, and a new price for it that no plan has. */
const plan = content.pricing.items[0]
const newPrice = Math.max(...content.pricing.items.map(item => item.price)) + 51

let repoRoot: string
let server: EditServer
let origin: string

test.describe.configure({ mode: "serial" })

test.beforeAll(async () => {
  server = await startEditServer("editor-e2e")
  repoRoot = server.repoRoot
  origin = server.origin
})

test.afterAll(() => server?.close())

const read = (file: string) => readFileSync(join(repoRoot, file), "utf8")
/** The saved data folder passes the check the build runs first (npm run validate:data). */
function expectValidData() {
  const { files, problems } = validateData(join(repoRoot, "data"))
  expect(problems, formatProblems(problems)).toEqual([])
  expect(files).toHaveLength(dataFileCount)
}

const original = (file: string) => readFileSync(join(root, file), "utf8")

type Json = Record<string, unknown>
const parsed = (text: string) => JSON.parse(text) as Json

/** With DOC_SCREENSHOTS=1 the run refreshes the pictures of docs/editing.md. */
async function screenshot(page: Page, name: string) {
  if (process.env.DOC_SCREENSHOTS) await page.screenshot({ path: join(root, "docs", "images", `editor-${name}.png`) })
}

async function openEntry(page: Page, label: string) {
  await page.goto(`${origin}/admin/`)
  await page.getByRole("button", { name: "Login" }).click()
  await page.getByRole("link", { name: label, exact: true }).click()
}

test("an editor changes a plan's price: one line of data/pricing.json changes, and the data stays valid", async ({
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
  await expect(page.getByRole("link", { name: pricingEntry.label, exact: true })).toBeVisible()
  await screenshot(page, "entries")
  await page.getByRole("link", { name: pricingEntry.label, exact: true }).click()
  const item = await openItem(page, plan.title)
  const price = item.getByLabel(field(planFields, "price").label, { exact: true })
  await expect(price).toHaveValue(String(plan.price))
  await price.fill(String(newPrice))
  await screenshot(page, "price")
  expect(await publishSaved(page, "/api/v1")).toBe(200)
  await screenshot(page, "saved")

  const before = original("data/pricing.json")
  expect(changedLines(before, read("data/pricing.json"))).toEqual([
    priceLineWith(before, plan.id, plan.price, newPrice),
  ])
  expectValidData()
  expect(thirdParty).toEqual([])
})

test("an editor changes an Arabic heading: one line of the file's Arabic part changes, the data stays valid, and only the Arabic edition reads it", async ({
  page,
}) => {
  const heroField = field(aboutEntry.fields, "hero")
  const headingLabel = field(heroField.fields!, "heading").label
  const before = original("data/about.json")
  const heading = (editionOf(parsed(before), "ar") as { hero: { heading: string } }).hero.heading
  const englishHeading = (editionOf(parsed(before), "en") as { hero: { heading: string } }).hero.heading
  expect(heading).not.toBe(englishHeading)
  const newHeading = `${heading} الجديد`

  await page.setViewportSize({ width: 1280, height: 800 })
  await openEntry(page, aboutEntry.label)
  // Decap shows the English side (Writing in EN) and the Arabic side (Writing in AR) next to each other.
  const side = (locale: string) =>
    page
      .locator("div")
      .filter({ has: page.getByText(`Writing in ${locale}`, { exact: true }) })
      .filter({ has: page.locator("label") })
      .last()
  const heroOf = (locale: string) =>
    side(locale)
      .locator("div")
      .filter({ has: page.getByText(heroField.label, { exact: true }) })
      .filter({ has: page.getByLabel(headingLabel, { exact: true }) })
      .last()
      .getByLabel(headingLabel, { exact: true })
  await expect(heroOf("EN")).toHaveValue(englishHeading)
  await expect(heroOf("AR")).toHaveValue(heading)
  // Text fields take their text's direction: the Arabic one reads right to left.
  expect(await heroOf("AR").evaluate(input => getComputedStyle(input).unicodeBidi)).toBe("plaintext")
  await heroOf("AR").fill(newHeading)
  await screenshot(page, "arabic")
  expect(await publishSaved(page, "/api/v1")).toBe(200)
  await expect(heroOf("EN")).toHaveValue(englishHeading)

  const after = read("data/about.json")
  expect(changedLines(before, after)).toEqual([arabicLineWith(before, "heading", heading, newHeading)])
  // What the pages are built from (gatsby-node and the server read an edition through editionOf):
  // the Arabic edition has the new heading, the English one is exactly what it was. The rest of
  // the chain needs no second build: the About page renders each edition's heading from the
  // build's nodes of the file (jest, src/pages/__tests__/about-page.test.tsx, also over an
  // edited Arabic heading), and the built /ar/about/ shows the file's Arabic heading (pages.spec.ts).
  expect(editionOf(parsed(after), "en")).toEqual(editionOf(parsed(before), "en"))
  const arabicAfter = editionOf(parsed(after), "ar") as Json & { hero: Json }
  const arabicBefore = editionOf(parsed(before), "ar") as Json & { hero: Json }
  expect(arabicAfter).toEqual({ ...arabicBefore, hero: { ...arabicBefore.hero, heading: newHeading } })
  expectValidData()
})

test("an emptied required title is refused in the editor with a visible message, and nothing is written", async ({
  page,
}) => {
  const before = read("data/pricing.json")
  const saves: string[] = []
  page.on("request", request => {
    if (request.postData()?.includes('"persistEntry"')) saves.push(request.url())
  })
  await openEntry(page, pricingEntry.label)
  const title = field(planFields, "title").label
  const item = await openItem(page, content.pricing.items[1].title)
  await item.getByLabel(title, { exact: true }).fill("")
  await publish(page)
  await expect(page.getByText(`${title} is required.`)).toBeVisible()
  await screenshot(page, "refused")
  expect(saves).toEqual([])
  expect(read("data/pricing.json")).toBe(before)
})

test("one benefit more than a service may list is refused, and nothing is written", async ({ page }) => {
  const before = read("data/services.json")
  const saves: string[] = []
  page.on("request", request => {
    if (request.postData()?.includes('"persistEntry"')) saves.push(request.url())
  })
  await openEntry(page, servicesEntry.label)
  const service = await openItem(page, content.services.items[0].title)
  await service.getByRole("button", { name: `Add ${benefitsField.label_singular}` }).click()
  await publish(page)
  await expect(page.getByText(`${benefitsField.label} must have exactly ${benefitsField.min} item(s).`)).toBeVisible()
  expect(saves).toEqual([])
  expect(read("data/services.json")).toBe(before)
})

/** Every folder and file under data/images/ of the copy, with its bytes. */
function picturesFolder(): Map<string, string> {
  const folder = join(repoRoot, "data/images")
  return new Map(
    readdirSync(folder, { recursive: true, withFileTypes: true }).map(entry => {
      const path = join(entry.parentPath, entry.name)
      return [path, entry.isDirectory() ? "(folder)" : readFileSync(path).toString("base64")]
    }),
  )
}

/** The About page's story picture: a picture field outside any list, shown once (a shared fact, English side). */
const aboutEntry = entry("about")
const storyImage = (data: Json) => (data.story as { image: string }).image

/** Opens the About entry and picks `file` from the computer in the media library for the story's picture. */
async function pickStoryPicture(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await openEntry(page, aboutEntry.label)
  await page.getByRole("button", { name: "Choose different image" }).click()
  await page.locator('input[type="file"]').setInputFiles(file)
  // The media library selects what was just uploaded.
  await page.getByRole("button", { name: "Choose selected" }).click()
}

const shows = (page: Page, width: number, height: number) =>
  page.locator("img").evaluateAll(
    (images, size) =>
      images.some(image => {
        const picture = image as HTMLImageElement
        return picture.complete && picture.naturalWidth === size.width && picture.naturalHeight === size.height
      }),
    { width, height },
  )

test("an editor picks a new picture for the About page: the editor shows it, and publishing writes the picture and the entry", async ({
  page,
}) => {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c08040" } })
    .png()
    .toBuffer()
  const violations: string[] = []
  page.on("console", message => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text())
  })
  const before = picturesFolder()
  const about = read("data/about.json")
  await pickStoryPicture(page, { name: "new-story-picture.png", mimeType: "image/png", buffer: png })
  // The field shows the picture that was picked (the only one of its size).
  await expect.poll(() => shows(page, 64, 48)).toBe(true)
  // Nothing is written before the entry is published.
  expect(picturesFolder()).toEqual(before)
  expect(read("data/about.json")).toBe(about)

  expect(await publishSaved(page, "/api/v1")).toBe(200)
  expect(readFileSync(join(repoRoot, "data/images/new-story-picture.png")).equals(png)).toBe(true)
  expect(storyImage(parsed(read("data/about.json")))).toBe("images/new-story-picture.png")
  expect(changedLines(about, read("data/about.json"))).toHaveLength(1)
  // The editor server sends the CSP of /admin/: the picked picture is sent under it.
  expect(violations).toEqual([])
})

test("an SVG picked for the About page is refused with a visible message, and nothing is written", async ({ page }) => {
  const before = picturesFolder()
  const about = read("data/about.json")
  await pickStoryPicture(page, {
    name: "drawing.svg",
    mimeType: "image/svg+xml",
    buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  })
  await publish(page)
  await expect(page.getByText(/data\/images\/drawing\.svg: SVG files cannot be uploaded/)).toBeVisible()
  expect(picturesFolder()).toEqual(before)
  expect(read("data/about.json")).toBe(about)
  expect(existsSync(join(repoRoot, "data/images/drawing.svg"))).toBe(false)
})
