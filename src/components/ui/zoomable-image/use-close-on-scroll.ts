import { useEffect } from "react"

/** Keys that scroll the page. Space is left out: it presses the focused close button anyway. */
const SCROLL_KEYS = new Set(["ArrowUp", "ArrowDown", "PageUp", "PageDown", "Home", "End"])

/**
 * Spec: the zoomed view closes on scroll. react-medium-image-zoom closes on a vertical swipe,
 * and on the mouse wheel only once its opening animation has ended; this closes on the wheel
 * from the first moment (as the library does, not for a pinch, which arrives as ctrl+wheel,
 * or while the page is pinch-zoomed), on the keyboard's scroll keys and on any scroll of the
 * page (the library locks body scrolling, so a scroll event means something scrolled it anyway).
 *
 * A scroll event only counts when the page has moved since the view opened: browsers fire
 * it at the next frame, so a scroll that ended just before the opening click (scrolling the
 * picture into view, then clicking) would otherwise close the view it led to.
 */
export function useCloseOnScroll(open: boolean, close: () => void): void {
  useEffect(() => {
    if (!open) return
    const openedAt = { x: window.scrollX, y: window.scrollY }
    const onKeyDown = (event: KeyboardEvent) => {
      if (SCROLL_KEYS.has(event.key)) close()
    }
    const onScroll = () => {
      if (window.scrollX !== openedAt.x || window.scrollY !== openedAt.y) close()
    }
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey && (window.visualViewport?.scale ?? 1) <= 1) close()
    }
    window.addEventListener("keydown", onKeyDown)
    window.addEventListener("scroll", onScroll, { passive: true })
    window.addEventListener("wheel", onWheel, { passive: true })
    return () => {
      window.removeEventListener("keydown", onKeyDown)
      window.removeEventListener("scroll", onScroll)
      window.removeEventListener("wheel", onWheel)
    }
  }, [open, close])
}
