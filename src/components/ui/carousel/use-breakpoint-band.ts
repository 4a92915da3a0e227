import { useEffect, useState } from "react"
import { BAND_MIN_WIDTH, type Band } from "./per-view"

const QUERIES = (Object.keys(BAND_MIN_WIDTH) as Array<keyof typeof BAND_MIN_WIDTH>).map(
  band => [band, `(min-width: ${BAND_MIN_WIDTH[band]}px)`] as const,
)

/**
 * The breakpoint band the viewport is in, from matchMedia (the same test the CSS media
 * queries make, so JavaScript and the first paint never disagree by a scrollbar's width).
 * Null on the server and on the first client render: nothing may depend on it before mount.
 */
export function useBreakpointBand(): Band | null {
  const [band, setBand] = useState<Band | null>(null)
  useEffect(() => {
    const lists = QUERIES.map(([name, query]) => [name, window.matchMedia(query)] as const)
    const update = () => {
      const widest = lists.filter(([, list]) => list.matches).pop()
      setBand(widest ? widest[0] : "base")
    }
    update()
    lists.forEach(([, list]) => list.addEventListener("change", update))
    return () => lists.forEach(([, list]) => list.removeEventListener("change", update))
  }, [])
  return band
}
