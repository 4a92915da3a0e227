/**
 * Every page, loaded once per width, as assistive technology and a keyboard user meet it:
 * - axe-core (WCAG 2.0–2.2, A and AA) at a desktop and a phone width;
 * - the Tab walk (e2e/support/focus-walk.ts): from the top of the page, every interactive element
 *   of the header, the main content and the footer in DOM order, each with a visible focus ring
 *   that nothing covers (no fixed control over it, some part of it on top), never inside hidden
 *   (aria-hidden) carousel slides; on a desktop for every page, on a phone for one page of each
 *   template (the others differ only in their texts). The widths between them are the layout
 *   suite's, which focuses every control at each (layout.spec.ts);
 * - the JSON-LD (e2e/support/structured-data.ts), on the desktop load.
 * One load serves all three, in that order: axe reads the page as it arrives, the walk starts
 * from its top, and the JSON-LD check ends by opening the FAQ's answers.
 * The states a visitor opens (popup, menu, FAQ answer, form error) are in axe.spec.ts.
 */
import { expect, test } from "@playwright/test"
import { walkWithTab } from "../support/focus-walk"
import { expectNoAxeViolations, openPage } from "../support/quality-page"
import { allRoutes, templateRoutes } from "../support/site-data"
import { expectStructuredData } from "../support/structured-data"

const widths = [
  { name: "1280 px", viewport: { width: 1280, height: 800 }, walks: allRoutes, structuredData: true },
  { name: "375 px", viewport: { width: 375, height: 812 }, walks: templateRoutes, structuredData: false },
]

for (const { name, viewport, walks, structuredData } of widths) {
  test.describe(`every page at ${name}`, () => {
    // Carousels stop autoplaying for reduced motion, so the set of visible slides holds still.
    test.use({ viewport, reducedMotion: "reduce" })

    for (const route of allRoutes) {
      const checks = [
        "no axe violations",
        ...(walks.includes(route) ? ["Tab reaches every control in order with a visible focus ring"] : []),
        ...(structuredData ? ["every JSON-LD block complete"] : []),
      ]
      test(`${route}: ${checks.join(", ")}`, async ({ page }) => {
        await openPage(page, route)
        await test.step("axe", () => expectNoAxeViolations(page, `${route} at ${name}`))
        if (walks.includes(route)) {
          await test.step("Tab walk", async () => {
            const walk = await walkWithTab(page)
            test.info().annotations.push({
              type: "tab stops",
              description: `${walk.visited.length}: ${walk.visited.join(" · ")}`,
            })
            expect.soft(walk.visited.length, "Tab reached too few elements to be a real walk").toBeGreaterThan(10)
            expect.soft(walk.problems, `focus problems on ${route}`).toEqual([])
            expect.soft(walk.unreached, `elements Tab never reached on ${route}`).toEqual([])
          })
        }
        if (structuredData) await test.step("JSON-LD", () => expectStructuredData(page, route))
      })
    }
  })
}
