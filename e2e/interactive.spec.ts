/**
 * Every moving part of the site (spec sections 2, 4 and 9) in real Chromium against the
 * production build: carousels (slides per view, autoplay with Playwright's clock, pause
 * button, reduced motion, swipe, hidden clones, no movement when react-slick takes over),
 * the hero fade, the zoomed image view, the header, menus, back-to-top, FAQ, featured
 * projects and the testimonials' entrance.
 */
import { expect, test, type Locator, type Page } from "@playwright/test"
import clients from "../data/clients.json"
import home from "../data/home.json"
import pricing from "../data/pricing.json"
import serviceCards from "../data/service-cards.json"
import testimonials from "../data/testimonials.json"
import { uiText } from "../src/components/ui/ui-text"

type CarouselCase = { label: string; count: number; periodMs: number; perView: Record<number, number> }

/** Spec section 9: slides per view at each width (pricing is a grid from 768 px). */
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
const pricingPlans: CarouselCase = { label: home.pricing.heading, count: pricing.items.length, periodMs: 3000, perView: { 320: 1, 375: 1, 640: 2 } }
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

function carousel(page: Page, label: string): Locator {
  return page.getByRole("group", { name: label, exact: true })
}

/** Console errors, page errors and React hydration warnings. */
function watchConsole(page: Page): string[] {
  const problems: string[] = []
  page.on("console", message => {
    if (message.type() === "error" || /hydrat|did not match|Minified React error/i.test(message.text())) {
      problems.push(`console.${message.type()}: ${message.text()}`)
    }
  })
  page.on("pageerror", error => problems.push(`page error: ${error.message}`))
  return problems
}

