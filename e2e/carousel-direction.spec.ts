/**
 * The carousels read in each edition's direction: left to right in English, right
 * to left in Arabic. On every edition's home page they start at the first item (read from
 * data/), the testimonials' "next" arrow sits on the side reading goes to, and "next" and
 * autoplay (Playwright's fake clock) move one item on in reading order. The drag direction is
 * checked in __tests__/carousel-rtl.test.tsx.
 * English's own timings, swipe and accessibility are covered in carousels.spec.ts.
 * One load and one clock per edition serve all three checks.
 */
import { expect, test, type Locator, type Page } from "@playwright/test"
import { directionOf } from "../src/i18n/locale-context"
import { advance, pauseWhenCarouselsStarted } from "./support/fake-clock"
import { editions, type Edition } from "./support/site-data"

/** The services carousel's period (spec: 3000 ms) and react-slick's transition (slick-settings.ts). */
const PERIOD_MS = 3000
const SLIDE_SPEED_MS = 300
/** Three services per view from 1024 px. */
const WIDTH = 1280
const PER_VIEW = 3

type Shown = { slide: number; left: number; right: number }

/**
 * The slides assistive technology is given (react-slick's state), in reading order: from the
 * left in English, from the right in Arabic. Each with its number and its box on screen.
 */
async function shownInReadingOrder(region: Locator, edition: Edition): Promise<Shown[]> {
  const role = edition.ui.carousel.slideRoleDescription
  const shown = await region.evaluate((root, slideRole) => {
    const slides = Array.from(root.querySelectorAll<HTMLElement>(`[aria-roledescription="${slideRole}"]`))
    return slides
      .filter(slide => !slide.closest('[aria-hidden="true"]'))
      .map(slide => {
        const box = slide.getBoundingClientRect()
        return {
          slide: Number(/\d+/.exec(slide.getAttribute("aria-label") ?? "")?.[0]),
          left: box.left,
          right: box.right,
        }
      })
  }, role)
  const rtl = directionOf(edition.locale) === "rtl"
  return shown.sort((a, b) => (rtl ? b.right - a.right : a.left - b.left))
}

const numbers = (shown: Shown[]) => shown.map(({ slide }) => slide)

/** Opens the edition's home page with the clock installed and paused once react-slick drives the carousels `labels`. */
async function openCarousels(page: Page, edition: Edition, labels: string[]): Promise<Locator[]> {
  await page.setViewportSize({ width: WIDTH, height: 900 })
  await page.clock.install()
  await page.goto(edition.prefix, { waitUntil: "networkidle" })
  const regions = labels.map(label => page.getByRole("group", { name: label, exact: true }))
  await pauseWhenCarouselsStarted(page, regions)
  return regions
}

for (const edition of editions) {
  const rtl = directionOf(edition.locale) === "rtl"
  const text = edition.ui.carousel
  const count = edition.content.serviceCards.items.length
  const label = edition.content.home.services.heading
  /** Slide numbers from `first` on, in reading order, looping. */
  const from = (first: number) => Array.from({ length: PER_VIEW }, (_, step) => ((first - 1 + step) % count) + 1)

  test.describe(`carousels on ${edition.prefix} read ${rtl ? "right to left" : "left to right"}`, () => {
    test("start at the first item, at the edge reading starts from; the testimonials' next arrow is on the side reading goes to and moves one item on; autoplay moves one item on in reading order every period", async ({
      page,
    }) => {
      // It does the work of the 3 tests it merges (the start, the arrow, autoplay), so it has their time.
      test.setTimeout(3 * test.info().timeout)
      const reviews = edition.content.home.testimonials.heading
      // The services carousel is brought near last, so its first check finds it at its first item.
      const [reviewsRegion, region] = await openCarousels(page, edition, [reviews, label])

      await test.step("start at the first item, at the edge reading starts from", async () => {
        const viewport = (await region.locator("[aria-live]").boundingBox())!
        const shown = await shownInReadingOrder(region, edition)
        expect(numbers(shown), "the first items, in reading order").toEqual(from(1))
        const startEdge = rtl ? viewport.x + viewport.width - shown[0].right : shown[0].left - viewport.x
        expect(Math.abs(startEdge), "item 1 at the edge reading starts from").toBeLessThan(30)
      })

      await test.step("the testimonials' next arrow is on the side reading goes to and moves one item on", async () => {
        const region = reviewsRegion
        const quotes = edition.content.testimonials.items.length
        // Only the arrow may move them: on a busy machine their autoplay period may have ended before the
        // clock was paused, and a move still in its transition makes react-slick ignore the click.
        await region.getByRole("button", { name: text.pause(reviews) }).click()
        await advance(page, SLIDE_SPEED_MS + 100)
        const first = numbers(await shownInReadingOrder(region, edition))[0]
        await region.hover()
        const next = region.getByRole("button", { name: text.next(reviews) })
        const previous = region.getByRole("button", { name: text.previous(reviews) })
        const nextBox = (await next.boundingBox())!
        const previousBox = (await previous.boundingBox())!
        expect(nextBox.x < previousBox.x, "next on the left in right to left, on the right in left to right").toBe(rtl)
        await next.click()
        await advance(page, SLIDE_SPEED_MS + 200)
        expect(numbers(await shownInReadingOrder(region, edition))[0], "next: one item on").toBe((first % quotes) + 1)
      })

      await test.step("autoplay moves one item on in reading order every period", async () => {
        const before = numbers(await shownInReadingOrder(region, edition))
        // The first period started before the clock was paused: wait for the first move, then time one period.
        let first = before[0]
        for (let elapsed = 0; first === before[0] && elapsed <= 2 * PERIOD_MS; elapsed += 100) {
          await advance(page, 100)
          first = numbers(await shownInReadingOrder(region, edition))[0]
        }
        expect(first, "autoplay moved within two periods").not.toBe(before[0])
        await advance(page, SLIDE_SPEED_MS + 100)
        const moved = numbers(await shownInReadingOrder(region, edition))
        expect(moved, "one item on").toEqual(from(before[0] + 1))
        await advance(page, PERIOD_MS - SLIDE_SPEED_MS - 400)
        expect(numbers(await shownInReadingOrder(region, edition)), "not before the period is over").toEqual(moved)
        await advance(page, 600)
        expect(numbers(await shownInReadingOrder(region, edition)), "then one more").toEqual(from(moved[0] + 1))
      })
    })
  })
}
