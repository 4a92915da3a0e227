import { sharedImport, useLazyModule } from "../../../hooks/use-lazy-module"

type SlickViewportModule = typeof import("./slick-viewport")

const loadSlickViewport = sharedImport(() => import("./slick-viewport"))

/**
 * react-slick in its own chunk, fetched only once `wanted` becomes true: it is not part of
 * the page's first-load JavaScript. Null until it has arrived; a failed download leaves the
 * carousel as its static first paint.
 */
export function useSlickViewport(wanted: boolean): SlickViewportModule | null {
  return useLazyModule(wanted, loadSlickViewport, "The carousel stays static: react-slick failed to load.")
}
