/** @jest-environment jsdom */
import { act, fireEvent, render as renderPlain, screen, within } from "@testing-library/react"
import type { ReactElement } from "react"
import { InEdition, inEnglish } from "../../../../forms/__tests__/support/in-edition"
import { hydrateRoot } from "react-dom/client"
import { renderToString } from "react-dom/server"
import { Carousel, type CarouselProps } from "../carousel"
import { installMatchMedia } from "../../../../hooks/__tests__/match-media"
import { advance, loadSlick } from "./slick-clock"

/** Rendered as the page wrapper renders an English page: its wording, forms and site data. */
const render = (ui: ReactElement) => renderPlain(ui, { wrapper: inEnglish })

const names = ["Bank account", "Tax", "VAT", "Web design"]

function Testimonials(props: Partial<CarouselProps>) {
  return (
    <Carousel
      label="What clients say"
      perView={{ base: 1, md: 2 }}
      gap={30}
      autoplayMs={5000}
      dots
      arrows="hover"
      {...props}
    >
      {names.map(name => (
        <article key={name}>
          <h3>{name}</h3>
          <a href={`/services/${name}/`}>Read about {name}</a>
        </article>
      ))}
    </Carousel>
  )
}

// Clicks use fireEvent, not user-event: user-event's async wrapper runs pending fake timers
// outside act(), so react-slick's setTimeout(0) in slickGoTo would change state where React
// does not apply it before the assertions. Timers run only inside advance().
beforeEach(() => {
  jest.useFakeTimers()
  installMatchMedia({ width: 375 })
})

afterEach(() => {
  jest.useRealTimers()
  document.body.replaceChildren()
})

describe("Carousel before react-slick (the server-rendered first paint)", () => {
  it("is a named carousel whose slides are numbered groups", () => {
    render(<Testimonials />)
    const region = screen.getByRole("group", { name: "What clients say" })
    expect(region).toHaveAttribute("aria-roledescription", "carousel")
    const slides = within(region).getAllByRole("group", { name: /of 4$/ })
    expect(slides.map(slide => slide.getAttribute("aria-label"))).toEqual(["1 of 4", "2 of 4", "3 of 4", "4 of 4"])
    expect(within(slides[0]).getByRole("heading", { name: "Bank account" })).toBeInTheDocument()
  })

  it("hydrates the server's HTML without a warning", () => {
    const html = renderToString(
      <InEdition locale="en">
        <Testimonials />
      </InEdition>,
    )
    const container = document.createElement("div")
    container.innerHTML = html
    document.body.append(container)
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined)
    act(() => {
      hydrateRoot(
        container,
        <InEdition locale="en">
          <Testimonials />
        </InEdition>,
      )
    })
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })

  it("has named previous, next, pagination and pause buttons", () => {
    render(<Testimonials />)
    expect(screen.getByRole("button", { name: "Previous slide: What clients say" })).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Next slide: What clients say" })).toBeInTheDocument()
    const pagination = screen.getByRole("group", { name: "Choose a slide: What clients say" })
    expect(
      within(pagination)
        .getAllByRole("button")
        .map(button => button.textContent),
    ).toEqual(["Slide 1 of 4", "Slide 2 of 4", "Slide 3 of 4", "Slide 4 of 4"])
    expect(within(pagination).getByRole("button", { name: "Slide 1 of 4" })).toHaveAttribute("aria-current", "true")
    expect(screen.getByRole("button", { name: "Pause the What clients say slideshow" })).toBeInTheDocument()
  })

  it("has no pause button, arrows or pagination when it neither autoplays nor asks for them", () => {
    render(<Testimonials autoplayMs={undefined} dots={false} arrows="none" />)
    expect(screen.queryByRole("button")).not.toBeInTheDocument()
  })
})

describe("Carousel pause/play button", () => {
  it("toggles between pause and play", async () => {
    render(<Testimonials />)
    fireEvent.click(screen.getByRole("button", { name: "Pause the What clients say slideshow" }))
    fireEvent.click(screen.getByRole("button", { name: "Play the What clients say slideshow" }))
    expect(screen.getByRole("button", { name: "Pause the What clients say slideshow" })).toBeInTheDocument()
  })

  it("starts paused when the visitor prefers reduced motion", async () => {
    installMatchMedia({ width: 375, reducedMotion: true })
    render(<Testimonials />)
    await act(async () => undefined)
    expect(screen.getByRole("button", { name: "Play the What clients say slideshow" })).toBeInTheDocument()
  })
})

describe("Carousel with react-slick", () => {
  const current = () =>
    screen.getByRole("group", { name: /^Choose a slide/ }).querySelector('[aria-current="true"]')?.textContent

  it("advances every autoplayMs and loops", async () => {
    render(<Testimonials />)
    await loadSlick()
    expect(current()).toBe("Slide 1 of 4")
    for (const expected of ["Slide 2 of 4", "Slide 3 of 4", "Slide 4 of 4", "Slide 1 of 4"]) {
      await advance(5000 + 300)
      expect(current()).toBe(expected)
    }
  })

  it("stops only when the pause button is pressed, and resumes on play", async () => {
    render(<Testimonials />)
    await loadSlick()
    fireEvent.click(screen.getByRole("button", { name: "Pause the What clients say slideshow" }))
    // Two periods: a running autoplay would be on slide 3 (four would loop back to 1).
    await advance(12_000)
    expect(current()).toBe("Slide 1 of 4")
    fireEvent.click(screen.getByRole("button", { name: "Play the What clients say slideshow" }))
    await advance(5000 + 300)
    expect(current()).toBe("Slide 2 of 4")
  })

  it("does not autoplay under reduced motion until the visitor presses play", async () => {
    installMatchMedia({ width: 375, reducedMotion: true })
    render(<Testimonials />)
    await loadSlick()
    // Two periods: a running autoplay would be on slide 3 (four would loop back to 1).
    await advance(12_000)
    expect(current()).toBe("Slide 1 of 4")
    fireEvent.click(screen.getByRole("button", { name: "Play the What clients say slideshow" }))
    await advance(5000 + 300)
    expect(current()).toBe("Slide 2 of 4")
  })

  it("goes to the slide a pagination button names", async () => {
    render(<Testimonials />)
    await loadSlick()
    fireEvent.click(screen.getByRole("button", { name: "Slide 3 of 4" }))
    await advance(400)
    expect(current()).toBe("Slide 3 of 4")
  })

  it("hides clones and off-screen slides from assistive technology and the tab order", async () => {
    render(<Testimonials />)
    await loadSlick()
    // Only the one visible slide (375 px: one per view) stays exposed; clones are hidden too.
    const exposed = screen.getAllByRole("link")
    expect(exposed.map(link => link.textContent)).toEqual(["Read about Bank account"])
    const all = screen.getAllByRole("link", { hidden: true })
    expect(all.length).toBeGreaterThan(names.length)
    for (const link of all.filter(link => !exposed.includes(link))) expect(link).toHaveAttribute("tabindex", "-1")
    expect(exposed[0]).not.toHaveAttribute("tabindex")
  })
})