/** Lets the page run the work its timers queued (React renders through MessageChannel, which the clock does not fake). */
async function settle(page: Page): Promise<void> {
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
async function advance(page: Page, ms: number): Promise<void> {
  for (let elapsed = 0; elapsed < ms; elapsed += 100) {
    await page.clock.runFor(Math.min(100, ms - elapsed))
    await settle(page)
  }
}

/** Opens the home page with the clock installed, brings a carousel near and waits for react-slick. */
async function openCarousel(page: Page, label: string): Promise<Locator> {
  await page.clock.install()
  await page.goto("/", { waitUntil: "networkidle" })
  const region = carousel(page, label)
  await region.scrollIntoViewIfNeeded()
  await expect(region.locator(".slick-slider")).toBeAttached()
  await page.waitForLoadState("networkidle")
  const now = await page.evaluate(() => Date.now())
  await page.clock.pauseAt(now + 1000)
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
 * Waits (on the fake clock) until the carousel moves on; returns the new first slide once its
 * transition is over. Reads the slides react-slick exposes (its state), since the CSS
 * transition of the track runs on real time, not on the fake clock.
 */
async function nextAdvance(page: Page, region: Locator, withinMs: number): Promise<number> {
  const before = first(await exposedSlides(region))
  for (let elapsed = 0; elapsed < withinMs; elapsed += 100) {
    await advance(page, 100)
    const now = first(await exposedSlides(region))
    if (now !== before) {
      await advance(page, SLIDE_SPEED_MS + 100)
      return now
    }
  }
  throw new Error(`no slide change within ${withinMs} ms`)
}

/** Slide n + 1 after slide n, looping from the last to the first. */
function following(slide: number, count: number): number {
  return (slide % count) + 1
}

test.describe("carousels: slides per view", () => {
  for (const width of [320, 375, 640, 768, 1024, 1280, 1440]) {
    test(`at ${width} px the first paint and react-slick show the same slides in the same place`, async ({ page }) => {
      const problems = watchConsole(page)
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
        await expect.poll(() => visibleSlides(region), { message: `${item.label} before react-slick` }).toHaveLength(expected)
        staticRects[item.label] = await slideRects(region)
      }
      release()
      for (const item of cases) {
        const region = carousel(page, item.label)
        await region.scrollIntoViewIfNeeded()
        await expect(region.locator(".slick-slider")).toBeAttached()
        expect(await visibleSlides(region), `${item.label} with react-slick`).toHaveLength(item.perView[width])
        expect(await exposedSlides(region), `${item.label}: only shown slides are exposed`).toEqual(await visibleSlides(region))
        expect(await slideRects(region), `${item.label}: no movement when react-slick takes over`).toBe(staticRects[item.label])
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
    await expect(section.getByRole("button", { name: /slideshow/ })).toBeHidden()
    const columns = await section.getByRole("heading", { level: 3 }).evaluateAll(headings => new Set(headings.map(h => Math.round(h.getBoundingClientRect().left))).size)
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
        await advance(page, item.periodMs - SLIDE_SPEED_MS - 300)
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
    await expect(region.getByRole("button", { name: `Pause the ${reviews.label} slideshow` })).toBeVisible()

    await page.mouse.click(box.x + box.width / 2, box.y + 20)
    slide = await nextAdvance(page, region, reviews.periodMs + SLIDE_SPEED_MS + 200)

    // A drag of more than half a slide to the left: the carousel moves on at once ...
    const slideWidth = box.width / 2
    await page.mouse.move(box.x + box.width * 0.75, box.y + box.height / 2)
    await page.mouse.down()
    for (let step = 1; step <= 10; step++) await page.mouse.move(box.x + box.width * 0.75 - (slideWidth * 0.6 * step) / 10, box.y + box.height / 2)
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
    for (let step = 1; step <= 10; step++) await page.mouse.move(box.x + box.width / 2 - (slideWidth * 0.3 * step) / 10, box.y + box.height / 2)
    await page.mouse.up()
    await advance(page, SLIDE_SPEED_MS + 100)
    expect(await exposedSlides(region)).toEqual(before)
  })

  test("the pause button stops autoplay and play resumes it", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    const region = await openCarousel(page, services.label)
    await nextAdvance(page, region, 2 * services.periodMs)
    await region.getByRole("button", { name: `Pause the ${services.label} slideshow` }).click()
    await settle(page)
    const paused = await exposedSlides(region)
    await advance(page, 3 * services.periodMs)
    expect(await exposedSlides(region)).toEqual(paused)

    const play = region.getByRole("button", { name: `Play the ${services.label} slideshow` })
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
    await expect(region.getByRole("button", { name: `Play the ${reviews.label} slideshow` })).toBeVisible()
    for (const label of [uiText.heroSlides, services.label, clientLogos.label]) {
      await expect(carousel(page, label).getByRole("button", { name: `Play the ${label} slideshow` })).toBeAttached()
    }
    const before = await exposedSlides(region)
    await advance(page, 3 * reviews.periodMs)
    expect(await exposedSlides(region)).toEqual(before)

    // Moving on by hand is instant: the track carries no transition.
    await region.hover()
    await region.getByRole("button", { name: `Next slide: ${reviews.label}` }).click()
    await advance(page, 100)
    const duration = await region.locator(".slick-track").evaluate(track => parseFloat(getComputedStyle(track).transitionDuration))
    expect(duration).toBeLessThan(0.001)
    expect(first(await exposedSlides(region))).toBe(following(first(before), reviews.count))
  })
})

test.describe("carousels: controls and accessibility", () => {
  test("testimonials: pagination buttons go to their slide, arrows appear on hover and move it", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    const region = await openCarousel(page, reviews.label)
    const next = region.getByRole("button", { name: `Next slide: ${reviews.label}` })
    await expect(next).toHaveCSS("opacity", "0")
    await region.hover()
    await expect(next).toHaveCSS("opacity", "1")

    await region.getByRole("button", { name: `Slide 3 of ${reviews.count}` }).click()
    await advance(page, SLIDE_SPEED_MS + 100)
    expect(first(await exposedSlides(region))).toBe(3)
    await expect(region.getByRole("button", { name: `Slide 3 of ${reviews.count}` })).toHaveAttribute("aria-current", "true")

    await next.click()
    await advance(page, SLIDE_SPEED_MS + 100)
    expect(first(await exposedSlides(region))).toBe(4)
    await region.getByRole("button", { name: `Previous slide: ${reviews.label}` }).click()
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
    await region.getByRole("button", { name: `Pause the ${services.label} slideshow` }).focus()
    await page.keyboard.press("Shift+Tab")
    const reached: string[] = []
    for (let press = 0; press < 6; press++) {
      await page.keyboard.press("Tab")
      const inside = await page.evaluate(() => {
        const active = document.activeElement
        const slide = active?.closest('[aria-roledescription="slide"]')
        return slide ? `${slide.getAttribute("aria-label")}${active?.closest('[aria-hidden="true"]') ? " (hidden)" : ""}` : null
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
    const elapsed = await page.evaluate(() => Date.now() - ((window as Window & { __heroStartedAt?: number }).__heroStartedAt ?? NaN))
    expect(elapsed).toBeGreaterThanOrEqual(0)
    const heading = (text: string) => region.getByRole("heading", { name: text })
    const [one, two] = home.hero.slides
    await expect(heading(one.heading)).toBeVisible()
    await expect(heading(two.heading)).toBeHidden()
    const transition = await region.locator(".slick-slide").first().evaluate(slide => slide.style.transition)
    expect(transition).toContain(`opacity ${HERO_SPEED_MS}ms`)

    // Other carousels' timers fire during the jump; React catches up at the next settle.
    await page.clock.runFor(HERO_DELAY_MS - elapsed - 1000)
    await settle(page)
    await expect(heading(two.heading)).toBeHidden()
    await advance(page, 1000 + HERO_SPEED_MS + 200)
    await expect(heading(two.heading)).toBeVisible()
    await expect(heading(one.heading)).toBeHidden()
    await page.clock.runFor(HERO_DELAY_MS - HERO_SPEED_MS - 1500)
    await settle(page)
    await expect(heading(one.heading)).toBeHidden()
    await advance(page, 1000 + HERO_SPEED_MS + 200)
    await expect(heading(one.heading)).toBeVisible()
  })

  test("the home page hydrates without warnings at every width", async ({ page }) => {
    const problems = watchConsole(page)
    for (const width of [375, 768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto("/", { waitUntil: "networkidle" })
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += 400) {
          window.scrollTo(0, y)
          await new Promise(resolve => setTimeout(resolve, 30))
        }
      })
      await page.waitForLoadState("networkidle")
    }
    expect(problems).toEqual([])
  })
})
