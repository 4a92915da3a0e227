/**
 * Every moving part of the site in real Chromium against the
 * production build: carousels (slides per view, autoplay with Playwright's clock, pause
 * button, reduced motion, swipe, hidden clones, no movement when react-slick takes over),
 * the hero fade, the zoomed image view, the header, menus, back-to-top, FAQ, featured
 * projects and the testimonials' entrance.
 */
import { expect, test, type Locator, type Page } from "@playwright/test"
import { advance, pauseWhenCarouselStarted, settle } from "./support/fake-clock"
import { waitForHydration } from "./support/hydration"
import { watchPage } from "./support/page-watch"
import { scrollThrough } from "./support/scroll-through"
import { carouselText, content, servicePath, servicesMenuLabel, uiText, zoomText } from "./support/site-data"

const { clients, faq, home, portfolio, pricing, projects, serviceCards, testimonials } = content

type CarouselCase = { label: string; count: number; periodMs: number; perView: Record<number, number> }

/** Slides per view at each width (pricing is a grid from 768 px). */
const services: CarouselCase = {
  label: home.services.heading,
  count: serviceCards.items.length,
  periodMs: 3000,
  perView: { 320: 1, 375: 1, 640: 1, 768: 2, 1024: 3, 1280: 3, 1440: 3 },
}
const clientLogos: CarouselCase = {
  label: home.clients.heading,
  count: clients.items.length,
  periodMs: 3000,
  perView: { 320: 2, 375: 2, 640: 3, 768: 4, 1024: 5, 1280: 5, 1440: 5 },
}
const pricingPlans: CarouselCase = {
  label: home.pricing.heading,
  count: pricing.items.length,
  periodMs: 3000,
  perView: { 320: 1, 375: 1, 640: 2 },
}
const reviews: CarouselCase = {
  label: home.testimonials.heading,
  count: testimonials.items.length,
  periodMs: 5000,
  perView: { 320: 1, 375: 1, 640: 1, 768: 2, 1024: 2, 1280: 2, 1440: 2 },
}
/** react-slick's transition when the carousel gives none (slick-settings.ts DEFAULT_SPEED_MS). */
const SLIDE_SPEED_MS = 300
const HERO_DELAY_MS = 555_000
const HERO_SPEED_MS = 1000
/** A vertical swipe of more than 10 px closes the zoomed view. */
const SWIPE_TO_CLOSE_PX = 10

function carousel(page: Page, label: string): Locator {
  return page.getByRole("group", { name: label, exact: true })
}

/**
 * Runs the fake clock through a stretch in which the carousel under test must not move, in
 * half-second steps: what does move (the page's other carousels) still gets React's commits
 * often enough, and the test does not spend its time on round trips.
 */
const holdStill = (page: Page, ms: number) => advance(page, ms, 500)

/** Opens the home page with the clock installed, brings a carousel near and waits for react-slick. */
async function openCarousel(page: Page, label: string): Promise<Locator> {
  await page.clock.install()
  await page.goto("/", { waitUntil: "networkidle" })
  const region = carousel(page, label)
  await pauseWhenCarouselStarted(page, region)
  return region
}

/** The slide labels ("2 of 6") a sighted visitor sees: slides inside the carousel's visible box. */
async function visibleSlides(region: Locator): Promise<string[]> {
  return region.evaluate(root => {
    const viewport = root.querySelector<HTMLElement>("[aria-live]")
    if (!viewport) return []
    const box = viewport.getBoundingClientRect()
    return Array.from(viewport.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]'))
      .filter(slide => {
        const rect = slide.getBoundingClientRect()
        const style = getComputedStyle(slide.closest(".slick-slide") ?? slide)
        const shown = style.visibility !== "hidden" && Number(style.opacity) > 0.5
        // react-slick rounds slide widths up to whole pixels, so the last shown slide may
        // reach a few pixels past the edge: a slide counts as shown when most of it is in.
        const inside = Math.min(rect.right, box.right) - Math.max(rect.left, box.left)
        return shown && rect.width > 0 && inside > rect.width / 2
      })
      .map(slide => slide.getAttribute("aria-label") ?? "")
  })
}

