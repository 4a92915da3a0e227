/** Waiting for the page to come alive, through the signal the site sets for it. */
import type { Page } from "@playwright/test"

/** Waits until React has hydrated the page and run its first effects (the layout marks <html data-hydrated>). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
}
