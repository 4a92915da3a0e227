import { useEffect, useState } from "react"

const QUERY = "(prefers-reduced-motion: reduce)"

/**
 * Whether the visitor asked for less motion. False on the server and on the first client
 * render (so hydration matches), then the real value, kept up to date.
 */
export function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false)
  useEffect(() => {
    const list = window.matchMedia(QUERY)
    const update = () => setReduced(list.matches)
    update()
    list.addEventListener("change", update)
    return () => list.removeEventListener("change", update)
  }, [])
  return reduced
}
