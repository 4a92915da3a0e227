import { useEffect, type RefObject } from "react"

/**
 * Closes an open menu or dropdown when the visitor presses Escape or presses the pointer
 * anywhere outside `containerRef`. Listeners exist only while the menu is open.
 * After Escape, focus goes back to `returnFocusRef` (the toggle button) so keyboard users
 * are not left on a hidden element.
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  containerRef: RefObject<HTMLElement>,
  returnFocusRef?: RefObject<HTMLElement>,
) {
  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      const container = containerRef.current
      if (container && event.target instanceof Node && !container.contains(event.target)) close()
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return
      close()
      returnFocusRef?.current?.focus()
    }
    document.addEventListener("pointerdown", onPointerDown)
    document.addEventListener("keydown", onKeyDown)
    return () => {
      document.removeEventListener("pointerdown", onPointerDown)
      document.removeEventListener("keydown", onKeyDown)
    }
  }, [open, close, containerRef, returnFocusRef])
}
