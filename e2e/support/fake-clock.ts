import { expect, type Locator, type Page } from "@playwright/test"

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

/** Lets the page run the work its timers queued (React renders through MessageChannel, which the clock does not fake). */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise(resolve => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => resolve(null)
        channel.port2.postMessage(null)
      }),
  )
}

/** Runs the fake clock forward in small steps, letting React commit between them. */
export async function advance(page: Page, ms: number, step = 100): Promise<void> {
  for (let elapsed = 0; elapsed < ms; elapsed += step) {
    await page.clock.runFor(Math.min(step, ms - elapsed))
    await settle(page)
  }
}

/**
 * On a page opened with the clock installed: brings each carousel of `regions` near in turn,
 * waits for react-slick (which, once started, keeps playing off screen), and pauses the clock
 * once every one of them has settled; so one load and one clock can serve the checks of several.
 */
export async function pauseWhenCarouselsStarted(page: Page, regions: Locator[]): Promise<void> {
  for (const region of regions) {
    await region.scrollIntoViewIfNeeded()
    await expect(region.locator(".slick-slider")).toBeAttached()
  }
  await page.waitForLoadState("networkidle")
  for (const region of regions) await settleCarousel(region)
  await pauseClock(page)
}

async function settleCarousel(region: Locator): Promise<void> {
  // react-slick also restarts its autoplay timer once every picture in its slides has loaded
  // (its checkImagesLoad). Pictures further along the track load lazily, some only when the
  // carousel brings them near, and on a busy machine that load could fall inside what a test
  // times (a period came one period late): load them all now, before the clock is paused.
  await region.locator(".slick-slide img").evaluateAll(images =>
    Promise.all(
      (images as HTMLImageElement[]).map(image => {
        image.loading = "eager"
        if (image.complete) return null
        return new Promise(resolve => {
          image.addEventListener("load", resolve, { once: true })
          image.addEventListener("error", resolve, { once: true })
        })
      }),
    ),
  )
  // react-slick restarts its autoplay timer whenever its slides' box changes size (a picture
  // arriving: its ResizeObserver, then a 50 ms debounce on the page's clock). A ResizeObserver of
  // our own reports in the same rendering step as react-slick's, so once it has, every change
  // so far has reached react-slick; pausing the clock then runs it on past the debounce, and no
  // restart falls inside what the tests time.
  await region
    .locator(".slick-list")
    .first()
    .evaluate(
      list =>
        new Promise(resolve => {
          const observer = new ResizeObserver(() => {
            observer.disconnect()
            resolve(null)
          })
          observer.observe(list)
        }),
    )
}
