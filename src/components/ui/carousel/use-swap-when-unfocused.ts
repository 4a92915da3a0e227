import { useEffect, useState, type RefObject } from "react"

/**
 * Whether react-slick may replace the carousel's static strip now (`ready`). Swapping the
 * DOM under keyboard focus would drop the focus on the page body, so while focus is inside
 * the strip the swap waits until it leaves. Once swapped it stays until `ready` turns false.
 */
export function useSwapWhenUnfocused(viewportRef: RefObject<HTMLElement>, ready: boolean): boolean {
  const [swapped, setSwapped] = useState(false)
  // Not ready again (the carousel became a grid): the strip is back, and a later swap waits anew.
  const [wasReady, setWasReady] = useState(ready)
  if (ready !== wasReady) {
    setWasReady(ready)
    if (!ready) setSwapped(false)
  }
  useEffect(() => {
    if (!ready) return
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
