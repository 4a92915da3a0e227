import { useEffect, useState, type RefObject } from "react"

/**
 * Whether react-medium-image-zoom, mounted inside `rootRef`, can open its view: it marks its
 * content `data-rmiz-content="found"` once it has found and decoded the picture, and renders
 * the dialog only from then on. Opening it earlier would leave it half open.
 */
export function useZoomReady(rootRef: RefObject<HTMLElement>, mounted: boolean): boolean {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    const root = rootRef.current
    if (!mounted || !root) return
    const check = () => setReady(root.querySelector('[data-rmiz-content="found"]') !== null)
    check()
    const observer = new MutationObserver(check)
    observer.observe(root, { subtree: true, attributes: true, attributeFilter: ["data-rmiz-content"] })
    return () => observer.disconnect()
  }, [rootRef, mounted])
  return ready
}
