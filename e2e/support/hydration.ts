/** Waiting for the page to come alive, through the signal the site sets for it. */
import type { Page } from "@playwright/test"

/** Waits until React has hydrated the page and run its first effects (the layout marks <html data-hydrated>). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" })
}

/** Opens a page and waits until React has hydrated it (its last link or button is live). */
export async function openHydrated(
  page: Page,
  path: string,
  waitUntil: "networkidle" | "load" = "networkidle",
): Promise<void> {
  await page.goto(path, { waitUntil })
  await waitForHydration(page)
}

/** Waits for the browser to paint twice: scroll observers and React have reacted by then. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve))))
}
