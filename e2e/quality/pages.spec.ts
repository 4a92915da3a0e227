/**
 * Every page of every edition, loaded once per width, as a visitor, assistive technology and a
 * keyboard user meet it. At 1280 px:
 * - it answers 200 (its 404 page: 404) with its <title>, one h1, its canonical URL and og:url
 *   (its sitemap URL: sitemap.spec.ts), og:image and language;
 * - axe-core (WCAG 2.0–2.2, A and AA);
 * - the Tab walk (e2e/support/focus-walk.ts), on one page of each template (the others differ
 *   only in their texts): every interactive element in DOM order, each with a visible focus ring
 *   that nothing covers (no fixed control over it, some part of it on top), never inside hidden
 *   (aria-hidden) carousel slides. On the home page from the top through the header, the main
 *   content and the footer; on the other pages through <main>, from the header's last control to
 *   the footer's first: header and footer are the same components on every page of an edition
 *   (and the layout walk below focuses every control of every page at every breakpoint);
 * - on every English page and one Arabic page of each template, the layout walk from 320 to
 *   1920 px (e2e/support/layout-walk.ts), with motion as a visitor who has not asked to reduce it;
 * - the JSON-LD (e2e/support/structured-data.ts);
 * - read through to the end: a clean console (no hydration warnings; the 404 page logs its own
 *   404) and no request to another host.
 * At 375 px: axe and the Tab walk on one page of each template, in both editions (the other
 * pages differ from them only in their texts, which axe has read at 1280 px).
 * One load serves all of it, in that order: axe reads the page as it arrives, the Tab walk starts
 * from its top, the layout walk resizes it and comes back to 1280 px, and the JSON-LD check ends by
 * opening the FAQ's answers; the console is watched throughout. The states a visitor opens
 * (popup, menu, FAQ answer, form error) are in axe.spec.ts.
 */
import { expect, test } from "../support/shared-page"
import { walkWithTab } from "../support/focus-walk"
import { nextFrames } from "../support/hydration"
import { layoutChecks, walkLayout, walkedRoutes } from "../support/layout-walk"
import { watchPage } from "../support/page-watch"
import { expectNoAxeViolations, openPage } from "../support/quality-page"
import { scrollThrough } from "../support/scroll-through"
import { editions, notFoundPathOf, pagesOf, siteUrl, templateRoutes, type SiteRoute } from "../support/site-data"
import { expectStructuredData } from "../support/structured-data"

type PageCase = { path: string; locale: string; page?: SiteRoute }

const pages: PageCase[] = editions.flatMap(edition => [
  ...pagesOf(edition).map(page => ({ path: page.path, locale: edition.locale, page })),
  { path: notFoundPathOf(edition), locale: edition.locale },
])

const widths = [
  { name: "1280 px", viewport: { width: 1280, height: 800 }, desktop: true },
  { name: "375 px", viewport: { width: 375, height: 812 }, desktop: false },
]

/**
 * At 375 px each edition is read on one page of each template: the others differ from it only
 * in their texts, which axe has read at 1280 px, and the layout walk lays every English page out
 * at 375 px.
 */
const visitedAt = (desktop: boolean) => (visit: PageCase) => desktop || templateRoutes.includes(visit.path)

for (const { name, viewport, desktop } of widths) {
  test.describe(`every page at ${name}`, () => {
    // Carousels stop autoplaying for reduced motion, so the set of visible slides holds still.
    test.use({ viewport, reducedMotion: "reduce" })

    for (const { path, locale, page: route } of pages.filter(visitedAt(desktop))) {
      const walks = templateRoutes.includes(path)
      // The home page's walk covers its edition's header and footer; the other walks, <main>.
      const wholePage = editions.some(edition => edition.prefix === path)
      const laidOut = desktop && walkedRoutes.includes(path)
      const checks = [
        ...(desktop ? [route ? "answers 200 with its title and h1" : "answers 404"] : []),
        "no axe violations",
        ...(walks
          ? [`Tab reaches every control${wholePage ? "" : " of its main content"} in order with a visible focus ring`]
          : []),
        ...(laidOut ? [layoutChecks(path)] : []),
        ...(desktop ? ["complete JSON-LD", "a clean console"] : []),
      ]
      test(`${path}: ${checks.join(", ")}`, async ({ page }) => {
        // On a busy 2-core machine the home page's Tab walk (about a hundred stops of a press and
        // an evaluate each) and the layout walk (about 30 widths) each outgrew the default timeout.
        test.setTimeout(test.info().timeout * (walks && wholePage ? 3 : 1) * (laidOut ? 3 : 1))
        const watch = watchPage(page)
        const response = await openPage(page, path)
        if (desktop) {
          expect.soft(response?.status()).toBe(route ? 200 : 404)
          await expect.soft(page.locator("html")).toHaveAttribute("lang", locale)
        }
        if (desktop && route) {
          await test.step("head and heading", async () => {
            await expect.soft(page).toHaveTitle(route.title)
            await expect.soft(page.locator("h1")).toHaveCount(1)
            await expect.soft(page.getByRole("heading", { level: 1 })).toHaveText(route.h1)
            // The page's canonical URL, its sitemap URL (sitemap.spec.ts) and og:url are one address.
            await expect.soft(page.locator('link[rel="canonical"]')).toHaveCount(1)
            await expect.soft(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${siteUrl}${path}`)
            await expect.soft(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${siteUrl}${path}`)
            await expect
              .soft(page.locator('meta[property="og:image"]'))
              .toHaveAttribute("content", `${siteUrl}/og-image.jpg`)
          })
        }
        await test.step("axe", () => expectNoAxeViolations(page, `${path} at ${name}`))
        if (walks) {
          await test.step("Tab walk", async () => {
            const walk = await walkWithTab(page, { mainOnly: !wholePage })
            test.info().annotations.push({
              type: "tab stops",
              description: `${walk.visited.length}: ${walk.visited.join(" · ")}`,
            })
            // A walk through <main> ends on the first control after it (the footer's).
            expect
              .soft(walk.visited.length, "Tab reached too few elements to be a real walk")
              .toBeGreaterThan(wholePage ? 10 : 0)
            expect.soft(walk.problems, `focus problems on ${path}`).toEqual([])
            expect.soft(walk.unreached, `elements Tab never reached on ${path}`).toEqual([])
          })
        }
        if (laidOut) {
          await test.step("layout at every width", async () => {
            const layout = await walkLayout(page, path)
            test.info().annotations.push({ type: "widths", description: layout.widths.join(", ") })
            expect.soft(layout.flaws, `layout flaws on ${path}`).toEqual([])
            await page.emulateMedia({ reducedMotion: "reduce" })
            await page.setViewportSize(viewport)
            await nextFrames(page)
          })
        }
        if (desktop) {
          await test.step("JSON-LD", () => expectStructuredData(page, path))
          await test.step("read through", async () => {
            await scrollThrough(page)
            // The 404 page's own address answers 404, which Chromium logs as an error.
            if (route) expect.soft(watch.problems, "console errors, page errors or hydration warnings").toEqual([])
            expect.soft(watch.foreignRequests, "requests to hosts other than this server").toEqual([])
          })
        }
      })
    }
  })
}