/** The slide labels assistive technology is given (hidden and cloned slides excluded). */
async function exposedSlides(region: Locator): Promise<string[]> {
  const slides = region.getByRole("group", { name: /^\d+ of \d+$/ })
  return slides.evaluateAll(elements => elements.map(element => element.getAttribute("aria-label") ?? ""))
}

function first(labels: string[]): number {
  return Number(labels[0]?.split(" ")[0])
}

/**
 * Runs the fake clock forward in 100 ms steps until `reached` holds; returns the page's time
 * (fake clock) at that step.
 */
async function advanceUntil(page: Page, reached: () => Promise<boolean>, withinMs: number): Promise<number> {
  for (let elapsed = 0; elapsed < withinMs; elapsed += 100) {
    await advance(page, 100)
    if (await reached()) return page.evaluate(() => Date.now())
  }
  throw new Error(`not reached within ${withinMs} ms`)
}

/**
 * Waits (on the fake clock) until the carousel moves on; returns the new first slide once its
 * transition is over. Reads the slides react-slick exposes (its state), since the CSS
 * transition of the track runs on real time, not on the fake clock.
 */
async function nextAdvance(page: Page, region: Locator, withinMs: number): Promise<number> {
  const before = first(await exposedSlides(region))
  let now = before
  await advanceUntil(
    page,
    async () => {
      now = first(await exposedSlides(region))
      return now !== before
    },
    withinMs,
  )
  await advance(page, SLIDE_SPEED_MS + 100)
  return now
}

/** Slide n + 1 after slide n, looping from the last to the first. */
function following(slide: number, count: number): number {
  return (slide % count) + 1
}

