/** @jest-environment jsdom */
import { fireEvent, render } from "@testing-library/react"
import { useCloseOnScroll } from "../use-close-on-scroll"

function Probe({ open, close }: { open: boolean; close: () => void }) {
  useCloseOnScroll(open, close)
  return null
}

/** jsdom does not scroll: set where the page is, then announce it as the browser would. */
function scrollPageTo(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true })
  fireEvent.scroll(window)
}

afterEach(() => Object.defineProperty(window, "scrollY", { value: 0, configurable: true }))

describe("useCloseOnScroll", () => {
  it("closes the open view on a scroll key", () => {
    const close = jest.fn()
    render(<Probe open close={close} />)
    for (const key of ["ArrowDown", "ArrowUp", "PageDown", "PageUp", "Home", "End"]) fireEvent.keyDown(window, { key })
    expect(close).toHaveBeenCalledTimes(6)
  })

  it("closes the open view when the page scrolls", () => {
    const close = jest.fn()
    render(<Probe open close={close} />)
    scrollPageTo(80)
    expect(close).toHaveBeenCalledTimes(1)
  })

  it("closes the open view on the mouse wheel, but not on a pinch (ctrl+wheel)", () => {
    const close = jest.fn()
    render(<Probe open close={close} />)
    fireEvent.wheel(window, { deltaY: 40, ctrlKey: true })
    expect(close).not.toHaveBeenCalled()
    fireEvent.wheel(window, { deltaY: 40 })
    expect(close).toHaveBeenCalledTimes(1)
  })

  it("ignores a late scroll event from before the view opened (the page has not moved since)", () => {
    const close = jest.fn()
    Object.defineProperty(window, "scrollY", { value: 300, configurable: true })
    render(<Probe open close={close} />)
    scrollPageTo(300)
    expect(close).not.toHaveBeenCalled()
  })

  it("ignores other keys, and everything while closed", () => {
    const close = jest.fn()
    const { rerender } = render(<Probe open close={close} />)
    fireEvent.keyDown(window, { key: "a" })
    fireEvent.keyDown(window, { key: "Tab" })
    rerender(<Probe open={false} close={close} />)
    fireEvent.keyDown(window, { key: "PageDown" })
    fireEvent.wheel(window, { deltaY: 40 })
    scrollPageTo(500)
    expect(close).not.toHaveBeenCalled()
  })
})
