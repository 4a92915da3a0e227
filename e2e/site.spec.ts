/**
 * The site in a real browser (Debian Chromium) against the production build on the real
 * server: the 404 page and redirects, unknown service ids, scroll positions, internal links,
 * the shared layout (header, footer, floats, menus), the hero picture and the map's third-party
 * request. Each page's status, title, heading, canonical URL and clean console are checked with
 * its other checks in quality/pages.spec.ts, with sideways scrolling at every width (its layout
 * walk).
 *
 * The tests that only load and read share one page per worker (support/shared-page.ts); those
 * with an init script or routes of their own keep a page each.
 */
import { basename, extname } from "node:path"
import { expect, test } from "@playwright/test"
import { internalUrlsOfBuild } from "./support/built-links"
import { waitForHydration } from "./support/hydration"
import { watchPage } from "./support/page-watch"
import { scrollThrough } from "./support/scroll-through"
import { test as shared } from "./support/shared-page"
import {
  content,
  english,
  mainLinkLabel,
  notFoundPathOf,
  PORTFOLIO_LINKS_ALIASES,
  PORTFOLIO_LINKS_PATH,
  servicePath,
  servicesMenuLabel,
  SERVICES_PATH,
  uiText,
} from "./support/site-data"

const { company, navigation, notFound, portfolioLinks, services } = content
const aboutLabel = mainLinkLabel("/about/")

declare global {
  interface Window {
    /** Set by an init script when the 404 heading was ever visible (see the redirect test). */
    __saw404?: boolean
  }
}

shared(
  "structured data: the company on home and contact, FAQPage on home, Service and breadcrumbs on service pages",
  async ({ page }) => {
    const types = async (path: string) => {
      await page.goto(path)
      const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
      return scripts.map(text => (JSON.parse(text) as { "@type": string })["@type"]).sort()
    }
    // Every indexable page also says what it is and in which language (WebPage, WebSite).
    const pageTypes = ["WebPage", "WebSite"]
    expect(await types("/")).toEqual(["FAQPage", "ProfessionalService", ...pageTypes])
    expect(await types("/contact/")).toEqual(["BreadcrumbList", "ProfessionalService", ...pageTypes])
    expect(await types(servicePath(services.items[0]))).toEqual(["BreadcrumbList", "Service", ...pageTypes])
    expect(await types("/about/")).toEqual(["BreadcrumbList", ...pageTypes])
  },
)

shared("an unknown path answers 404 with the 404 page", async ({ page }) => {
  const response = await page.goto(notFoundPathOf(english))
  expect(response?.status()).toBe(404)
  await waitForHydration(page)
  await expect(page.getByText(notFound.code, { exact: true })).toBeVisible()
  await expect(page.getByRole("heading", { level: 1, name: notFound.heading })).toBeVisible()
  await expect(page.getByText(notFound.text)).toBeVisible()
  await page.getByRole("link", { name: notFound.linkLabel }).click()
  await expect(page).toHaveURL("/")
})

for (const path of PORTFOLIO_LINKS_ALIASES) {
  shared(`${path} reaches the client project list`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    expect(response?.request().redirectedFrom()?.url()).toContain(path)
    await expect(page).toHaveURL(PORTFOLIO_LINKS_PATH)
    await expect(page.getByRole("heading", { level: 1, name: portfolioLinks.hero.heading })).toBeVisible()
    const linked = portfolioLinks.items.find(project => "url" in project && project.url)!
    await expect(page.getByRole("link", { name: linked.name })).toHaveAttribute("target", "_blank")
  })
}

test.describe("an unknown service id", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(heading404 => {
      window.__saw404 = false
      const check = () => {
        const heading = document.querySelector("h1")
        if (heading?.textContent?.includes(heading404) && heading.checkVisibility({ visibilityProperty: true })) {
          window.__saw404 = true
        }
        requestAnimationFrame(check)
      }
      requestAnimationFrame(check)
    }, notFound.heading)
  })

  for (const path of [`${SERVICES_PATH}unknown/`, `${SERVICES_PATH}unknown/deeper/`]) {
    test(`${path} ends on ${SERVICES_PATH} with the history entry replaced and no 404 shown`, async ({ page }) => {
      await page.goto("/")
      await waitForHydration(page)
      await page.goto(path)
      await expect(page).toHaveURL(SERVICES_PATH)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(content.servicesPage.hero.heading)
      await waitForHydration(page)
      expect(await page.evaluate(() => window.__saw404)).toBe(false)
      await expect(page.getByText(notFound.heading)).toHaveCount(0)
      // Back goes to the page before, not to the unknown address.
      await page.goBack()
      await expect(page).toHaveURL("/")
    })
  }
})

shared("a new page starts at the top; Back restores the scroll position", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto("/")
  await waitForHydration(page)
  await page.evaluate(() => window.scrollTo(0, 1500))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500)
  await page.getByRole("navigation", { name: uiText.mainNav }).getByRole("link", { name: aboutLabel }).click()
  await expect(page).toHaveURL(/\/about\/$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500)
})

