/**
 * In-page probes for the keyboard spec. Each function runs inside the page (page.evaluate),
 * so it is self-contained: Playwright sends its source, not its closure.
 */

export type FocusedElement = {
  /** Tag, accessible-ish name and href: enough for a person to find the element. */
  description: string
  /** Focus sits on <body> (it left the document, e.g. to the browser's toolbar). */
  onBody: boolean
  wasExpected: boolean
  insideAriaHidden: boolean
  insideInert: boolean
  hasFocusIndicator: boolean
  obscured: boolean
}

/** What the probes keep on the page's window between calls (types only: nothing is imported into the page). */
type QualityStore = {
  /** Each tabbable element's look before it had focus, to tell a focus ring from its usual style. */
  __qualityUnfocused?: WeakMap<Element, string>
  /** The stop Tab should reach next, as marked by markNextTabStop. */
  __qualityNext?: { element: Element; description: string } | null
}

/**
 * Marks the element Tab should reach next (the first tabbable element after the focused one
 * in DOM order, computed now so menus or overlays that focus revealed count) and records the
 * unfocused look of every tabbable element. Returns the next element's description, or null
 * when the focused element is the last one.
 */
export function markNextTabStop(): { next: string | null; all: string[] } {
  const selector =
    'a[href], area[href], button, input, select, textarea, iframe, summary, [tabindex], [contenteditable="true"], audio[controls], video[controls]'
  const describe = (element: Element) => {
    const name = (element.getAttribute("aria-label") || element.textContent || element.getAttribute("name") || "")
      .trim()
      .replace(/\s+/g, " ")
      .slice(0, 60)
    const href = element.getAttribute("href")
    return `<${element.tagName.toLowerCase()}> "${name}"${href ? ` ${href}` : ""}`
  }
  const isTabbable = (element: Element) => {
    if (!(element instanceof HTMLElement || element instanceof SVGElement)) return false
    if ((element as HTMLElement).tabIndex < 0) return false
    if (element.matches(":disabled")) return false
    if (element instanceof HTMLInputElement && element.type === "hidden") return false
    if (element.closest("[inert]")) return false
    const dialog = element.closest("dialog")
    if (dialog && !dialog.open) return false
    // A modal dialog makes everything outside it inert.
    const modal = document.querySelector("dialog:modal")
    if (modal && !modal.contains(element)) return false
    return element.checkVisibility({ visibilityProperty: true })
  }
  const tabbable = Array.from(document.querySelectorAll(selector)).filter(isTabbable)
  const store = window as unknown as QualityStore
  const unfocused = (store.__qualityUnfocused ??= new WeakMap())
  const look = (element: Element) =>
    [element, element.parentElement, element.nextElementSibling]
      .map(node => {
        if (!node) return ""
        const style = getComputedStyle(node)
        return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} | ${style.boxShadow}`
      })
      .join(" || ")
  for (const element of tabbable) {
    if (element !== document.activeElement && !unfocused.has(element)) unfocused.set(element, look(element))
  }
  const active = document.activeElement
  const next =
    !active || active === document.body
      ? tabbable[0]
      : tabbable.find(
          element =>
            active.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING && !active.contains(element),
        )
  store.__qualityNext = next ? { element: next, description: describe(next) } : null
  return { next: next ? describe(next) : null, all: tabbable.map(describe) }
}

/**
 * Describes the focused element: was it the marked next stop, is its focus visible and
 * unobscured? Measures once the transitions focus started (a skip link sliding in) are done.
 */
export async function inspectFocus(): Promise<FocusedElement> {
  const settled = Promise.all(document.getAnimations().map(animation => animation.finished.catch(() => undefined)))
  await Promise.race([settled, new Promise(resolve => setTimeout(resolve, 1000))])
  const active = document.activeElement ?? document.body
  const name = (active.getAttribute("aria-label") || active.textContent || active.getAttribute("name") || "")
    .trim()
    .replace(/\s+/g, " ")
    .slice(0, 60)
  const href = active.getAttribute("href")
  const description = `<${active.tagName.toLowerCase()}> "${name}"${href ? ` ${href}` : ""}`
  const store = window as unknown as QualityStore
  const before = store.__qualityUnfocused?.get(active)
  const parts = [active, active.parentElement, active.nextElementSibling]
  const now = parts.map(node => {
    if (!node) return ""
    const style = getComputedStyle(node)
    return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} | ${style.boxShadow}`
  })
  const visibleRing = (node: Element | null) => {
    if (!node) return false
    const style = getComputedStyle(node)
    const transparent = /rgba\([^)]*,\s*0\)|transparent/.test(style.outlineColor)
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0 && !transparent
    const shadow = style.boxShadow !== "none"
    return outline || shadow
  }
  const beforeParts = before?.split(" || ") ?? []
  const hasFocusIndicator = parts.some((node, index) => now[index] !== beforeParts[index] && visibleRing(node))

  // WCAG 2.4.11: some part of the focused element must not be covered (fixed header, floating buttons).
  const rect = active.getBoundingClientRect()
  const points: Array<[number, number]> = [
    [rect.left + rect.width / 2, rect.top + rect.height / 2],
    [rect.left + 2, rect.top + 2],
    [rect.right - 2, rect.top + 2],
    [rect.left + 2, rect.bottom - 2],
    [rect.right - 2, rect.bottom - 2],
  ]
  const obscured =
    active !== document.body &&
    !points.some(([x, y]) => {
      const hit = document.elementFromPoint(x, y)
      return !!hit && (hit === active || active.contains(hit) || hit.closest("label")?.control === active)
    })

  // A carousel coming near the viewport swaps its static strip for react-slick's markup (and
  // then takes its hidden slides out of the tab order) when it is ready, which can fall
  // between marking the next stop and pressing Tab. The same control, re-rendered in the
  // same place while the marked one can no longer take focus, is still the expected stop.
  const marked = store.__qualityNext
  const replaced = !!marked && (!marked.element.isConnected || (marked.element as HTMLElement).tabIndex < 0)
  const wasExpected = !!marked && (active === marked.element || (replaced && description === marked.description))
  return {
    description,
    onBody: active === document.body,
    wasExpected,
    insideAriaHidden: !!active.closest('[aria-hidden="true"]'),
    insideInert: !!active.closest("[inert]"),
    hasFocusIndicator,
    obscured,
  }
}
