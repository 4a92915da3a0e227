/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from "@testing-library/react"
import { hydrateRoot } from "react-dom/client"
import { renderToString } from "react-dom/server"
import { Carousel } from "../carousel"
import { uiTextOf } from "../../ui-text-files"
import { InEdition } from "../../../../forms/__tests__/support/in-edition"
import type { Locale } from "../../../../../shared/i18n/locales"
import { installMatchMedia } from "../../../../hooks/__tests__/match-media"
import { advance, loadSlick } from "./slick-clock"

/**
 * The carousel in the Arabic edition (right to left), rendered with the locale set as the page
 * wrapper sets it. Geometry (slide 1 at the right edge, "next" on the left) needs a browser:
 * e2e/carousel-direction.spec.ts checks it on /ar/. Here: order, movement, input direction, controls.
 */
const count = 6
const label = "Our services"
const text = uiTextOf("ar").carousel
const PERIOD_MS = 3000
const SPEED_MS = 300

function Services({ locale }: { locale: Locale }) {
  return (
    <InEdition locale={locale}>
      <Carousel label={label} perView={{ base: 1, md: 2, lg: 3 }} gap={20} autoplayMs={PERIOD_MS} dots arrows="hover">
        {Array.from({ length: count }, (_, index) => (
          <article key={index}>
            <a href={`/ar/services/${index + 1}/`}>Service {index + 1}</a>
          </article>
        ))}
      </Carousel>
    </InEdition>
  )
}

/** The slides assistive technology is given, in DOM (reading) order. */
const exposed = () =>
  within(screen.getByRole("group", { name: label }))
    .getAllByRole("group", { name: new RegExp(`^\\d+\\D+${count}$`) })
    .map(slide => slide.getAttribute("aria-label"))

/** The labels of `perView` slides from `first` on, looping. */
const showing = (first: number, perView: number, locale: Locale = "ar") =>
  Array.from({ length: perView }, (_, step) =>
    uiTextOf(locale).carousel.slideLabel(((first - 1 + step) % count) + 1, count),
  )

const list = () => {
  const element = document.querySelector(".slick-list")
  if (!element) throw new Error("react-slick has not taken over")
  return element
}

/** A mouse drag over the list, `dx` pixels (positive: to the right). */
function drag(dx: number) {
  fireEvent.mouseDown(list(), { clientX: 400, clientY: 50 })
  for (let step = 1; step <= 5; step++) fireEvent.mouseMove(list(), { clientX: 400 + (dx * step) / 5, clientY: 50 })
  fireEvent.mouseUp(list(), { clientX: 400 + dx, clientY: 50 })
}

beforeEach(() => {
  jest.useFakeTimers()
  installMatchMedia({ width: 1280 })
})

afterEach(() => {
  jest.useRealTimers()
  document.body.replaceChildren()
})

describe("Carousel in the Arabic edition, first paint", () => {
  it("reads right to left and lists the slides from the first item", () => {
    render(<Services locale="ar" />)
    const region = screen.getByRole("group", { name: label })
    expect(region).toHaveAttribute("dir", "rtl")
    expect(exposed()).toEqual(showing(1, count))
  })

  it("hydrates the server's HTML without a warning", () => {
    const html = renderToString(<Services locale="ar" />)
    const container = document.createElement("div")
    container.innerHTML = html
    document.body.append(container)
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined)
    act(() => {
      hydrateRoot(container, <Services locale="ar" />)
    })
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })

  it("keeps the English carousel left to right", () => {
    render(<Services locale="en" />)
    expect(screen.getByRole("group", { name: label })).toHaveAttribute("dir", "ltr")
  })
})

