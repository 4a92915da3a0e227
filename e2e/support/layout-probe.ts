/**
 * In-page probes for the layout walk (e2e/quality/layout.spec.ts). Each exported function
 * runs inside the page through page.evaluate, so it is self-contained: no imports, no
 * closures over this module.
 */

export type LayoutFlaw = string

export type LayoutReport = {
  /** Flaws seen with the page at the top. */
  atTop: LayoutFlaw[]
  /** Flaws seen while each tabbable control, in turn, has the focus. */
  whenFocused: LayoutFlaw[]
  /** How many tabbable controls were focused. */
  focusedCount: number
}

/**
 * Checks the page at the current viewport width:
 * - no horizontal scroll;
 * - no visible header label (link or button) on two lines;
 * - no fixed control (header, side column, WhatsApp float, back-to-top) covering a link,
 *   button or form field of the page, first at the top of the page, then with each tabbable
 *   control focused (focus() scrolls it into view the way Tab does, honouring scroll-padding).
 * Leaves the page scrolled back to the top with nothing focused. With "current focus" it only
 * checks the element that has the focus now, where it is (after a real Tab press).
 */
export function probeLayout(mode: "walk" | "current focus"): LayoutReport {
  const interactiveSelector = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex^="-"])'

  const describe = (element: Element): string => {
    const label =
      element.getAttribute("aria-label") ||
      (element as HTMLElement).innerText ||
      element.getAttribute("name") ||
      element.getAttribute("href") ||
      ""
    return `${element.tagName.toLowerCase()} "${label.replace(/\s+/g, " ").trim().slice(0, 40)}"`
  }

  // Clipped away (visually hidden until focused, like the pictures' Enlarge buttons) counts as not shown.
  const isShown = (element: Element, evenClipped = false): boolean =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
    element.closest('[aria-hidden="true"], [inert], dialog:not([open])') === null &&
    (evenClipped || getComputedStyle(element).clipPath === "none")

  /** The part of an element's box that is on screen: clipped by the viewport and by every ancestor that hides overflow. */
  const visibleRect = (element: Element): DOMRect | null => {
    let { left, top, right, bottom } = element.getBoundingClientRect()
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent)
      if (style.position === "fixed") break
      if (style.overflowX !== "visible" || style.overflowY !== "visible") {
        const box = parent.getBoundingClientRect()
        left = Math.max(left, box.left)
        top = Math.max(top, box.top)
        right = Math.min(right, box.right)
        bottom = Math.min(bottom, box.bottom)
      }
    }
    left = Math.max(left, 0)
    top = Math.max(top, 0)
    right = Math.min(right, window.innerWidth)
    bottom = Math.min(bottom, window.innerHeight)
    // Less than 2 px either way is nothing a visitor can see or hit (visually hidden text, hairlines).
    return right - left >= 2 && bottom - top >= 2 ? new DOMRect(left, top, right - left, bottom - top) : null
  }

  const fixedElements = (): Element[] =>
    Array.from(document.body.querySelectorAll("*")).filter(
      element =>
        getComputedStyle(element).position === "fixed" &&
        !element.closest("dialog") &&
        element.id !== "skip-link" &&
        // Only the outermost fixed box counts; its children are part of the same control.
        (element.parentElement === null || !hasFixedAncestor(element.parentElement)),
    )

  function hasFixedAncestor(element: Element | null): boolean {
    for (let node = element; node && node !== document.body; node = node.parentElement) {
      if (getComputedStyle(node).position === "fixed") return true
    }
    return false
  }

  /** Where each fixed control is. The back-to-top button counts as shown once the page is scrolled past 400 px. */
  const fixedRects = (): { name: string; rect: DOMRect }[] =>
    fixedElements().flatMap(element => {
      const isBackToTop = element.matches("button") && /top/i.test(element.getAttribute("aria-label") ?? "")
      if (isBackToTop) {
        if (window.scrollY <= 400) return []
        // Its fade-in moves it up 0.75 rem; measure where it ends.
        const transform = (element as HTMLElement).style.transform
        ;(element as HTMLElement).style.transform = "none"
        const rect = element.getBoundingClientRect()
        ;(element as HTMLElement).style.transform = transform
        return getComputedStyle(element).display === "none" ? [] : [{ name: describe(element), rect }]
      }
      if (!element.checkVisibility({ visibilityProperty: true })) return []
      const rect = element.getBoundingClientRect()
      return rect.width > 0 && rect.height > 0 ? [{ name: describe(element), rect }] : []
    })

  const overlaps = (a: DOMRect, b: DOMRect) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) >= 1 &&
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) >= 1

  const pageControls = (evenClipped = false): Element[] =>
    Array.from(document.querySelectorAll(interactiveSelector)).filter(
      element => !hasFixedAncestor(element) && element.id !== "skip-link" && isShown(element, evenClipped),
    )

  /**
   * The fixed controls over an element. Focused, any overlap counts. At the top of the page an
   * always-present float over the corner of a large control (a whole card that is a link) is
   * unavoidable, so there it counts when it hides the control's centre or a third of it.
   */
  const covered = (element: Element, fixed: { name: string; rect: DOMRect }[], strict: boolean): string[] => {
    const rect = visibleRect(element)
    if (!rect) return []
    return fixed
      .filter(control => {
        if (!overlaps(rect, control.rect)) return false
        if (strict) return true
        const box = control.rect
        const centreX = rect.left + rect.width / 2
        const centreY = rect.top + rect.height / 2
        const hidesCentre = centreX >= box.left && centreX <= box.right && centreY >= box.top && centreY <= box.bottom
        const overlapArea =
          (Math.min(rect.right, box.right) - Math.max(rect.left, box.left)) *
          (Math.min(rect.bottom, box.bottom) - Math.max(rect.top, box.top))
        return hidesCentre || overlapArea > (rect.width * rect.height) / 3
      })
      .map(control => control.name)
  }

  if (mode === "current focus") {
    const focused = document.activeElement
    const flaws =
      focused && focused !== document.body && !hasFixedAncestor(focused) && focused.id !== "skip-link"
        ? covered(focused, fixedRects(), true).map(
            name => `Tab to ${describe(focused)} at scroll ${Math.round(window.scrollY)}: it is under ${name}`,
          )
        : []
    return { atTop: [], whenFocused: flaws, focusedCount: 1 }
  }

  const atTop: LayoutFlaw[] = []
  window.scrollTo(0, 0)
  const root = document.documentElement
  if (root.scrollWidth > root.clientWidth) {
    atTop.push(`horizontal scroll: the page is ${root.scrollWidth} px wide in a ${root.clientWidth} px viewport`)
  }
  for (const element of document.querySelectorAll("header a, header button")) {
    if (!isShown(element) || !(element as HTMLElement).innerText.trim()) continue
    const range = document.createRange()
    range.selectNodeContents(element)
    const lines = new Set(Array.from(range.getClientRects()).map(rect => Math.round(rect.bottom)))
    if (lines.size > 1) atTop.push(`header label on ${lines.size} lines: ${describe(element)}`)
  }
  const fixedAtTop = fixedRects()
  for (const element of pageControls()) {
    for (const name of covered(element, fixedAtTop, false))
      atTop.push(`at the top, ${name} covers ${describe(element)}`)
  }

  const whenFocused: LayoutFlaw[] = []
  // Controls clipped away until they have focus are focused too: then they show.
  const tabbable = pageControls(true).filter(element => (element as HTMLElement).tabIndex >= 0)
  for (const element of tabbable) {
    ;(element as HTMLElement).focus()
    if (document.activeElement !== element) continue
    for (const name of covered(element, fixedRects(), true)) {
      whenFocused.push(`focused at scroll ${Math.round(window.scrollY)}, ${describe(element)} is under ${name}`)
    }
  }
  ;(document.activeElement as HTMLElement | null)?.blur()
  window.scrollTo(0, 0)
  return { atTop, whenFocused, focusedCount: tabbable.length }
}
