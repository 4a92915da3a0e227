import { useEffect, useState, type RefObject } from "react"

/**
 * Becomes true once the element comes within `margin` of the viewport and the browser has
 * a quiet moment (requestIdleCallback), and stays true. Carousels further down the page
 * therefore load and start react-slick only when the visitor gets near them, and the ones
 * on screen at load wait until hydration and the first paint are done (Lighthouse TBT).
 */
export function useNearViewport(ref: RefObject<Element>, margin = "300px"): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (near || !element) return
    let idle: number | undefined
    const reached = () => {
      observer?.disconnect()
      idle = whenIdle(() => setNear(true))
    }
    const observer =
      typeof IntersectionObserver === "undefined"
        ? null
        : new IntersectionObserver(entries => entries.some(entry => entry.isIntersecting) && reached(), {
            rootMargin: `${margin} 0px`,
          })
    if (observer) observer.observe(element)
    else reached()
    return () => {
      observer?.disconnect()
      if (idle !== undefined) cancelIdle(idle)
    }
  }, [ref, margin, near])
  return near
}

/** Safari has no requestIdleCallback: a short timeout stands in for it there. */
function whenIdle(callback: () => void): number {
  if (typeof window.requestIdleCallback === "function") return window.requestIdleCallback(callback, { timeout: 2000 })
  return window.setTimeout(callback, 200)
}

function cancelIdle(handle: number): void {
  if (typeof window.cancelIdleCallback === "function") window.cancelIdleCallback(handle)
  else window.clearTimeout(handle)
}
