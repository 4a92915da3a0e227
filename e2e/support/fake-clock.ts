import type { Page } from "@playwright/test"

/**
 * Pauses the page's installed fake clock, from then on moved only by the test: what the page
 * times is counted on it alone, not on the real time the test's own steps take (long on a busy
 * machine). It pauses a second ahead, since the clock runs on while the command travels and
 * cannot be paused in its past.
 */
export async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now())
  await page.clock.pauseAt(now + 1000)
}
