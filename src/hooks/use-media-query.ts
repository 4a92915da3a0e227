import { useEffect, useState } from "react"

/**
 * Whether a media query matches, kept up to date. Null on the server and on the first client
 * render, so hydration always matches the server's HTML and nothing decides on a guess.
 */
export function useMediaQuery(query: string): boolean | null {
  const [matches, setMatches] = useState<boolean | null>(null)
  useEffect(() => {
    const list = window.matchMedia(query)
    const update = () => setMatches(list.matches)
    update()
    list.addEventListener("change", update)
    return () => list.removeEventListener("change", update)
  }, [query])
  return matches
}

export const PREFERS_REDUCED_MOTION = "(prefers-reduced-motion: reduce)"