test("every internal link and image in the built pages resolves", async ({ request }) => {
  const urls = internalUrlsOfBuild()
  expect(urls.size).toBeGreaterThan(50)
  const broken: string[] = []
  for (const [url, page] of urls) {
    const response = await request.get(url)
    if (response.status() !== 200) broken.push(`${url} (${response.status()}) on ${page}`)
  }
  expect(broken).toEqual([])
})

shared.describe("the shared layout", () => {
  shared("header, footer, WhatsApp float and side rail at 1280 px; back-to-top after 400 px", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto("/about/")
    await waitForHydration(page)

    const header = page.getByRole("banner")
    await expect(header.getByRole("navigation", { name: uiText.mainNav })).toBeVisible()
    await expect(page.getByRole("contentinfo")).toContainText(`${uiText.copyright} ${new Date().getFullYear()}`)
    const chat = page.getByRole("link", { name: uiText.chatOnWhatsapp })
    await expect(chat).toBeVisible()
    expect(await chat.getAttribute("href")).toMatch(new RegExp(`^https://wa\\.me/${company.whatsapp[0].number}(\\?|$)`))
    const rail = page.getByRole("complementary", { name: uiText.shortcuts })
    await expect(rail).toBeVisible()
    // Each social network, the first phone and the first e-mail address.
    await expect(rail.getByRole("link")).toHaveCount(company.socials.length + 2)

    const backToTop = page.getByRole("button", { name: uiText.backToTop })
    await expect(backToTop).toBeHidden()
    // The header's look is its background, shadow and bottom rule: scrolling past 50 px changes it.
    const look = () =>
      header.evaluate(element => {
        const style = getComputedStyle(element)
        return [style.backgroundImage, style.backgroundColor, style.boxShadow, style.borderBottom].join(" | ")
      })
    const topLook = await look()

    await page.evaluate(() => window.scrollTo(0, 120))
    await expect.poll(look).not.toBe(topLook)
    await expect(backToTop).toBeHidden()

    await page.evaluate(() => window.scrollTo(0, 600))
    await expect(backToTop).toBeVisible()
    await backToTop.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(backToTop).toBeHidden()
  })

  shared("at 375 px the side rail is hidden and the menu closes when a link is followed", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto("/")
    await waitForHydration(page)
    await expect(page.getByRole("complementary", { name: uiText.shortcuts })).toBeHidden()
    await expect(page.getByRole("link", { name: uiText.chatOnWhatsapp })).toBeVisible()

    const menuButton = page.getByRole("button", { name: uiText.openMenu })
    const nav = page.getByRole("navigation", { name: uiText.mainNav })
    await expect(nav).toBeHidden()
    await menuButton.click()
    await expect(nav).toBeVisible()
    await nav.getByRole("link", { name: aboutLabel }).click()
    await expect(page).toHaveURL("/about/")
    await expect(nav).toBeHidden()
    await expect(page.getByRole("button", { name: uiText.openMenu })).toHaveAttribute("aria-expanded", "false")
  })

  shared("the services dropdown leads to a service page, which starts at the top", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto("/")
    await waitForHydration(page)
    await page.evaluate(() => window.scrollTo(0, 1500))
    const service = services.items[1]
    await page.getByRole("button", { name: servicesMenuLabel }).click()
    await page.getByRole("banner").getByRole("link", { name: service.title }).click()
    await expect(page).toHaveURL(servicePath(service))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(service.title)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  shared("the header's quote button opens the quote popup", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(SERVICES_PATH)
    await waitForHydration(page)
    await page.getByRole("banner").getByRole("button", { name: navigation.quoteLabel, exact: true }).click()
    await expect(page.getByRole("dialog")).toBeVisible()
  })
})

test("the home hero image loads eagerly with high priority; other images are lazy", async ({ request }) => {
  const html = await (await request.get("/")).text()
  const images = [...html.matchAll(/<img[^>]*data-main-image[^>]*>/g)].map(([tag]) => tag)
  const eager = images.filter(tag => /loading="eager"/.test(tag))
  expect(eager.length).toBeGreaterThan(0)
  for (const tag of eager) {
    expect(tag).toContain('fetchpriority="high"')
    // gatsby-plugin-sharp keeps the file's name in the processed picture's.
    expect(tag).toContain(basename(content.home.hero.slides[0].image, extname(content.home.hero.slides[0].image)))
  }
  expect(images.filter(tag => /loading="lazy"/.test(tag)).length).toBeGreaterThan(10)
})

test("the contact map makes no third-party request until the visitor loads it", async ({ page }) => {
  const { foreignRequests } = watchPage(page)
  // The machine is offline: answer the map host locally, recording that the browser asked for it.
  await page.route(/^https:\/\/www\.openstreetmap\.org\//, route =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<!doctype html><title>map</title>" }),
  )
  await page.goto("/contact/")
  await waitForHydration(page)
  await scrollThrough(page)
  expect(foreignRequests).toEqual([])
  await page.getByRole("button", { name: content.contactPage.map.loadLabel }).click()
  await expect(page.locator("iframe")).toHaveAttribute("src", /^https:\/\/www\.openstreetmap\.org\//)
  await expect.poll(() => foreignRequests.length).toBeGreaterThan(0)
  expect(foreignRequests.every(url => url.startsWith("https://www.openstreetmap.org/"))).toBe(true)
})
