/**
 * The carousels in real Chromium against the production build: slides per view at every width,
 * autoplay with Playwright's clock, the hero fade, the pause button, reduced motion, swipe, hidden
 * clones, and no movement when react-slick takes over from the first paint.
 *
 * A page load and a new context are most of a test's cost here, so the checks that need no fake
 * clock share one page (loaded again for each width), and the checks of one width share one load
 * and one clock; each failure message names the carousel and the check.
 */
import { expect, test, type Locator, type Page } from "@playwright/test"
import { advance, settle } from "./support/fake-clock"
import { watchPage } from "./support/page-watch"
import { scrollThrough } from "./support/scroll-through"
import { carouselText, content, uiText } from "./support/site-data"
import {
  type CarouselCase,
  services,
  clientLogos,
  pricingPlans,
  reviews,
  SLIDE_SPEED_MS,
  HERO_DELAY_MS,
  HERO_SPEED_MS,
  carousel,
  holdStill,
  openCarousel,
  openCarousels,
  visibleSlides,
  exposedSlides,
  first,
  advanceUntil,
  nextAdvance,
  following,
  slideRects,
} from "./support/carousel-probe"
import { waitForHydration } from "./support/hydration"
import { dropScriptGates, gateScripts, type ScriptGate } from "./support/script-gate"

const { home, pricing } = content

/** Where a test needs a carousel to move but does not time the move, it looks this often (fake clock). */
const LOOK_EVERY_MS = 500

test.describe("carousels without the fake clock, on one page", () => {
  // One page per worker for these tests (beforeAll runs once in each worker that takes some of
  // them): a context per test would start a renderer and compile the site's scripts again for
  // each. Each test still loads its own page, and one that fails does not skip the others.
  let page: Page
  /** The chunk holding react-slick, held back while a test measures the first paint. */
  let slickCode: ScriptGate
  test.beforeAll(async ({ browser }, testInfo) => {
    const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL })
    page = await context.newPage()
    slickCode = await gateScripts(page, /slick-list/)
  })
  test.afterEach(async () => {
    page.removeAllListeners("console")
    page.removeAllListeners("pageerror")
    page.removeAllListeners("request")
    await page.emulateMedia({ reducedMotion: "no-preference" })
  })
  test.afterAll(async () => {
    await dropScriptGates(page)
    await page.context().close()
  })

  for (const width of [320, 375, 640, 768, 1024, 1280, 1440]) {
    test(`at ${width} px the first paint and react-slick show the same slides in the same place`, async () => {
      const { problems } = watchPage(page)
      // Hold react-slick's chunk back until the static first paint has been measured.
      const release = slickCode.shut()
      await page.setViewportSize({ width, height: 900 })
      // Geometry only: reduced motion keeps autoplay from moving slides while they are measured.
      await page.emulateMedia({ reducedMotion: "reduce" })
      await page.goto("/", { waitUntil: "domcontentloaded" })

      const cases = [services, clientLogos, reviews, ...(width < 768 ? [pricingPlans] : [])]
      const staticRects: Record<string, string> = {}
      for (const item of cases) {
        const region = carousel(page, item.label)
        const expected = item.perView[width]
        await expect
          .poll(() => visibleSlides(region), { message: `${item.label} before react-slick` })
          .toHaveLength(expected)
        staticRects[item.label] = await slideRects(region)
      }
      release()
      // Gatsby puts back the scroll position of the last visit when it hydrates: scrolling to a
      // carousel before then could be undone before the carousel saw itself near the viewport.
      await waitForHydration(page)
      for (const item of cases) {
        const region = carousel(page, item.label)
        await region.scrollIntoViewIfNeeded()
        await expect(region.locator(".slick-slider")).toBeAttached()
        expect(await visibleSlides(region), `${item.label} with react-slick`).toHaveLength(item.perView[width])
        expect(await exposedSlides(region), `${item.label}: only shown slides are exposed`).toEqual(
          await visibleSlides(region),
        )
        expect(await slideRects(region), `${item.label}: no movement when react-slick takes over`).toBe(
          staticRects[item.label],
        )
      }
      expect(problems).toEqual([])
    })
  }

  test("pricing is a plain grid from 768 px, without react-slick or carousel controls", async () => {
    await page.setViewportSize({ width: 1024, height: 900 })
    await page.goto("/", { waitUntil: "networkidle" })
    const section = page.getByRole("region", { name: home.pricing.heading })
    await section.scrollIntoViewIfNeeded()
    await page.waitForLoadState("networkidle")
    await expect(section.getByRole("heading", { level: 3 })).toHaveCount(pricing.items.length)
    await expect(section.locator(".slick-slider")).toHaveCount(0)
    for (const control of [carouselText.pause, carouselText.play])
      await expect(section.getByRole("button", { name: control(home.pricing.heading) })).toBeHidden()
    const columns = await section
      .getByRole("heading", { level: 3 })
      .evaluateAll(headings => new Set(headings.map(h => Math.round(h.getBoundingClientRect().left))).size)
    expect(columns).toBe(3)
  })

  test("the home page hydrates without warnings at every width", async () => {
    const { problems } = watchPage(page)
    for (const width of [375, 768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto("/", { waitUntil: "networkidle" })
      await scrollThrough(page)
    }
    expect(problems).toEqual([])
  })
})

