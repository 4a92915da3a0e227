/**
 * What right to left changes beyond the layout (the layout walk of pages.spec.ts checks that): the Arabic face is
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

/** The path of every font file the page fetches from now on. */
function fontRequests(page: Page): string[] {
  const fonts: string[] = []
  page.on("request", request => {
    if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname)
  })
  return fonts
}

/**
 * The fonts the browser drew the first element of `selector` with (DevTools' "Rendered Fonts").
 * None while React is still replacing the element (its node id is gone by the time it is asked
 * about): a poll asks again.
 */
async function renderedFonts(page: Page, selector: string): Promise<string[]> {
  const session = await page.context().newCDPSession(page)
  try {
    await session.send("DOM.enable")
    await session.send("CSS.enable")
    const { root } = await session.send("DOM.getDocument")
    const { nodeId } = await session.send("DOM.querySelector", { nodeId: root.nodeId, selector })
    const { fonts } = await session.send("CSS.getPlatformFontsForNode", { nodeId })
    return fonts.map(font => font.familyName)
  } catch (error) {
    if (error instanceof Error && /Could not find node/.test(error.message)) return []
    throw error
  } finally {
    await session.detach()
  }
}

/** A layout-shift entry (not yet in TypeScript's DOM types): the boxes that moved. */
type LayoutShift = PerformanceEntry & { sources: { node: Node | null }[] }

const TAJAWAL_FILE = /^\/static\/tajawal-(arabic|latin)-(400|700)-normal-\w+\.woff2$/

test("an English page fetches no font, though its language switch shows an Arabic word", async ({ page }) => {
  const fonts = fontRequests(page)
  await openPage(page, english.prefix)
  await scrollThrough(page)
  await expect(page.getByRole("banner").locator('a[lang="ar"]').first()).toBeAttached()
  expect(fonts).toEqual([])
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0)
  await expect(page.locator("[data-arabic-font]")).toHaveCount(0)
})

test("an Arabic page carries its face in its HTML: it fetches no font file and sets its text in Tajawal", async ({
  page,
}) => {
  const fonts = fontRequests(page)
  await openPage(page, arabic.prefix)
  await scrollThrough(page)
  expect(fonts).toEqual([])
  await expect(page.locator("head > script[data-arabic-font]")).toHaveCount(1)
  // The heading (bold) and the first paragraph (regular) are drawn in Tajawal, so both weights
  // came from the page itself.
  expect(await renderedFonts(page, "main h1")).toContain("Tajawal")
  expect(await renderedFonts(page, "main p")).toContain("Tajawal")
  // The copyright line mixes "©", the year's digits and Arabic: all of it in Tajawal, none in the
  // platform's sans (its Latin subset draws the digits).
  expect(await renderedFonts(page, "footer p:has(> bdi)")).toEqual(["Tajawal"])
})

test.describe("on a phone", () => {
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })

  test("the Arabic home page is laid out in its face from the first layout: nothing moves while it loads", async ({
    page,
  }) => {
    // Every shift, also those the browser excuses as following input: Lighthouse's mobile run
    // counts them, and a touch phone's emulation marks early shifts so.
    await page.addInitScript(() => {
      const shifts: string[] = []
      Object.assign(window, { __shifts: shifts })
      new PerformanceObserver(list => {
        for (const entry of list.getEntries() as LayoutShift[]) {
          shifts.push(
            entry.sources
              .map(source => (source.node instanceof Element ? source.node.outerHTML.slice(0, 80) : "?"))
              .join(" + "),
          )
        }
      }).observe({ type: "layout-shift", buffered: true })
    })
    await openPage(page, arabic.prefix)
    expect(await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)).toEqual([])
  })
})

test("an English page that switches to Arabic in the browser fetches Tajawal's files then, and uses them", async ({
  page,
}) => {
  await openPage(page, english.prefix)
  // A full load would lose this mark: the switch must be a navigation inside the page.
  await page.evaluate(() => Object.assign(window, { __samePageLoad: true }))
  const fonts = fontRequests(page)
  await page.getByRole("banner").locator('a[lang="ar"]').first().click()
  await expect(page.locator("html")).toHaveAttribute("lang", "ar")
  expect(await page.evaluate(() => "__samePageLoad" in window)).toBe(true)
  await expect.poll(() => renderedFonts(page, "main h1")).toContain("Tajawal")
  // Both Arabic weights (the heading is bold, the text regular); the Latin files as the page's digits need them.
  await expect.poll(() => fonts.filter(font => /tajawal-arabic-/.test(font)).length).toBe(2)
  expect(fonts.every(font => TAJAWAL_FILE.test(font))).toBe(true)
  expect(new Set(fonts).size).toBe(fonts.length)
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

test("Arabic home page: each price reads amount then currency, right to left, and the services' arrows point to the left", async ({
  page,
}) => {
  await openPage(page, arabic.prefix)
  const { currency } = arabic.content.pricing
  // The amount is on the right of «درهم»: read right to left, the amount comes first.
  const prices = await page
    .getByRole("main")
    .locator("span", { has: page.locator(`span:text-is("${currency}")`) })
    .evaluateAll(
      (groups, unit) =>
        groups.flatMap(group => {
          const parts = [...group.children]
          const currencyPart = parts.find(part => part.textContent === unit)
          const amountPart = parts.find(part => part !== currencyPart && /^[0-9,]+$/.test(part.textContent ?? ""))
          if (!currencyPart || !amountPart) return []
          const [amountBox, currencyBox] = [amountPart, currencyPart].map(part => part.getBoundingClientRect())
          return amountBox.width > 0 ? [{ amountOnTheRight: amountBox.left >= currencyBox.right - 1 }] : []
        }),
      currency,
    )
  expect(prices.length).toBeGreaterThanOrEqual(1)
  expect(prices.filter(price => !price.amountOnTheRight)).toEqual([])

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
