/**
 * The web editor's preview pane is the site's page: the site's own page components and styles,
 * with the entry as typed and every other file as saved, in English left to right and in Arabic
 * right to left (src/admin/preview/). Driven in Chromium against `npm run edit`'s server over a
 * copy of data/ and the site's static files; expectations come from data/.
 */
import { expect, test, type FrameLocator, type Page } from "@playwright/test"
import cmsConfig from "../src/admin/cms-config.generated.json"
import { formatNumber } from "../shared/i18n/format"
import { directionOf } from "../shared/i18n/locales"
import { previewMessages } from "../src/admin/preview/page-preview"
import { openItem } from "./support/editor-steps"
import { startEditServer, type EditServer } from "./support/edit-server"
import { contact, fillContact, labels } from "./support/form-steps"
import { editions, type Edition } from "./support/site-data"

const [english, arabic] = editions

type Field = { name: string; label: string; fields?: Field[] }
const entries: { name: string; fields: Field[] }[] = cmsConfig.collections.flatMap(
  (collection): { name: string; fields: Field[] }[] => collection.files,
)
const pricingFields = entries.find(entry => entry.name === "pricing")!.fields
const planFields = pricingFields.find(field => field.name === "items")!.fields!
const priceLabel = planFields.find(field => field.name === "price")!.label
const faqFields = entries.find(entry => entry.name === "faq")!.fields.find(field => field.name === "items")!.fields!
const questionLabel = faqFields.find(field => field.name === "question")!.label

let server: EditServer
let origin: string

test.describe.configure({ mode: "serial" })

test.beforeAll(async () => {
  server = await startEditServer("editor-preview-e2e")
  origin = server.origin
})

test.afterAll(() => server?.close())

/** Opens an entry with its preview beside it (Decap shows both languages' fields until the preview is asked for). */
async function openPreview(page: Page, name: string): Promise<FrameLocator> {
  await page.setViewportSize({ width: 1400, height: 900 })
  await page.goto(`${origin}/admin/`)
  await page.getByRole("button", { name: "Login" }).click()
  await page.goto(`${origin}/admin/#/collections/content/entries/${name}`)
  await page.locator('button[title="Toggle preview"]').click()
  return page.frameLocator("iframe")
}

async function writeIn(page: Page, locale: string) {
  await page.getByRole("button", { name: /^Writing in / }).click()
  await page.getByRole("menuitem", { name: locale, exact: true }).click()
}

test("the pricing entry previews the home page at its pricing section, and each price as it is typed", async ({
  page,
}) => {
  const errors: string[] = []
  page.on("pageerror", error => errors.push(error.message))
  const { content, locale } = english
  const frame = await openPreview(page, "pricing")
  await expect(frame.locator("html")).toHaveAttribute("dir", directionOf(locale))
  await expect(frame.locator("html")).toHaveAttribute("lang", locale)
  // The site's layout around the page: its header and footer, from data/navigation.json as saved.
  for (const link of content.navigation.quickLinks)
    await expect(frame.getByRole("contentinfo").getByRole("link", { name: link.label, exact: true })).toBeAttached()
  // The section the entry fills, where the preview opens.
  const pricing = frame.getByRole("region", { name: content.home.pricing.heading })
  await expect(pricing).toBeInViewport()
  const [plan] = content.pricing.items
  await expect(pricing.getByText(plan.title, { exact: true }).first()).toBeAttached()
  await expect(pricing).toContainText(`${content.pricing.currency} ${formatNumber(plan.price, locale)}`)
  // The site's styles: the header is the site's fixed bar.
  expect(
    await frame
      .locator("header")
      .first()
      .evaluate(element => getComputedStyle(element).position),
  ).toBe("fixed")

  const item = await openItem(page, plan.title)
  const newPrice = plan.price * 10 + 7
  await item.getByLabel(priceLabel, { exact: true }).fill(String(newPrice))
  await expect(pricing).toContainText(`${content.pricing.currency} ${formatNumber(newPrice, locale)}`)
  expect(errors).toEqual([])
})

test("in Arabic the preview reads right to left, in the Arabic texts and Tajawal, with the prices written the Arabic way", async ({
  page,
}) => {
  const { content, locale } = arabic
  const frame = await openPreview(page, "pricing")
  await writeIn(page, locale)
  await expect(frame.locator("html")).toHaveAttribute("dir", directionOf(locale))
  await expect(frame.locator("html")).toHaveAttribute("lang", locale)
  const pricing = frame.getByRole("region", { name: content.home.pricing.heading })
  await expect(pricing).toBeAttached()
  const [plan] = content.pricing.items
  await expect(pricing.getByText(plan.title, { exact: true }).first()).toBeAttached()
  await expect(pricing).toContainText(`${formatNumber(plan.price, locale)} ${content.pricing.currency}`)
  const heading = pricing.getByRole("heading", { level: 2 })
  expect(await heading.evaluate(element => getComputedStyle(element).fontFamily)).toMatch(/^Tajawal/)
  await expect
    .poll(() =>
      heading.evaluate(async element => {
        await element.ownerDocument.fonts.ready
        return element.ownerDocument.fonts.check(`700 16px Tajawal`, "ع")
      }),
    )
    .toBe(true)
})

const pageEntries = [
  { entry: "about", h1: ({ content }: Edition) => content.about.hero.heading },
  { entry: "contact", h1: ({ content }: Edition) => content.contactPage.hero.heading },
  { entry: "services-page", h1: ({ content }: Edition) => content.servicesPage.hero.heading },
]
for (const { entry, h1 } of pageEntries) {
  test(`the ${entry} entry previews its page in each language`, async ({ page }) => {
    const frame = await openPreview(page, entry)
    for (const edition of editions) {
      if (edition !== english) await writeIn(page, edition.locale)
      await expect(frame.getByRole("heading", { level: 1 })).toHaveText(h1(edition))
      await expect(frame.locator("html")).toHaveAttribute("dir", directionOf(edition.locale))
      await expect(frame.getByText(previewMessages.cannotShow)).toHaveCount(0)
    }
  })
}

test("the FAQ entry previews its questions on the home page as they are typed", async ({ page }) => {
  const { content } = english
  const frame = await openPreview(page, "faq")
  const faq = frame.getByRole("region", { name: content.home.faq.heading })
  const [first] = content.faq.items
  await expect(faq.getByRole("button", { name: first.question })).toBeAttached()
  const question = await openItem(page, first.question)
  const field = question.getByLabel(questionLabel, { exact: true })
  await field.fill(`${first.question} Really?`)
  await expect(faq.getByRole("button", { name: `${first.question} Really?` })).toBeAttached()
})

test("the forms in the preview send nothing", async ({ page }) => {
  const posts: string[] = []
  page.on("request", request => {
    if (request.method() === "POST" && !request.url().endsWith("/api/v1")) posts.push(request.url())
  })
  const frame = await openPreview(page, "contact")
  const form = frame.getByRole("main").locator("form")
  const submit = form.getByRole("button", { name: english.content.forms.contact.submitLabel, exact: true })
  await fillContact(form)
  await submit.click()
  // The visitor's form would now be sending; in the preview it stays as typed.
  await expect(form.getByLabel(labels.firstname)).toHaveValue(contact.firstname)
  await expect(submit).toBeEnabled()
  expect(posts).toEqual([])
})
