/**
 * What the carousel suites measure: each carousel of the home page (its label, slides, period and
 * slides per view at each width, read from data/), the slides a visitor sees, and the fake clock run
 * until one moves.
 */
import type { Locator, Page } from "@playwright/test"
import { advance, pauseWhenCarouselsStarted } from "./fake-clock"
import { content } from "./site-data"

const { clients, home, pricing, serviceCards, testimonials } = content

export type CarouselCase = { label: string; count: number; periodMs: number; perView: Record<number, number> }

/** Slides per view at each width (pricing is a grid from 768 px). */
export const services: CarouselCase = {
  label: home.services.heading,
  count: serviceCards.items.length,
  periodMs: 3000,
  perView: { 320: 1, 375: 1, 640: 1, 768: 2, 1024: 3, 1280: 3, 1440: 3 },
}
export const clientLogos: CarouselCase = {
  label: home.clients.heading,
  count: clients.items.length,
  periodMs: 3000,
  perView: { 320: 2, 375: 2, 640: 3, 768: 4, 1024: 5, 1280: 5, 1440: 5 },
}
export const pricingPlans: CarouselCase = {
  label: home.pricing.heading,
  count: pricing.items.length,
  periodMs: 3000,
  perView: { 320: 1, 375: 1, 640: 2 },
}
export const reviews: CarouselCase = {
  label: home.testimonials.heading,
  count: testimonials.items.length,
  periodMs: 5000,
  perView: { 320: 1, 375: 1, 640: 1, 768: 2, 1024: 2, 1280: 2, 1440: 2 },
}
/** react-slick's transition when the carousel gives none (slick-settings.ts DEFAULT_SPEED_MS). */
export const SLIDE_SPEED_MS = 300
export const HERO_DELAY_MS = 555_000
export const HERO_SPEED_MS = 1000

export function carousel(page: Page, label: string): Locator {
  return page.getByRole("group", { name: label, exact: true })
}

/**
 * Runs the fake clock through a stretch in which the carousel under test must not move, in
 * half-second steps: what does move (the page's other carousels) still gets React's commits
 * often enough, and the test does not spend its time on round trips.
 */
export const holdStill = (page: Page, ms: number) => advance(page, ms, 500)

/** Opens the home page with the clock installed, brings a carousel near and waits for react-slick. */
export async function openCarousel(page: Page, label: string): Promise<Locator> {
  const [region] = await openCarousels(page, [label])
  return region
}

/** The same for several carousels at once: one load and one clock for the checks of them all. */
export async function openCarousels(page: Page, labels: string[]): Promise<Locator[]> {
  await page.clock.install()
  await page.goto("/", { waitUntil: "networkidle" })
  const regions = labels.map(label => carousel(page, label))
  await pauseWhenCarouselsStarted(page, regions)
  return regions
}

/** The slide labels ("2 of 6") a sighted visitor sees: slides inside the carousel's visible box. */
export async function visibleSlides(region: Locator): Promise<string[]> {
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
export async function exposedSlides(region: Locator): Promise<string[]> {
  const slides = region.getByRole("group", { name: /^\d+ of \d+$/ })
  return slides.evaluateAll(elements => elements.map(element => element.getAttribute("aria-label") ?? ""))
}

export function first(labels: string[]): number {
  return Number(labels[0]?.split(" ")[0])
}

/**
 * Runs the fake clock forward in `step` ms steps (100 unless told) until `reached` holds;
 * returns the page's time (fake clock) at that step.
 */
export async function advanceUntil(
  page: Page,
  reached: () => Promise<boolean>,
  withinMs: number,
  step = 100,
): Promise<number> {
  for (let elapsed = 0; elapsed < withinMs; elapsed += step) {
    await advance(page, step, step)
    if (await reached()) return page.evaluate(() => Date.now())
  }
  throw new Error(`not reached within ${withinMs} ms`)
}

/**
 * Waits (on the fake clock) until the carousel moves on; returns the new first slide once its
 * transition is over. Reads the slides react-slick exposes (its state), since the CSS
 * transition of the track runs on real time, not on the fake clock. A test that times the move
 * looks every 100 ms; one that only needs it to happen may look less often (`step`), fewer
 * round trips, as long as a step stays shorter than the autoplay period (one move per step).
 */
export async function nextAdvance(page: Page, region: Locator, withinMs: number, step = 100): Promise<number> {
  const before = first(await exposedSlides(region))
  let now = before
  await advanceUntil(
    page,
    async () => {
      now = first(await exposedSlides(region))
      return now !== before
    },
    withinMs,
    step,
  )
  await advance(page, SLIDE_SPEED_MS + 100)
  return now
}

/** Slide n + 1 after slide n, looping from the last to the first. */
export function following(slide: number, count: number): number {
  return (slide % count) + 1
}

/** Positions of the visible slides relative to the carousel, rounded to whole pixels. */
export async function slideRects(region: Locator): Promise<string> {
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
