import { useEffect, useState } from "react"

type SlickViewportModule = typeof import("./slick-viewport")
export type SlickViewportComponent = SlickViewportModule["SlickViewport"]

/** One download of react-slick for every carousel on the page. */
let loading: Promise<SlickViewportModule> | null = null

function load(): Promise<SlickViewportModule> {
  loading ??= import("./slick-viewport").catch(error => {
    // A failed chunk download leaves the carousel as its static first paint; let a later
    // carousel (or a later visit to this one) try again.
    loading = null
    throw error
  })
  return loading
}

/**
 * react-slick in its own chunk, fetched only once `wanted` becomes true: it is not part of
 * the page's first-load JavaScript. Null until it has arrived.
 */
export function useSlickViewport(wanted: boolean): SlickViewportComponent | null {
  const [component, setComponent] = useState<{ SlickViewport: SlickViewportComponent } | null>(null)
  useEffect(() => {
    if (!wanted || component) return
    let current = true
    load().then(
      module => current && setComponent({ SlickViewport: module.SlickViewport }),
      (error: unknown) => console.warn("The carousel stays static: react-slick failed to load.", error),
    )
    return () => {
      current = false
    }
  }, [wanted, component])
  return component?.SlickViewport ?? null
}
