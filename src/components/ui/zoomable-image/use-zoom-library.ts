import { sharedImport, useLazyModule } from "../../../hooks/use-lazy-module"

type ZoomComponent = (typeof import("./zoom-library"))["Controlled"]

const loadZoomLibrary = sharedImport(() => import("./zoom-library"))

/**
 * react-medium-image-zoom, fetched once `wanted` turns true (an image near the viewport):
 * it stays out of the page's first-load JavaScript. Null until it has arrived; until then the
 * image shows without zoom.
 */
export function useZoomLibrary(wanted: boolean): ZoomComponent | null {
  const module = useLazyModule(
    wanted,
    loadZoomLibrary,
    "Images stay unzoomable: react-medium-image-zoom failed to load.",
  )
  return module?.Controlled ?? null
}