test.describe("carousels: slides per view", () => {
  for (const width of [320, 375, 640, 768, 1024, 1280, 1440]) {
    test(`at ${width} px the first paint and react-slick show the same slides in the same place`, async ({ page }) => {
      const { problems } = watchPage(page)
      // Hold react-slick's chunk back until the static first paint has been measured.
      let release: () => void = () => undefined
      const held = new Promise<void>(resolve => (release = resolve))
      await page.route(/\/[\w-]+\.js$/, async route => {
        const response = await route.fetch()
        const body = await response.text()
        if (body.includes("slick-list")) await held
        await route.fulfill({ response, body })
      })
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

  test("pricing is a plain grid from 768 px, without react-slick or carousel controls", async ({ page }) => {
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
})

/** Positions of the visible slides relative to the carousel, rounded to whole pixels. */
async function slideRects(region: Locator): Promise<string> {
  const labels = await visibleSlides(region)
  return region.evaluate((root, shown) => {
    const origin = root.getBoundingClientRect()
    return shown
      .map(label => {
        const slides = Array.from(root.querySelectorAll(`[aria-roledescription="slide"][aria-label="${label}"]`))
        const slide = slides.find(element => !element.closest('[aria-hidden="true"]')) ?? slides[0]
        const rect = slide.getBoundingClientRect()
        return [rect.left - origin.left, rect.top - origin.top, rect.width, rect.height].map(Math.round).join(",")
      })
      .join(" | ")
  }, labels)
}

test.describe("carousels: autoplay", () => {
  const cases: Array<[CarouselCase, number]> = [
    [services, 1280],
    [clientLogos, 1280],
    [pricingPlans, 375],
    [reviews, 1280],
  ]
  for (const [item, width] of cases) {
    test(`${item.label} advances every ${item.periodMs} ms and loops`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      const region = await openCarousel(page, item.label)
      // The first period started before the clock was paused; from then on, period by period.
      let slide = await nextAdvance(page, region, 2 * item.periodMs + SLIDE_SPEED_MS)
      const seen = new Set([slide])
      for (let step = 0; step < item.count; step++) {
        await holdStill(page, item.periodMs - SLIDE_SPEED_MS - 300)
        expect(first(await exposedSlides(region)), "not before the period is over").toBe(slide)
        const next = await nextAdvance(page, region, 300 + 200)
        expect(next, "one slide on, from the last back to the first").toBe(following(slide, item.count))
        seen.add(next)
        slide = next
      }
      expect(seen.size, "a whole loop").toBe(item.count)
    })
  }

  test("hovering, clicking and swiping do not stop autoplay", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    const region = await openCarousel(page, reviews.label)
    const stage = region.locator("[aria-live]")
    const box = (await stage.boundingBox())!

    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    let slide = await nextAdvance(page, region, 2 * reviews.periodMs)
    await expect(region.getByRole("button", { name: carouselText.pause(reviews.label) })).toBeVisible()

    await page.mouse.click(box.x + box.width / 2, box.y + 20)
    slide = await nextAdvance(page, region, reviews.periodMs + SLIDE_SPEED_MS + 200)

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
    const after = await nextAdvance(page, region, reviews.periodMs + SLIDE_SPEED_MS + 200)
    expect(after).toBe(following(swiped, reviews.count))
  })

  test("a drag shorter than half a slide snaps back", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    const region = await openCarousel(page, services.label)
    await nextAdvance(page, region, 2 * services.periodMs)
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

  test("the pause button stops autoplay and play resumes it", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    const region = await openCarousel(page, services.label)
    await nextAdvance(page, region, 2 * services.periodMs)
    await region.getByRole("button", { name: carouselText.pause(services.label) }).click()
    await settle(page)
    const paused = await exposedSlides(region)
    await holdStill(page, 3 * services.periodMs)
    expect(await exposedSlides(region)).toEqual(paused)

    const play = region.getByRole("button", { name: carouselText.play(services.label) })
    await play.focus()
    await page.keyboard.press("Enter")
    await settle(page)
    const resumed = await nextAdvance(page, region, services.periodMs + SLIDE_SPEED_MS + 100)
    expect(resumed).toBe(following(first(paused), services.count))
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
})

test.describe("carousels: controls and accessibility", () => {
  test("testimonials: pagination buttons go to their slide, arrows appear on hover and move it", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    const region = await openCarousel(page, reviews.label)
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

  test("cloned and hidden slides are aria-hidden and out of the tab order", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    const region = await openCarousel(page, services.label)
    await nextAdvance(page, region, 2 * services.periodMs)
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

  test("the home page hydrates without warnings at every width", async ({ page }) => {
    const { problems } = watchPage(page)
    for (const width of [375, 768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto("/", { waitUntil: "networkidle" })
      await scrollThrough(page)
    }
    expect(problems).toEqual([])
  })
})

/** Opens a page and waits until React has hydrated it (its last link or button is live). */
async function openHydrated(
  page: Page,
  path: string,
  waitUntil: "networkidle" | "load" = "networkidle",
): Promise<void> {
  await page.goto(path, { waitUntil })
  await waitForHydration(page)
}

/** Waits for the browser to paint twice: scroll observers and React have reacted by then. */
async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(resolve))))
}

test.describe("testimonials entrance", () => {
  /** Scrolls so that `fraction` of the quotes' box has come into view from the bottom; returns its opacity and transform. */
  async function revealAt(page: Page, fraction: number): Promise<{ opacity: number; transform: string }> {
    const reveal = carousel(page, reviews.label).locator("xpath=..")
    await reveal.evaluate((element, part) => {
      const box = element.getBoundingClientRect()
      window.scrollTo({ top: window.scrollY + box.top - window.innerHeight + box.height * part, behavior: "instant" })
    }, fraction)
    await nextFrames(page)
    return reveal.evaluate(element => {
      const style = getComputedStyle(element)
      // A finished animation reports the identity matrix where no animation reports "none".
      const transform = style.transform === "matrix(1, 0, 0, 1, 0, 0)" ? "none" : style.transform
      return { opacity: Number(style.opacity), transform }
    })
  }

  test("the quotes rise and fade in as they scroll into view, and go back when scrolled away", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await openHydrated(page, "/")
    // Read through once: every carousel has swapped in react-slick, so nothing above the quotes moves afterwards.
    await scrollThrough(page)
    const entering = await revealAt(page, 0.05)
    expect(entering.opacity).toBeLessThan(0.1)
    expect(entering.transform).not.toBe("none")
    const halfway = await revealAt(page, 0.5)
    expect(halfway.opacity).toBeGreaterThan(entering.opacity)
    expect(halfway.opacity).toBeLessThan(1)
    expect(await revealAt(page, 1.2)).toEqual({ opacity: 1, transform: "none" })
    expect((await revealAt(page, 0.05)).opacity).toBeLessThan(0.1)
  })

  test("with reduced motion they are simply there", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" })
    await page.setViewportSize({ width: 375, height: 800 })
    await openHydrated(page, "/")
    // Read through once: every carousel has swapped in react-slick, so nothing above the quotes moves afterwards.
    await scrollThrough(page)
    expect(await revealAt(page, 0.05)).toEqual({ opacity: 1, transform: "none" })
  })
})

test.describe("FAQ accordion", () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  async function openFaq(page: Page) {
    await openHydrated(page, "/")
    const section = page.getByRole("region", { name: home.faq.heading })
    await section.scrollIntoViewIfNeeded()
    const buttons = faq.items.map(item => section.getByRole("button", { name: item.question }))
    const expandedStates = () => Promise.all(buttons.map(button => button.getAttribute("aria-expanded")))
    return { section, buttons, expandedStates }
  }

  /** The aria-expanded states with only the question at `index` open (none for -1). */
  const onlyOpen = (index: number) => faq.items.map((_, position) => String(position === index))

  test("every question a button controlling its answer; one open at a time; the open one closes", async ({ page }) => {
    const { section, buttons, expandedStates } = await openFaq(page)
    await expect(section.getByRole("button")).toHaveCount(faq.items.length)
    for (const [index, button] of buttons.entries()) {
      const panel = page.locator(`[id="${await button.getAttribute("aria-controls")}"]`)
      await expect(panel).toHaveRole("region")
      await expect(panel).toHaveAttribute("aria-labelledby", (await button.getAttribute("id")) ?? "")
      await expect(panel).toContainText(faq.items[index].answer)
    }
    expect(await expandedStates()).toEqual(onlyOpen(0))
    await expect(section.getByRole("region", { name: faq.items[0].question })).toHaveText(faq.items[0].answer)

    await buttons[2].click()
    expect(await expandedStates()).toEqual(onlyOpen(2))
    await expect(section.getByText(faq.items[2].answer)).toBeVisible()
    await expect(section.getByText(faq.items[0].answer)).toBeHidden()

    await buttons[2].click()
    expect(await expandedStates()).toEqual(onlyOpen(-1))
    for (const item of faq.items) await expect(section.getByText(item.answer)).toBeHidden()
  })

  test("works from the keyboard with Enter and Space", async ({ page }) => {
    const { section, buttons, expandedStates } = await openFaq(page)
    await buttons[0].focus()
    await page.keyboard.press("Tab")
    await expect(buttons[1]).toBeFocused()
    await page.keyboard.press("Enter")
    expect(await expandedStates()).toEqual(onlyOpen(1))
    await expect(section.getByText(faq.items[1].answer)).toBeVisible()
    await page.keyboard.press("Space")
    expect(await expandedStates()).toEqual(onlyOpen(-1))
    await page.keyboard.press("Tab")
    await page.keyboard.press("Tab")
    await expect(buttons[3]).toBeFocused()
    await page.keyboard.press("Space")
    expect(await expandedStates()).toEqual(onlyOpen(3))
    await expect(section.getByText(faq.items[3].answer)).toBeVisible()
  })
})

test.describe("featured projects", () => {
  const allFilter = projects.filters.find(filter => filter.id === "all")!
  test.use({ viewport: { width: 1280, height: 900 } })

  /** Opens the page, brings the projects into view and waits for the zoom library. */
  async function openProjects(page: Page, path = "/portfolio/") {
    await openHydrated(page, path)
    const heading = path === "/" ? home.projects.heading : portfolio.featured.heading
    const section = page.getByRole("region", { name: heading })
    await section.getByRole("list").last().scrollIntoViewIfNeeded()
    await expect(section.getByRole("button", { name: new RegExp(`^${zoomText.open}`) })).toHaveCount(
      projects.items.length,
    )
    const card = (title: string) =>
      section.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) })
    return { section, card }
  }

  /** The overlay is the block holding the card's title, client and link. */
  const overlayOf = (card: Locator) => card.getByRole("heading", { level: 3 }).locator("..")

  test("the projects of the data, in order, on the home page and the portfolio", async ({ page }) => {
    for (const path of ["/", "/portfolio/"]) {
      const { section } = await openProjects(page, path)
      await expect(section.getByRole("heading", { level: 3 })).toHaveText(projects.items.map(project => project.title))
      for (const project of projects.items)
        await expect(section.getByRole("img", { name: project.imageAlt })).toBeVisible()
      // The filter bar exists but is hidden (spec), its "all" filter chosen.
      await expect(
        section.getByRole("button", { name: allFilter.name, pressed: true, includeHidden: true }),
      ).toBeHidden()
    }
  })

  test("the hidden filter bar filters by category when shown, and All brings every project back", async ({ page }) => {
    const { section } = await openProjects(page)
    // The spec hides the bar; un-hide it as a future design would, and use it as a visitor.
    const bar = section.getByRole("list", { name: uiText.projectFilter, includeHidden: true })
    await bar.evaluate(element => element.removeAttribute("hidden"))
    const titles = section.getByRole("heading", { level: 3 })
    for (const filter of projects.filters.filter(option => option.id !== "all")) {
      await bar.getByRole("button", { name: filter.name }).click()
      await expect(bar.getByRole("button", { name: filter.name })).toHaveAttribute("aria-pressed", "true")
      await expect(titles).toHaveText(
        projects.items.filter(project => project.category === filter.id).map(project => project.title),
      )
    }
    await bar.getByRole("button", { name: allFilter.name }).click()
    await expect(titles).toHaveText(projects.items.map(project => project.title))
  })

  test("hovering a card shows its title, client and Visit Website link; so does keyboard focus", async ({ page }) => {
    const { section, card } = await openProjects(page)
    const [first, second] = projects.items
    await page.mouse.move(0, 0)
    await expect(overlayOf(card(first.title))).toHaveCSS("opacity", "0")

    await card(first.title).hover()
    const overlay = overlayOf(card(first.title))
    await expect(overlay).toHaveCSS("opacity", "1")
    await expect(overlay.getByText(first.client)).toBeVisible()
    await expect(overlayOf(card(second.title))).toHaveCSS("opacity", "0")

    await page.mouse.move(0, 0)
    await expect(overlay).toHaveCSS("opacity", "0")
    // Keyboard: the Enlarge button, then the card's link, each keep the overlay shown.
    await card(second.title)
      .getByRole("button", { name: new RegExp(`^${zoomText.open}`) })
      .focus()
    await expect(overlayOf(card(second.title))).toHaveCSS("opacity", "1")
    await page.keyboard.press("Tab")
    const link = card(second.title).getByRole("link", {
      name: new RegExp(`^${uiText.visitWebsite}\\s*: ${second.title}`),
    })
    await expect(link).toBeFocused()
    await expect(overlayOf(card(second.title))).toHaveCSS("opacity", "1")
    await expect(overlayOf(card(first.title))).toHaveCSS("opacity", "0")
    await expect(section.getByRole("link", { name: new RegExp(`^${uiText.visitWebsite}`) })).toHaveCount(
      projects.items.length,
    )
  })

  test("Visit Website opens the project's site in a new tab without access to this page", async ({ page, context }) => {
    await context.route(/^https:\/\/[\w-]+\.example\.com\//, route =>
      route.fulfill({ contentType: "text/html", body: "<title>Client site</title>" }),
    )
    const { card } = await openProjects(page)
    const [project] = projects.items
    const link = card(project.title).getByRole("link", { name: new RegExp(`^${uiText.visitWebsite}`) })
    await expect(link).toHaveAttribute("target", "_blank")
    expect((await link.getAttribute("rel"))?.split(/\s+/)).toContain("noopener")
    await card(project.title).hover()
    const [popup] = await Promise.all([page.waitForEvent("popup"), link.click()])
    await popup.waitForLoadState()
    expect(popup.url()).toBe(project.weblink)
    expect(await popup.evaluate(() => window.opener)).toBeNull()
    expect(page.url()).toMatch(/\/portfolio\/$/)
  })

  test("clicking a picture opens the enlarged view; Escape, a click outside and scrolling close it", async ({
    page,
  }) => {
    const { card } = await openProjects(page)
    const project = projects.items[1]
    const picture = card(project.title).getByRole("img", { name: project.imageAlt })
    const dialog = page.getByRole("dialog")
    const open = async () => {
      await picture.click()
      await expect(dialog).toBeVisible()
      await expect(dialog.getByRole("img", { name: project.imageAlt })).toBeVisible()
      await expect(dialog.getByRole("button", { name: zoomText.close })).toBeVisible()
    }

    await open()
    await page.keyboard.press("Escape")
    await expect(dialog).toBeHidden()

    await open()
    await page.mouse.click(5, 5)
    await expect(dialog).toBeHidden()

    await open()
    await page.mouse.wheel(0, 120)
    await expect(dialog).toBeHidden()

    await open()
    await page.keyboard.press("PageDown")
    await expect(dialog).toBeHidden()

    await open()
    await page.evaluate(() => window.scrollBy(0, 80))
    await expect(dialog).toBeHidden()
  })

  test("Enlarge image is in the tab order from the first paint and works before the zoom library has arrived", async ({
    page,
  }) => {
    // Hold react-medium-image-zoom's chunk back until the button has been pressed.
    let release: () => void = () => undefined
    const held = new Promise<void>(resolve => (release = resolve))
    await page.route(/\/[\w-]+\.js$/, async route => {
      const response = await route.fetch()
      const body = await response.text()
      if (body.includes("data-rmiz-ghost")) await held
      await route.fulfill({ response, body })
    })
    await openHydrated(page, "/portfolio/", "load")
    const project = projects.items[2]
    const enlarge = page.getByRole("button", { name: `${zoomText.open}: ${project.imageAlt}` })
    await expect(enlarge).toHaveCount(1)
    await enlarge.focus()
    await page.keyboard.press("Enter")
    await expect(page.getByRole("dialog")).toBeHidden()
    release()
    const dialog = page.getByRole("dialog")
    await expect(dialog.getByRole("img", { name: project.imageAlt })).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(dialog).toBeHidden()
    await expect(enlarge).toBeFocused()
    // One Enlarge button per picture: the library's own stays out of the way.
    await expect(page.getByRole("button", { name: new RegExp(`^${zoomText.open}`) })).toHaveCount(projects.items.length)
  })

  /**
   * Chromium turns a touch that moves less than its touch slop (15 px here) into a tap: no
   * touchmove reaches the page and a click follows, which closes the view like any click on
   * it. So the 10 px rule is checked with touch events sent to the page itself, and the
   * browser's own gesture path with swipes longer than the slop.
   */
  test("a vertical swipe of more than 10 px closes the enlarged view, a shorter one does not", async ({ page }) => {
    const { card } = await openProjects(page)
    const project = projects.items[0]
    const dialog = page.getByRole("dialog")
    // The library's own state: "hidden" from the moment it starts closing.
    const overlay = dialog.locator("[data-rmiz-modal-overlay]")
    const open = async () => {
      await card(project.title).getByRole("img", { name: project.imageAlt }).click()
      await expect(dialog.getByRole("img", { name: project.imageAlt })).toBeVisible()
      await expect(overlay).toHaveAttribute("data-rmiz-modal-overlay", "visible")
    }
    const touchSwipe = (dy: number) =>
      page.evaluate(dy => {
        const target = document.querySelector("[data-rmiz-modal-img]") ?? document.body
        const at = (y: number) =>
          new Touch({ identifier: 1, target, clientX: 640, clientY: y, screenX: 640, screenY: y })
        const send = (type: string, touch: Touch, down: boolean) =>
          target.dispatchEvent(
            new TouchEvent(type, { bubbles: true, changedTouches: [touch], touches: down ? [touch] : [] }),
          )
        send("touchstart", at(450), true)
        for (let step = 1; step <= 4; step++) send("touchmove", at(450 + (dy * step) / 4), true)
        send("touchend", at(450 + dy), false)
      }, dy)

    await open()
    for (const dy of [SWIPE_TO_CLOSE_PX, -SWIPE_TO_CLOSE_PX]) {
      await touchSwipe(dy)
      await nextFrames(page)
      await expect(overlay, `a swipe of ${dy} px`).toHaveAttribute("data-rmiz-modal-overlay", "visible")
    }
    await touchSwipe(SWIPE_TO_CLOSE_PX + 1)
    await expect(dialog).toBeHidden()
    await open()
    await touchSwipe(-(SWIPE_TO_CLOSE_PX + 1))
    await expect(dialog).toBeHidden()

    // Real touch input through Chromium's gesture handling: a swipe, not a tap (no click).
    const cdp = await page.context().newCDPSession(page)
    await page.evaluate(() => {
      const counter = window as Window & { __clicks?: number }
      counter.__clicks = 0
      window.addEventListener("click", () => counter.__clicks!++, { capture: true })
    })
    for (const dy of [40, -40]) {
      await open()
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: 640, y: 450 }] })
      for (let step = 1; step <= 4; step++) {
        await cdp.send("Input.dispatchTouchEvent", {
          type: "touchMove",
          touchPoints: [{ x: 640, y: 450 + (dy * step) / 4 }],
        })
      }
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] })
      await expect(dialog, `a swipe of ${dy} px`).toBeHidden()
    }
    // Two clicks opened the view; the swipes added none.
    expect(await page.evaluate(() => (window as Window & { __clicks?: number }).__clicks)).toBe(2)
  })
})

