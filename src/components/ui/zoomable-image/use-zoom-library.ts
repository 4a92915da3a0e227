import { useEffect, useState } from "react"

type ZoomLibrary = typeof import("./zoom-library")
export type ZoomComponent = ZoomLibrary["Controlled"]

let loading: Promise<ZoomLibrary> | null = null

function load(): Promise<ZoomLibrary> {
  loading ??= import("./zoom-library").catch(error => {
    loading = null
    throw error
  })
  return loading
}

/**
 * react-medium-image-zoom, fetched once `wanted` turns true (an image near the viewport):
 * it stays out of the page's first-load JavaScript. Null until it has arrived; until then the
 * image shows without zoom.
 */
export function useZoomLibrary(wanted: boolean): ZoomComponent | null {
  const [library, setLibrary] = useState<{ Zoom: ZoomComponent } | null>(null)
  useEffect(() => {
    if (!wanted || library) return
    let current = true
    load().then(
      module => current && setLibrary({ Zoom: module.Controlled }),
      (error: unknown) => console.warn("Images stay unzoomable: react-medium-image-zoom failed to load.", error),
    )
    return () => {
      current = false
    }
  }, [wanted, library])
  return library?.Zoom ?? null
}
