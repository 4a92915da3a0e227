/**
 * The two editions in a real browser: the language switch leads to the same page in the other
 * language on every kind of route, both ways, as a client-side navigation; <html lang dir>
 * follows; an unknown path under /ar/ answers 404 with the Arabic 404 page. Expectations come
 * from data/ through site-data.ts (the h1 of each page in each edition).
 */
import type { Page } from "@playwright/test"
import { expect, test } from "./support/shared-page"
import { directionOf } from "../src/i18n/locale-context"
import { LOCALE_NAMES } from "../shared/i18n/locales"
import { waitForHydration } from "./support/hydration"
import {
  arabic,
  english,
  LEGAL_PAGES,
  notFoundPathOf,
  pagesOf,
  servicePath,
  SERVICES_PATH,
  type Edition,
} from "./support/site-data"

/** The h1 a page of an edition shows, from the route table built from data/. */
function headingOf(edition: Edition, path: string): string {
  const route = pagesOf(edition).find(candidate => candidate.path === path)
  if (!route) throw new Error(`No ${edition.locale} page at ${path}`)
  return route.h1
}

const at = (edition: Edition, path: string) => `${edition.prefix}${path.replace(/^\//, "")}`

async function expectEdition(page: Page, edition: Edition) {
  await expect(page.locator("html")).toHaveAttribute("lang", edition.locale)
  await expect(page.locator("html")).toHaveAttribute("dir", directionOf(edition.locale))
}

/** The header's switch to the other edition: named in that language, marked with it. */
function switchTo(page: Page, target: Edition) {
  return page.getByRole("banner").getByRole("link", { name: LOCALE_NAMES[target.locale], exact: true })
}

// One page of each kind of route: home, a static page, a service page, a legal page.
const routes = ["/", "/about/", servicePath(english.content.services.items[0]), LEGAL_PAGES[0].path]

test.describe("language switch", () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  for (const path of routes) {
    test(`${path}: to Arabic and back, same page, lang and dir follow without a reload`, async ({ page }) => {
      await page.goto(at(english, path))
      await waitForHydration(page)
      await expectEdition(page, english)
      // A full load would lose this mark: it proves the switch is a client-side navigation.
      await page.evaluate(() => Object.assign(window, { __samePageLoad: true }))

      const toArabic = switchTo(page, arabic)
      await expect(toArabic).toHaveAttribute("lang", "ar")
      await expect(toArabic).toHaveAttribute("hreflang", "ar")
      await toArabic.click()
      await expect(page).toHaveURL(at(arabic, path))
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(headingOf(arabic, at(arabic, path)))
      await expectEdition(page, arabic)

      const toEnglish = switchTo(page, english)
      await expect(toEnglish).toHaveAttribute("lang", "en")
      await toEnglish.click()
      await expect(page).toHaveURL(at(english, path))
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(headingOf(english, at(english, path)))
      await expectEdition(page, english)
      expect(await page.evaluate(() => "__samePageLoad" in window)).toBe(true)
    })
  }

  // The Arabic 404 page stays Arabic once the browser has taken over (Gatsby's own fallback would
  // be the English 404 page).
  test("an unknown path answers 404 with its edition's 404 page, which switches to the other edition's home page, both ways", async ({
    page,
  }) => {
    for (const [from, to] of [
      [english, arabic],
      [arabic, english],
    ] as const) {
      const response = await page.goto(notFoundPathOf(from))
      expect(response?.status(), notFoundPathOf(from)).toBe(404)
      await waitForHydration(page)
      await expectEdition(page, from)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(from.content.notFound.heading)
      await switchTo(page, to).click()
      await expect(page).toHaveURL(to.prefix)
      await expectEdition(page, to)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(headingOf(to, to.prefix))
    }
  })

  test("links inside an edition stay in it: the main navigation of an Arabic page leads to Arabic pages", async ({
    page,
  }) => {
    await page.goto(arabic.prefix)
    await waitForHydration(page)
    const hrefs = await page
      .locator("header")
      .getByRole("link")
      .evaluateAll(links => links.map(link => link.getAttribute("href") ?? ""))
    // Everything but the switch itself (to English) and the logo file.
    const internal = hrefs.filter(href => href.startsWith("/") && href !== english.prefix)
    expect(internal.length).toBeGreaterThan(0)
    for (const href of internal) expect(href, href).toMatch(/^\/ar\//)

    // A client-side navigation inside the edition keeps lang and dir.
    await page
      .locator("header nav")
      .locator(`a[href="${at(arabic, SERVICES_PATH)}"]`)
      .first()
      .click()
    await expect(page).toHaveURL(at(arabic, SERVICES_PATH))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(headingOf(arabic, at(arabic, SERVICES_PATH)))
    await expectEdition(page, arabic)
  })
})