describe("Carousel in the Arabic edition, with react-slick", () => {
  it("starts at the first item and exposes only the shown slides, in reading order", async () => {
    render(<Services locale="ar" />)
    await loadSlick()
    expect(exposed()).toEqual(showing(1, 3))
    expect(screen.getByRole("button", { name: text.goTo(1, count) })).toHaveAttribute("aria-current", "true")
  })

  it("autoplays forward in reading order at the spec's period and loops", async () => {
    render(<Services locale="ar" />)
    await loadSlick()
    for (const first of [2, 3, 4, 5, 6, 1]) {
      await advance(PERIOD_MS + SPEED_MS)
      expect(exposed()).toEqual(showing(first, 3))
    }
  })

  it("'next' moves one item on in reading order, 'previous' back, and from the first item to the last", async () => {
    render(<Services locale="ar" />)
    await loadSlick()
    fireEvent.click(screen.getByRole("button", { name: text.next(label) }))
    await advance(SPEED_MS + 100)
    expect(exposed()).toEqual(showing(2, 3))
    // react-slick ignores a control while its last change is still settling.
    await advance(1000)
    fireEvent.click(screen.getByRole("button", { name: text.previous(label) }))
    await advance(SPEED_MS + 100)
    expect(exposed()).toEqual(showing(1, 3))
    document.body.replaceChildren()

    render(<Services locale="ar" />)
    await loadSlick()
    fireEvent.click(screen.getByRole("button", { name: text.previous(label) }))
    await advance(SPEED_MS + 100)
    expect(exposed()).toEqual(showing(6, 3))
  })

  it("goes to the slide a pagination button names", async () => {
    render(<Services locale="ar" />)
    await loadSlick()
    fireEvent.click(screen.getByRole("button", { name: text.goTo(4, count) }))
    await advance(SPEED_MS + 100)
    expect(exposed()).toEqual(showing(4, 3))
  })

  it("a drag to the right brings the next items in from the left; to the left goes back (English: the mirror image)", async () => {
    render(<Services locale="ar" />)
    await loadSlick()
    drag(200)
    await advance(SPEED_MS + 100)
    expect(exposed()).toEqual(showing(2, 3))
    drag(-200)
    await advance(SPEED_MS + 100)
    expect(exposed()).toEqual(showing(1, 3))
    document.body.replaceChildren()

    render(<Services locale="en" />)
    await loadSlick()
    drag(-200)
    await advance(SPEED_MS + 100)
    expect(exposed()).toEqual(showing(2, 3, "en"))
  })

  it("the Left arrow key moves on and the Right arrow key goes back", async () => {
    render(<Services locale="ar" />)
    await loadSlick()
    fireEvent.keyDown(list(), { key: "ArrowLeft", keyCode: 37 })
    await advance(SPEED_MS + 100)
    expect(exposed()).toEqual(showing(2, 3))
    fireEvent.keyDown(list(), { key: "ArrowRight", keyCode: 39 })
    await advance(SPEED_MS + 100)
    expect(exposed()).toEqual(showing(1, 3))
  })

  it("the pause button stops autoplay and play resumes it in reading order", async () => {
    render(<Services locale="ar" />)
    await loadSlick()
    fireEvent.click(screen.getByRole("button", { name: text.pause(label) }))
    // Two periods: a running autoplay would be on the third item.
    await advance(2 * PERIOD_MS + SPEED_MS)
    expect(exposed()).toEqual(showing(1, 3))
    fireEvent.click(screen.getByRole("button", { name: text.play(label) }))
    await advance(PERIOD_MS + SPEED_MS)
    expect(exposed()).toEqual(showing(2, 3))
  })

  it("keeps hidden and cloned slides out of the tab order (react-slick #1535)", async () => {
    render(<Services locale="ar" />)
    await loadSlick()
    const reachable = screen.getAllByRole("link")
    expect(reachable.map(link => link.textContent)).toEqual(["Service 1", "Service 2", "Service 3"])
    const hidden = screen.getAllByRole("link", { hidden: true }).filter(link => !reachable.includes(link))
    expect(hidden.length).toBeGreaterThan(count - 3)
    for (const link of hidden) expect(link).toHaveAttribute("tabindex", "-1")
  })
})
