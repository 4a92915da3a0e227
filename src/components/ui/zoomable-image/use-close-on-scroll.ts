import { useEffect } from "react"

/** Keys that scroll the page. Space is left out: it presses the focused close button anyway. */
const SCROLL_KEYS = new Set(["ArrowUp", "ArrowDown", "PageUp", "PageDown", "Home", "End"])

/**
 * Spec: the zoomed view closes on scroll. react-medium-image-zoom closes on the mouse wheel
 * and on a vertical swipe; this adds the keyboard's scroll keys and any scroll of the page
 * (the library locks body scrolling, so a scroll event means something scrolled it anyway).
 */
export function useCloseOnScroll(open: boolean, close: () => void): void {
  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (SCROLL_KEYS.has(event.key)) close()
    }
    window.addEventListener("keydown", onKeyDown)
    window.addEventListener("scroll", close, { passive: true })
    return () => {
      window.removeEventListener("keydown", onKeyDown)
      window.removeEventListener("scroll", close)
    }
  }, [open, close])
}
