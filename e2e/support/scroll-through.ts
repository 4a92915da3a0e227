import type { Page } from "@playwright/test"

/**
 * Scrolls through the whole page half a viewport at a time, as a reader would, then back to
 * the top. At each step it lets two frames pass, so that what loads near the viewport (lazy
 * pictures, carousels, the zoom library) has started, and at the end it waits until the network
 * is quiet. A headless Chromium on a loaded machine may stop producing frames for a while: a
 * step then goes on after 200 ms rather than hang.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frames = () =>
      new Promise(resolve => {
        requestAnimationFrame(() => requestAnimationFrame(resolve))
        setTimeout(resolve, 200)
      })
    for (let top = 0; top < document.documentElement.scrollHeight; top += window.innerHeight / 2) {
      window.scrollTo({ top, behavior: "instant" })
      await frames()
    }
  })
  await page.waitForLoadState("networkidle")
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }))
}
