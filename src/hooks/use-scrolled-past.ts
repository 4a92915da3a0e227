import { useEffect, useRef, useState } from "react"

/**
 * Whether the page is scrolled past a threshold, without a listener on every scroll event:
 * an IntersectionObserver watches a sentinel element that spans from the top of the page to
 * the threshold (its height is set in CSS). Once the sentinel has left the viewport, the page
 * is scrolled past. State changes only when the threshold is crossed, so the layout does not
 * re-render while scrolling.
 *
 * The first render is always "not scrolled", identical on the server and in the browser.
 */
export function useScrolledPast<T extends HTMLElement>() {
  const sentinelRef = useRef<T>(null)
  const [scrolledPast, setScrolledPast] = useState(false)

  useEffect(() => {
    const sentinel = sentinelRef.current
    if (!sentinel || typeof IntersectionObserver === "undefined") return
    const observer = new IntersectionObserver(([entry]) => setScrolledPast(!entry.isIntersecting))
    observer.observe(sentinel)
    return () => observer.disconnect()
  }, [])

  return { sentinelRef, scrolledPast }
}
