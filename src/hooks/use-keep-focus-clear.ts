import { useEffect } from "react"

function insideFixedBox(element: Element): boolean {
  for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
    if (getComputedStyle(node).position === "fixed") return true
  }
  return false
}

/**
 * Keeps a keyboard-focused control clear of the fixed header and of the WhatsApp and
 * back-to-top buttons (WCAG 2.4.11, focus not obscured). Browsers scroll a newly focused
 * control into view only when it is off screen: one already on screen but under a fixed
 * control stays hidden. Scrolling it to the nearest edge honours the page's scroll-padding
 * (global.css), which reserves exactly the areas those controls cover.
 */
export function useKeepFocusClear(): void {
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target
      if (!(target instanceof HTMLElement) || !target.matches(":focus-visible") || insideFixedBox(target)) return
      const { scrollPaddingTop, scrollPaddingBottom } = getComputedStyle(document.documentElement)
      const rect = target.getBoundingClientRect()
      const hiddenAbove = rect.top < (parseFloat(scrollPaddingTop) || 0)
      const hiddenBelow = rect.bottom > window.innerHeight - (parseFloat(scrollPaddingBottom) || 0)
      if (hiddenAbove || hiddenBelow) target.scrollIntoView({ block: "nearest" })
    }
    document.addEventListener("focusin", onFocusIn)
    return () => document.removeEventListener("focusin", onFocusIn)
  }, [])
}
