import { useEffect, useState, type RefObject } from "react"

/**
 * Whether react-slick may replace the carousel's static strip now (`ready`). Swapping the
 * DOM under keyboard focus would drop the focus on the page body, so while focus is inside
 * the strip the swap waits until it leaves. Once swapped it stays until `ready` turns false.
 */
export function useSwapWhenUnfocused(viewportRef: RefObject<HTMLElement>, ready: boolean): boolean {
  const [swapped, setSwapped] = useState(false)
  useEffect(() => {
    if (!ready) {
      setSwapped(false)
      return
    }
    const viewport = viewportRef.current
    if (swapped || !viewport) return
    if (!viewport.contains(document.activeElement)) {
      setSwapped(true)
      return
    }
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget
      if (!(next instanceof Node && viewport.contains(next))) setSwapped(true)
    }
    viewport.addEventListener("focusout", onFocusOut)
    return () => viewport.removeEventListener("focusout", onFocusOut)
  }, [viewportRef, ready, swapped])
  return swapped
}
