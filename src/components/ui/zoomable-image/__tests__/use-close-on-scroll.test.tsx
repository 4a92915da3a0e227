/** @jest-environment jsdom */
import { fireEvent, render } from "@testing-library/react"
import { useCloseOnScroll } from "../use-close-on-scroll"

function Probe({ open, close }: { open: boolean; close: () => void }) {
  useCloseOnScroll(open, close)
  return null
}

describe("useCloseOnScroll", () => {
  it("closes the open view on a scroll key or a page scroll", () => {
    const close = jest.fn()
    render(<Probe open close={close} />)
    for (const key of ["ArrowDown", "ArrowUp", "PageDown", "PageUp", "Home", "End"]) fireEvent.keyDown(window, { key })
    fireEvent.scroll(window)
    expect(close).toHaveBeenCalledTimes(7)
  })

  it("ignores other keys, and everything while closed", () => {
    const close = jest.fn()
    const { rerender } = render(<Probe open close={close} />)
    fireEvent.keyDown(window, { key: "a" })
    fireEvent.keyDown(window, { key: "Tab" })
    rerender(<Probe open={false} close={close} />)
    fireEvent.keyDown(window, { key: "PageDown" })
    fireEvent.scroll(window)
    expect(close).not.toHaveBeenCalled()
  })
})