/** Autoplay, period by period, on a clock paused once the carousel has started. */
async function checkAutoplay(page: Page, region: Locator, item: CarouselCase): Promise<void> {
  await test.step(`${item.label} advances every ${item.periodMs} ms and loops`, async () => {
    // The first period started before the clock was paused (or the last check left it somewhere
    // in a period); from then on, period by period.
    let slide = await nextAdvance(page, region, 2 * item.periodMs + SLIDE_SPEED_MS)
    const seen = new Set([slide])
    for (let step = 0; step < item.count; step++) {
      await holdStill(page, item.periodMs - SLIDE_SPEED_MS - 300)
      expect(first(await exposedSlides(region)), `${item.label}: not before the period is over`).toBe(slide)
      const next = await nextAdvance(page, region, 300 + 200)
      expect(next, `${item.label}: one slide on, from the last back to the first`).toBe(following(slide, item.count))
      seen.add(next)
      slide = next
    }
    expect(seen.size, `${item.label}: a whole loop`).toBe(item.count)
  })
}

test.describe("carousels on the fake clock, one load per width", () => {
  test(`at 1280 px: ${services.label} and ${clientLogos.label} advance every ${services.periodMs} ms and loop; a drag shorter than half a slide snaps back; the pause button stops autoplay and play resumes it`, async ({
    page,
  }) => {
    // It does the work of the 4 tests it merges (two autoplay loops, the drag, the pause button),
    // so it has their time.
    test.setTimeout(4 * test.info().timeout)
    await page.setViewportSize({ width: 1280, height: 900 })
    const [region, logos] = await openCarousels(page, [services.label, clientLogos.label])
    await checkAutoplay(page, region, services)
    await checkAutoplay(page, logos, clientLogos)
    await region.scrollIntoViewIfNeeded()

    await test.step("a drag shorter than half a slide snaps back", async () => {
      await nextAdvance(page, region, 2 * services.periodMs, LOOK_EVERY_MS)
      const before = await exposedSlides(region)
      const box = (await region.locator("[aria-live]").boundingBox())!
      const slideWidth = box.width / 3
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
      await page.mouse.down()
      for (let step = 1; step <= 10; step++)
        await page.mouse.move(box.x + box.width / 2 - (slideWidth * 0.3 * step) / 10, box.y + box.height / 2)
      await page.mouse.up()
      await advance(page, SLIDE_SPEED_MS + 100)
      expect(await exposedSlides(region)).toEqual(before)
    })

    await test.step("the pause button stops autoplay and play resumes it", async () => {
      await nextAdvance(page, region, 2 * services.periodMs, LOOK_EVERY_MS)
      await region.getByRole("button", { name: carouselText.pause(services.label) }).click()
      await settle(page)
      const paused = await exposedSlides(region)
      await holdStill(page, 3 * services.periodMs)
      expect(await exposedSlides(region)).toEqual(paused)

      const play = region.getByRole("button", { name: carouselText.play(services.label) })
      await play.focus()
      await page.keyboard.press("Enter")
      await settle(page)
      const resumed = await nextAdvance(page, region, services.periodMs + SLIDE_SPEED_MS + 100, LOOK_EVERY_MS)
      expect(resumed).toBe(following(first(paused), services.count))
    })
  })

  // On a load of its own, as a visitor first meets the carousel.
  test("cloned and hidden slides are aria-hidden and out of the tab order", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    const [region] = await openCarousels(page, [services.label])
    await nextAdvance(page, region, 2 * services.periodMs, LOOK_EVERY_MS)
    const report = await region.evaluate(root => {
      const slides = Array.from(root.querySelectorAll(".slick-slide"))
      const clones = slides.filter(slide => slide.classList.contains("slick-cloned"))
      const focusable = "a[href], button, input, select, textarea, [tabindex]"
      return {
        clones: clones.length,
        clonesShown: clones.filter(clone => clone.getAttribute("aria-hidden") !== "true").length,
        hiddenFocusable: slides
          .filter(slide => slide.getAttribute("aria-hidden") === "true")
          .flatMap(slide => Array.from(slide.querySelectorAll<HTMLElement>(focusable)))
          .filter(element => element.tabIndex >= 0).length,
      }
    })
    expect(report.clones).toBeGreaterThan(0)
    expect(report).toMatchObject({ clonesShown: 0, hiddenFocusable: 0 })

    // Tabbing through the carousel reaches exactly the links of the three shown cards.
    await region.getByRole("button", { name: carouselText.pause(services.label) }).focus()
    await page.keyboard.press("Shift+Tab")
    const reached: string[] = []
    for (let press = 0; press < 6; press++) {
      await page.keyboard.press("Tab")
      const inside = await page.evaluate(() => {
        const active = document.activeElement
        const slide = active?.closest('[aria-roledescription="slide"]')
        return slide
          ? `${slide.getAttribute("aria-label")}${active?.closest('[aria-hidden="true"]') ? " (hidden)" : ""}`
          : null
      })
      if (inside) reached.push(inside)
    }
    expect(reached).toEqual(await exposedSlides(region))
  })

  test(`at 1280 px: ${reviews.label} advance every ${reviews.periodMs} ms and loop; pagination buttons go to their slide, arrows appear on hover and move it; hovering, clicking and swiping do not stop autoplay`, async ({
    page,
  }) => {
    // It does the work of the 3 tests it merges (autoplay, pagination and arrows, hover and
    // swipe), so it has their time.
    test.setTimeout(3 * test.info().timeout)
    await page.setViewportSize({ width: 1280, height: 900 })
    const region = await openCarousel(page, reviews.label)
    await checkAutoplay(page, region, reviews)

    await test.step("testimonials: pagination buttons go to their slide, arrows appear on hover and move it", async () => {
      const next = region.getByRole("button", { name: carouselText.next(reviews.label) })
      await expect(next).toHaveCSS("opacity", "0")
      await region.hover()
      await expect(next).toHaveCSS("opacity", "1")

      await region.getByRole("button", { name: carouselText.goTo(3, reviews.count) }).click()
      await advance(page, SLIDE_SPEED_MS + 100)
      expect(first(await exposedSlides(region))).toBe(3)
      await expect(region.getByRole("button", { name: carouselText.goTo(3, reviews.count) })).toHaveAttribute(
        "aria-current",
        "true",
      )

      await next.click()
      await advance(page, SLIDE_SPEED_MS + 100)
      expect(first(await exposedSlides(region))).toBe(4)
      await region.getByRole("button", { name: carouselText.previous(reviews.label) }).click()
      await advance(page, SLIDE_SPEED_MS + 100)
      expect(first(await exposedSlides(region))).toBe(3)
    })

    await test.step("hovering, clicking and swiping do not stop autoplay", async () => {
      // Away from the carousel first: the pagination check left the mouse on it.
      await page.mouse.move(0, 0)
      const stage = region.locator("[aria-live]")
      const box = (await stage.boundingBox())!

      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
      let slide = await nextAdvance(page, region, 2 * reviews.periodMs, LOOK_EVERY_MS)
      await expect(region.getByRole("button", { name: carouselText.pause(reviews.label) })).toBeVisible()

      await page.mouse.click(box.x + box.width / 2, box.y + 20)
      slide = await nextAdvance(page, region, reviews.periodMs + SLIDE_SPEED_MS + 200, LOOK_EVERY_MS)

      // A drag of more than half a slide to the left: the carousel moves on at once ...
      const slideWidth = box.width / 2
      await page.mouse.move(box.x + box.width * 0.75, box.y + box.height / 2)
      await page.mouse.down()
      for (let step = 1; step <= 10; step++)
        await page.mouse.move(box.x + box.width * 0.75 - (slideWidth * 0.6 * step) / 10, box.y + box.height / 2)
      await page.mouse.up()
      await advance(page, SLIDE_SPEED_MS + 100)
      const swiped = first(await exposedSlides(region))
      expect(swiped, "the swipe changed slide").toBe(following(slide, reviews.count))
      // ... and keeps playing afterwards.
      const after = await nextAdvance(page, region, reviews.periodMs + SLIDE_SPEED_MS + 200, LOOK_EVERY_MS)
      expect(after).toBe(following(swiped, reviews.count))
    })
  })

  test(`at 375 px: ${pricingPlans.label} advance every ${pricingPlans.periodMs} ms and loop`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 900 })
    const region = await openCarousel(page, pricingPlans.label)
    await checkAutoplay(page, region, pricingPlans)
  })

  test("reduced motion starts every carousel paused and without transitions", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" })
    await page.setViewportSize({ width: 1280, height: 900 })
    const region = await openCarousel(page, reviews.label)
    await expect(region.getByRole("button", { name: carouselText.play(reviews.label) })).toBeVisible()
    for (const label of [uiText.heroSlides, services.label, clientLogos.label]) {
      await expect(carousel(page, label).getByRole("button", { name: carouselText.play(label) })).toBeAttached()
    }
    const before = await exposedSlides(region)
    await holdStill(page, 3 * reviews.periodMs)
    expect(await exposedSlides(region)).toEqual(before)

    // Moving on by hand is instant: the track carries no transition.
    await region.hover()
    await region.getByRole("button", { name: carouselText.next(reviews.label) }).click()
    await advance(page, 100)
    const duration = await region
      .locator(".slick-track")
      .evaluate(track => parseFloat(getComputedStyle(track).transitionDuration))
    expect(duration).toBeLessThan(0.001)
    expect(first(await exposedSlides(region))).toBe(following(first(before), reviews.count))
  })

  test("the hero fades to its second slide after 555 s, over 1 s, and loops", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    // When react-slick started the hero (on the fake clock), to know when 555 s are up.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        // The hero is the page's first carousel.
        const hero = document.querySelector('[aria-roledescription="carousel"]')
        if (!hero?.querySelector(".slick-slider")) return
        ;(window as Window & { __heroStartedAt?: number }).__heroStartedAt = Date.now()
        observer.disconnect()
      })
      observer.observe(document, { childList: true, subtree: true })
    })
    const region = await openCarousel(page, uiText.heroSlides)
    const elapsed = await page.evaluate(
      () => Date.now() - ((window as Window & { __heroStartedAt?: number }).__heroStartedAt ?? NaN),
    )
    expect(elapsed).toBeGreaterThanOrEqual(0)
    const heading = (text: string) => region.getByRole("heading", { name: text })
    const shows = (text: string) => () => heading(text).isVisible()
    const [one, two] = home.hero.slides
    await expect(heading(one.heading)).toBeVisible()
    await expect(heading(two.heading)).toBeHidden()
    const transition = await region
      .locator(".slick-slide")
      .first()
      .evaluate(slide => slide.style.transition)
    expect(transition).toContain(`opacity ${HERO_SPEED_MS}ms`)

    // Not before 555 s. Other carousels' timers fire during the jump; React catches up at the
    // next settle.
    await page.clock.runFor(HERO_DELAY_MS - elapsed - 100)
    await settle(page)
    await expect(heading(two.heading)).toBeHidden()
    // react-slick restarts its timer once it has measured its slides (its resize observer's
    // first call, debounced), which can come up to the moment the clock was paused: the first
    // fade is due between 555 s after the start and 555 s after that moment.
    const firstFade = await advanceUntil(page, shows(two.heading), elapsed + 1000)
    await expect(heading(one.heading)).toBeHidden()

    // From then on, one fade every 555 s, looping back to the first slide.
    await advance(page, HERO_SPEED_MS + 200)
    const now = await page.evaluate(() => Date.now())
    await page.clock.runFor(firstFade + HERO_DELAY_MS - 500 - now)
    await settle(page)
    await expect(heading(one.heading)).toBeHidden()
    const secondFade = await advanceUntil(page, shows(one.heading), 1000)
    await expect(heading(two.heading)).toBeHidden()
    // Both times are read at 100 ms steps; react-slick's interval adds 50 ms to the delay.
    expect(secondFade - firstFade).toBeGreaterThanOrEqual(HERO_DELAY_MS - 100)
    expect(secondFade - firstFade).toBeLessThanOrEqual(HERO_DELAY_MS + 200)
  })
})
