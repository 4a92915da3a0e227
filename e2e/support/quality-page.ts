/** Page helpers shared by the quality specs: open a page ready for interaction, run axe. */
import AxeBuilder from "@axe-core/playwright"
import { expect, type Page, type Response } from "@playwright/test"
import { waitForHydration } from "./hydration"

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]

/** Navigates and waits until React has hydrated the page; returns the document's response. */
export async function openPage(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path, { waitUntil: "networkidle" })
  await waitForHydration(page)
  // Let effects that run after hydration (media queries, carousels) settle.
  await page.evaluate(() => new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  return response
}

/**
 * Runs axe with the WCAG 2.2 A/AA rules and fails the test with a readable list of what is wrong,
 * letting the test's other checks run first (a soft assertion).
 */
export async function expectNoAxeViolations(page: Page, context: string): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze()
  const violations = results.violations.map(violation => ({
    rule: `${violation.id} (${violation.impact}): ${violation.help}`,
    nodes: violation.nodes
      .slice(0, 5)
      .map(node => `${node.target.join(" ")} — ${node.failureSummary?.split("\n").slice(1, 2).join("").trim()}`),
  }))
  expect.soft(violations, `axe WCAG 2.2 A/AA violations on ${context}`).toEqual([])
}
