/**
 * Opens the preview at the section an entry fills: its heading scrolled to the top, and again each
 * time the page changes height (pictures, fonts and carousels arrive after the first paint, most
 * slowly on a busy machine), until the editor scrolls, clicks or types in the preview.
 */
import { useLayoutEffect, type RefObject } from "react"

const EDITOR_MOVES = ["wheel", "touchstart", "keydown", "pointerdown"] as const

export function useOpenAtSection(marker: RefObject<HTMLElement>, heading: string | undefined): void {
  useLayoutEffect(() => {
    const document = marker.current?.ownerDocument
    const view = document?.defaultView
    if (heading === undefined || !document || !view) return
    const scroll = () =>
      [...document.querySelectorAll("h2")]
        .find(element => element.textContent?.trim() === heading)
        ?.scrollIntoView({ block: "start" })
    scroll()
    // The frame's own observer: the page lives in the preview's frame, not the editor's window.
    const observer = new view.ResizeObserver(scroll)
    observer.observe(document.body)
    const stop = () => {
      observer.disconnect()
      for (const type of EDITOR_MOVES) view.removeEventListener(type, stop, true)
    }
    for (const type of EDITOR_MOVES) view.addEventListener(type, stop, true)
    return stop
    // Only where the preview opens: typing in the entry re-renders the page, and must not move it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}
