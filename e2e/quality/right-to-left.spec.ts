/**
 * What right to left changes beyond the layout (layout.spec.ts walks that): the Arabic face is
 * fetched by the Arabic pages only, phone numbers, e-mail addresses and prices stay left-to-right
 * islands in Arabic text, phone and e-mail fields are typed left to right, and pointing icons
 * turn round. One load per page (the suite's time budget).
 */
import { expect, test, type Page } from "@playwright/test"
import { openPage } from "../support/quality-page"
import { scrollThrough } from "../support/scroll-through"
import { editions } from "../support/site-data"

const [english, arabic] = ["en", "ar"].map(locale => editions.find(edition => edition.locale === locale)!)

test.use({ viewport: { width: 1280, height: 800 } })

/** Every font file the page fetched while it was opened and read to the end. */
async function fontsFetched(page: Page, path: string): Promise<string[]> {
  const fonts: string[] = []
  page.on("request", request => {
    if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname)
  })
  await openPage(page, path)
  await scrollThrough(page)
  return fonts
}

test("an English page fetches no font, though its language switch shows an Arabic word", async ({ page }) => {
  const fonts = await fontsFetched(page, english.prefix)
  await expect(page.getByRole("banner").locator('a[lang="ar"]').first()).toBeAttached()
  expect(fonts).toEqual([])
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0)
})

test("an Arabic page preloads the two Arabic font files, fetches only them, and sets its text in Tajawal", async ({
  page,
}) => {
  const fonts = await fontsFetched(page, arabic.prefix)
  const preloaded = await page
    .locator('link[rel="preload"][as="font"]')
    .evaluateAll(links => links.map(link => link.getAttribute("href")))
  expect(preloaded).toHaveLength(2)
  expect(preloaded.every(href => /^\/static\/tajawal-arabic-(400|700)-normal-\w+\.woff2$/.test(href ?? ""))).toBe(true)
  expect([...new Set(fonts)].sort()).toEqual([...preloaded].sort())
  const heading = page.getByRole("heading", { level: 1 })
  expect(await heading.evaluate(element => getComputedStyle(element).fontFamily)).toMatch(/^Tajawal,/)
  expect(await page.evaluate(() => document.fonts.check("700 16px Tajawal", "عربي"))).toBe(true)
})

test("Arabic contact page: phones and e-mails read left to right, and their fields are typed left to right", async ({
  page,
}) => {
  await openPage(page, `${arabic.prefix}contact/`)
  const { company } = arabic.content
  const main = page.getByRole("main")
  for (const text of [...company.phones.map(phone => phone.display), ...company.emails.map(email => email.address)]) {
    const island = main.locator("bdi", { hasText: text }).first()
    await expect(island).toHaveAttribute("dir", "ltr")
    expect(await island.evaluate(element => getComputedStyle(element).direction), text).toBe("ltr")
  }
  const form = main.locator("form")
  for (const type of ["email", "tel"]) {
    await expect(form.locator(`input[type="${type}"]`)).toHaveAttribute("dir", "ltr")
  }
})

test("Arabic home page: each price is one left-to-right island, and the services' arrows point to the left", async ({
  page,
}) => {
  await openPage(page, arabic.prefix)
  const { currency } = arabic.content.pricing
  const prices = await page
    .getByRole("main")
    .locator("bdi")
    .filter({ hasText: currency })
    .evaluateAll(islands =>
      islands.map(island => ({ dir: island.getAttribute("dir"), direction: getComputedStyle(island).direction })),
    )
  expect(prices.length).toBeGreaterThanOrEqual(arabic.content.pricing.items.length)
  expect(prices.filter(price => price.dir !== "ltr" || price.direction !== "ltr")).toEqual([])

  await page.goto(`${arabic.prefix}services/`)
  const arrows = page.getByRole("main").locator("svg.mirror-in-rtl")
  expect(await arrows.count()).toBeGreaterThan(0)
  expect(new Set(await arrows.evaluateAll(icons => icons.map(icon => getComputedStyle(icon).scale)))).toEqual(
    new Set(["-1 1"]),
  )
  await page.goto(`${english.prefix}services/`)
  expect(
    new Set(
      await page
        .getByRole("main")
        .locator("svg.mirror-in-rtl")
        .evaluateAll(icons => icons.map(icon => getComputedStyle(icon).scale)),
    ),
  ).toEqual(new Set(["none"]))
})