test.describe("header", () => {
  /** The service page the menus lead to. */
  const service = content.services.items[1]

  test("its look changes after 50 px of scroll, and scrolling re-renders nothing between thresholds", async ({
    page,
  }) => {
    // Counts React commits through the hook React DevTools uses (production React calls it too).
    await page.addInitScript(() => {
      const store = window as unknown as { __commits: number; __REACT_DEVTOOLS_GLOBAL_HOOK__: object }
      store.__commits = 0
      store.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        isDisabled: false,
        supportsFiber: true,
        renderers: new Map(),
        inject: () => 1,
        onCommitFiberRoot: () => {
          store.__commits++
        },
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
        checkDCE: () => undefined,
      }
    })
    // Reduced motion: the carousels stay paused, so any commit would come from scrolling.
    await page.emulateMedia({ reducedMotion: "reduce" })
    await page.setViewportSize({ width: 1280, height: 800 })
    await openHydrated(page, "/about/")
    const header = page.getByRole("banner")
    const look = () =>
      header.evaluate(element => {
        const style = getComputedStyle(element)
        return `${style.backgroundColor} ${style.backgroundImage} ${style.boxShadow}`
      })
    const scrollTo = async (y: number) => {
      await page.evaluate(top => window.scrollTo({ top, behavior: "instant" }), y)
      await nextFrames(page)
    }
    const top = await look()

    await scrollTo(49)
    expect(await look(), "49 px: not yet").toBe(top)
    await scrollTo(51)
    await expect.poll(look, { message: "51 px: the scrolled look" }).not.toBe(top)
    const scrolled = await look()

    // Everything below the fold is loaded once, so only scrolling itself could re-render now.
    await scrollTo(380)
    await page.waitForLoadState("networkidle")
    await scrollTo(60)
    await page.evaluate(() => new Promise(resolve => requestIdleCallback(resolve)))
    const before = await page.evaluate(() => (window as unknown as { __commits: number }).__commits)
    for (let y = 60; y <= 390; y += 15) await scrollTo(y)
    for (let y = 390; y >= 60; y -= 15) await scrollTo(y)
    const during = await page.evaluate(() => (window as unknown as { __commits: number }).__commits)
    expect(during - before, "React commits while scrolling between 60 and 390 px").toBe(0)
    expect(await look()).toBe(scrolled)

    await scrollTo(10)
    await expect.poll(look, { message: "back at the top: the first look" }).toBe(top)
    const after = await page.evaluate(() => (window as unknown as { __commits: number }).__commits)
    expect(after - during, "crossing the threshold re-renders").toBeGreaterThan(0)
  })

  test("the services dropdown toggles and closes on Escape, a click outside and a followed link", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await openHydrated(page, "/about/")
    const banner = page.getByRole("banner")
    const toggle = banner.getByRole("button", { name: servicesMenuLabel })
    const serviceLink = banner.getByRole("link", { name: service.title })

    await toggle.click()
    await expect(toggle).toHaveAttribute("aria-expanded", "true")
    await expect(serviceLink).toBeVisible()
    await toggle.click()
    await expect(toggle).toHaveAttribute("aria-expanded", "false")
    await expect(serviceLink).toBeHidden()

    await toggle.click()
    await page.keyboard.press("Escape")
    await expect(serviceLink).toBeHidden()
    await expect(toggle).toBeFocused()

    await toggle.click()
    // Outside: the left edge of the page heading (a mouse click, not waiting for the heading to hold still).
    const heading = (await page.getByRole("heading", { level: 1 }).boundingBox())!
    await page.mouse.click(heading.x + 2, heading.y + heading.height / 2)
    await expect(serviceLink).toBeHidden()
    await expect(toggle).toHaveAttribute("aria-expanded", "false")

    await toggle.click()
    await serviceLink.click()
    await expect(page).toHaveURL(servicePath(service))
    await expect(serviceLink).toBeHidden()
    await expect(toggle).toHaveAttribute("aria-expanded", "false")
  })

  test("the mobile menu toggles and closes on Escape, a click outside and a service link", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await openHydrated(page, "/about/")
    const nav = page.getByRole("navigation", { name: uiText.mainNav })
    const menuButton = page.getByRole("banner").getByRole("button", { name: /menu$/ })

    await menuButton.click()
    await expect(nav).toBeVisible()
    await expect(menuButton).toHaveAccessibleName(uiText.closeMenu)
    await menuButton.click()
    await expect(nav).toBeHidden()
    await expect(menuButton).toHaveAccessibleName(uiText.openMenu)

    await menuButton.click()
    await page.keyboard.press("Escape")
    await expect(nav).toBeHidden()
    await expect(menuButton).toBeFocused()

    await menuButton.click()
    await expect(nav).toBeVisible()
    const box = (await nav.boundingBox())!
    await page.mouse.click(box.x + 10, box.y + box.height + 30)
    await expect(nav).toBeHidden()
    await expect(page).toHaveURL("/about/")
    await expect(menuButton).toHaveAttribute("aria-expanded", "false")

    await menuButton.click()
    await nav.getByRole("button", { name: servicesMenuLabel }).click()
    await nav.getByRole("link", { name: service.title }).click()
    await expect(page).toHaveURL(servicePath(service))
    await expect(nav).toBeHidden()
    await expect(menuButton).toHaveAttribute("aria-expanded", "false")
  })
})

