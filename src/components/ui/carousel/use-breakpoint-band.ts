import { useMediaQuery } from "../../../hooks/use-media-query"
import { BAND_MIN_WIDTH, type Band } from "./per-view"

const minWidth = (band: keyof typeof BAND_MIN_WIDTH) => `(min-width: ${BAND_MIN_WIDTH[band]}px)`

/**
 * The breakpoint band the viewport is in, from matchMedia (the same test the CSS media
 * queries make, so JavaScript and the first paint never disagree by a scrollbar's width).
 * Null on the server and on the first client render: nothing may depend on it before mount.
 */
export function useBreakpointBand(): Band | null {
  const sm = useMediaQuery(minWidth("sm"))
  const md = useMediaQuery(minWidth("md"))
  const lg = useMediaQuery(minWidth("lg"))
  if (sm === null || md === null || lg === null) return null
  if (lg) return "lg"
  if (md) return "md"
  return sm ? "sm" : "base"
}