test.describe("back to top", () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  const scrollY = (page: Page) => page.evaluate(() => window.scrollY)

  test("appears after 400 px and glides back to the top", async ({ page }) => {
    await openHydrated(page, "/")
    const button = page.getByRole("button", { name: uiText.backToTop })
    await page.evaluate(() => window.scrollTo({ top: 399, behavior: "instant" }))
    await nextFrames(page)
    await expect(button).toBeHidden()
    await page.evaluate(() => window.scrollTo({ top: 401, behavior: "instant" }))
    await expect(button).toBeVisible()

    await page.evaluate(() => window.scrollTo({ top: 2400, behavior: "instant" }))
    await expect(button).toBeVisible()
    // Record the scroll the button asks for, and the position at every frame after the click.
    // The browser animates a smooth scroll on its own clock: on a loaded machine one frame may
    // span most of the glide, so the test checks the request and the path, not a frame count.
    await page.evaluate(() => {
      const store = window as unknown as { __positions: number[]; __requests: unknown[] }
      store.__positions = []
      store.__requests = []
      const scrollTo = window.scrollTo.bind(window) as (options?: ScrollToOptions) => void
      window.scrollTo = ((options?: ScrollToOptions) => {
        store.__requests.push(options)
        scrollTo(options)
      }) as typeof window.scrollTo
      const sample = () => {
        store.__positions.push(window.scrollY)
        if (window.scrollY > 0 || store.__positions.length < 3) requestAnimationFrame(sample)
      }
      requestAnimationFrame(sample)
    })
    await button.click()
    await expect.poll(() => scrollY(page)).toBe(0)
    const { positions, requests } = await page.evaluate(() => {
      const store = window as unknown as { __positions: number[]; __requests: unknown[] }
      return { positions: store.__positions, requests: store.__requests }
    })
    expect(requests).toEqual([{ top: 0, behavior: "smooth" }])
    expect(positions, "never moving away from the top").toEqual([...positions].sort((a, b) => b - a))
    await expect(button).toBeHidden()
    await expect(page.getByRole("link", { name: uiText.skipLink })).toBeFocused()
  })

  test("with reduced motion it jumps to the top at once", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" })
    await openHydrated(page, "/")
    await page.evaluate(() => window.scrollTo({ top: 2400, behavior: "instant" }))
    const button = page.getByRole("button", { name: uiText.backToTop })
    await expect(button).toBeVisible()
    await button.click()
    expect(await scrollY(page)).toBe(0)
  })
})
