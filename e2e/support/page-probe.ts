/**
 * The in-page half of the layout walk and the Tab walk (e2e/support/focus-walk.ts drives it).
 * `installPageProbe` runs inside the page through page.evaluate, which sends its source, so it
 * is self-contained: no imports but types, no closures over this module. It leaves one object on the
 * window that the walks call, one evaluate per width or per Tab press.
 *
 * What depends on the viewport width (which controls are fixed, which boxes clip which
 * element) is found once per width by measure(); a focus then re-measures only the boxes of
 * the fixed controls and of the focused element.
 */

import type { Breakpoints, FocusStop, LayoutReport, ProbeOptions, ProbeWindow } from "./page-probe-types"

export function installPageProbe(options: ProbeOptions): void {
  const store = window as ProbeWindow
  if (store.__pageProbe) return

  /** At the page's end, a link closer than this to a float reads as under it. */
  const END_CLEARANCE = 4
  const INTERACTIVE = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex^="-"])'
  const FOCUSABLE =
    'a[href], area[href], button, input, select, textarea, iframe, summary, [tabindex], [contenteditable="true"], audio[controls], video[controls]'

  const describe = (element: Element): string => {
    const name = (element.getAttribute("aria-label") || element.textContent || element.getAttribute("name") || "")
      .trim()
      .replace(/\s+/g, " ")
      .slice(0, 60)
    const href = element.getAttribute("href")
    return `<${element.tagName.toLowerCase()}> "${name}"${href ? ` ${href}` : ""}`
  }

  // What measure() finds for the current width.
  let fixed: Element[] = []
  let clippers = new WeakMap<Element, Element[]>()

  function measure(): void {
    fixed = Array.from(document.body.querySelectorAll("*")).filter(
      element =>
        getComputedStyle(element).position === "fixed" &&
        !element.closest("dialog") &&
        element.id !== "skip-link" &&
        // Only the outermost fixed box counts; its children are part of the same control.
        !hasFixedAncestor(element.parentElement),
    )
    clippers = new WeakMap()
  }

  function hasFixedAncestor(element: Element | null): boolean {
    for (let node = element; node && node !== document.body; node = node.parentElement) {
      if (getComputedStyle(node).position === "fixed") return true
    }
    return false
  }

  /** React may have replaced a fixed control since measure(): then measure again. */
  function fixedControls(): Element[] {
    if (fixed.some(element => !element.isConnected)) measure()
    return fixed
  }

  const insideFixed = (element: Element) => fixedControls().some(control => control.contains(element))

  // Clipped away (visually hidden until focused, like the pictures' Enlarge buttons) counts as not shown.
  const isShown = (element: Element, evenClipped = false): boolean =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
    element.closest('[aria-hidden="true"], [inert], dialog:not([open])') === null &&
    (evenClipped || getComputedStyle(element).clipPath === "none")

  /** The ancestors whose overflow clips the element, up to the first fixed box. */
  function clippingAncestors(element: Element): Element[] {
    let found = clippers.get(element)
    if (!found) {
      found = []
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent)
        if (style.position === "fixed") break
        if (style.overflowX !== "visible" || style.overflowY !== "visible") found.push(parent)
      }
      clippers.set(element, found)
    }
    return found
  }

  /** The part of an element's box that is on screen: clipped by the viewport and by every ancestor that hides overflow. */
  function visibleRect(element: Element): DOMRect | null {
    let { left, top, right, bottom } = element.getBoundingClientRect()
    for (const parent of clippingAncestors(element)) {
      const box = parent.getBoundingClientRect()
      left = Math.max(left, box.left)
      top = Math.max(top, box.top)
      right = Math.min(right, box.right)
      bottom = Math.min(bottom, box.bottom)
    }
    left = Math.max(left, 0)
    top = Math.max(top, 0)
    right = Math.min(right, window.innerWidth)
    bottom = Math.min(bottom, window.innerHeight)
    // Less than 2 px either way is nothing a visitor can see or hit (visually hidden text, hairlines).
    return right - left >= 2 && bottom - top >= 2 ? new DOMRect(left, top, right - left, bottom - top) : null
  }

  type Box = { name: string; rect: DOMRect }

  /**
   * An element's box without its transform: the back-to-top button's fade-in moves it up 0.75 rem,
   * and what counts is where it ends. A translation is taken off the box as read. Switching the
   * transform off instead re-styles the page, which the next focus then pays for; that is done
   * only for a transform that is not a plain translation.
   */
  function untransformedRect(element: HTMLElement): DOMRect {
    const rect = element.getBoundingClientRect()
    const transform = getComputedStyle(element).transform
    if (transform === "none") return rect
    const matrix = new DOMMatrixReadOnly(transform)
    if (matrix.is2D && matrix.a === 1 && matrix.b === 0 && matrix.c === 0 && matrix.d === 1)
      return new DOMRect(rect.x - matrix.e, rect.y - matrix.f, rect.width, rect.height)
    const inline = element.style.transform
    element.style.transform = "none"
    const plain = element.getBoundingClientRect()
    element.style.transform = inline
    return plain
  }

  /** Where each fixed control is now. The back-to-top button counts as shown once the page is scrolled past 400 px. */
  function fixedBoxes(): Box[] {
    return fixedControls().flatMap(element => {
      const html = element as HTMLElement
      if (options.backToTopLabels.includes(element.getAttribute("aria-label") ?? "")) {
        if (window.scrollY <= 400 || getComputedStyle(element).display === "none") return []
        return [{ name: describe(element), rect: untransformedRect(html) }]
      }
      if (!element.checkVisibility({ visibilityProperty: true })) return []
      const rect = element.getBoundingClientRect()
      return rect.width > 0 && rect.height > 0 ? [{ name: describe(element), rect }] : []
    })
  }

  const overlaps = (a: DOMRect, b: DOMRect) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) >= 1 &&
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) >= 1

  /**
   * The fixed controls over an element. Focused, any overlap counts. At the top of the page an
   * always-present float over the corner of a large control (a whole card that is a link) is
   * unavoidable, so there it counts when it hides the control's centre or a third of it.
   */
  function coveredBy(element: Element, boxes: Box[], strict: boolean, clearance = 0): string[] {
    const rect = visibleRect(element)
    if (!rect) return []
    return boxes
      .map(({ name, rect: box }) => ({ name, rect: grown(box, clearance) }))
      .filter(({ rect: box }) => {
        if (!overlaps(rect, box)) return false
        if (strict) return true
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

  /** A box grown by `by` pixels on every side. */
  const grown = (rect: DOMRect, by: number) =>
    new DOMRect(rect.left - by, rect.top - by, rect.width + 2 * by, rect.height + 2 * by)

  const opaqueBackground = (element: Element) => {
    const color = getComputedStyle(element).backgroundColor
    return /^rgb\(/.test(color) || /^rgba\([^)]*,\s*1\)$/.test(color)
  }

  /**
   * The fixed controls the page shows through. A fixed control keeps the look it has at the top
   * of the page wherever the page is until the scripts run (a slow phone, a page scrolled
   * before it came alive): a see-through bar then lays the page's text under its own. Sampled
   * at its centre and four inner points; a point where the control is not drawn (the corner of
   * a round button) does not count.
   */
  function seeThrough(boxes: Box[]): string[] {
    return boxes.flatMap(({ name, rect }) => {
      const control = fixedControls().find(element => describe(element) === name)
      if (!control) return []
      const points: Array<[number, number]> = [
        [0.5, 0.5],
        [0.25, 0.25],
        [0.75, 0.25],
        [0.25, 0.75],
        [0.75, 0.75],
      ].map(([x, y]) => [rect.left + rect.width * x, rect.top + rect.height * y])
      const clear = points.some(([x, y]) => {
        const hit = document.elementFromPoint(x, y)
        if (!hit || !control.contains(hit)) return false
        for (let node: Element | null = hit; node && node !== control.parentElement; node = node.parentElement)
          if (opaqueBackground(node)) return false
        return true
      })
      return clear ? [name] : []
    })
  }

  const pageControls = (evenClipped = false): Element[] =>
    Array.from(document.querySelectorAll(INTERACTIVE)).filter(
      element => element.id !== "skip-link" && !insideFixed(element) && isShown(element, evenClipped),
    )

  function breakpoints(): Breakpoints {
    const header = document.querySelector("header")
    const styles = (rules: CSSRuleList): CSSStyleRule[] =>
      Array.from(rules).flatMap(rule =>
        rule instanceof CSSStyleRule ? [rule] : rule instanceof CSSGroupingRule ? styles(rule.cssRules) : [],
      )
    const stylesHeader = (rule: CSSStyleRule) => {
      // Pseudo-elements cannot be matched; their element can.
      const selector = rule.selectorText.replace(/::?(before|after|placeholder|marker|backdrop)\b/g, "")
      try {
        return !!header && (header.matches(selector) || header.querySelector(selector) !== null)
      } catch {
        return false
      }
    }
    const all = new Set<number>()
    const ofHeader = new Set<number>()
    for (const sheet of Array.from(document.styleSheets)) {
      let rules: CSSRuleList
      try {
        rules = sheet.cssRules
      } catch {
        continue
      }
      for (const rule of Array.from(rules)) {
        if (!(rule instanceof CSSMediaRule)) continue
        for (const [, kind, value] of rule.conditionText.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)) {
          // A min-width applies from its value, a max-width up to its value.
          const width = kind === "min" ? Math.ceil(Number(value)) : Math.floor(Number(value)) + 1
          all.add(width)
          if (styles(rule.cssRules).some(stylesHeader)) ofHeader.add(width)
        }
      }
    }
    const sorted = (set: Set<number>) => [...set].sort((a, b) => a - b)
    return { all: sorted(all), header: sorted(ofHeader) }
  }

  /**
   * Once in a few thousand resizes on a loaded machine, headless Chromium stops producing frames
   * for a while (one CI run hung for minutes). Layout itself is read synchronously, so rather
   * than hang, the wait gives up on the frames after 3 s and the probe goes on.
   */
  const twoFrames = () =>
    new Promise(resolve => {
      requestAnimationFrame(() => requestAnimationFrame(resolve))
      setTimeout(resolve, 3000)
    })

  async function layout(focusEach: boolean): Promise<LayoutReport> {
    await twoFrames()
    measure()
    const flaws: string[] = []
    window.scrollTo(0, 0)
    const root = document.documentElement
    if (root.scrollWidth > root.clientWidth) {
      flaws.push(`horizontal scroll: the page is ${root.scrollWidth} px wide in a ${root.clientWidth} px viewport`)
    }
    for (const element of document.querySelectorAll("header a, header button")) {
      if (!isShown(element) || !(element as HTMLElement).innerText.trim()) continue
      const range = document.createRange()
      range.selectNodeContents(element)
      const lines = new Set(Array.from(range.getClientRects()).map(rect => Math.round(rect.bottom)))
      if (lines.size > 1) flaws.push(`header label on ${lines.size} lines: ${describe(element)}`)
    }
    const atTop = fixedBoxes()
    for (const element of pageControls()) {
      for (const name of coveredBy(element, atTop, false)) flaws.push(`at the top, ${name} covers ${describe(element)}`)
    }
    for (const name of seeThrough(atTop)) flaws.push(`at the top, the page shows through ${name}`)
    // Scrolled to the end, the floats stand over the page's last row for as long as the visitor
    // reads it: nothing there may be under them or touch them (the float grows on hover).
    window.scrollTo(0, root.scrollHeight)
    await twoFrames()
    // The floats, low on the screen; the header and the side column are passed while scrolling.
    const atEnd = fixedBoxes().filter(({ rect }) => rect.top > window.innerHeight / 2)
    for (const element of pageControls()) {
      for (const name of coveredBy(element, atEnd, true, END_CLEARANCE))
        flaws.push(`at the end, ${name} covers or touches ${describe(element)}`)
    }
    window.scrollTo(0, 0)
    await twoFrames()
    // Controls clipped away until they have focus are focused too: then they show.
    const tabbable = focusEach ? pageControls(true).filter(element => (element as HTMLElement).tabIndex >= 0) : []
    for (const element of tabbable) {
      ;(element as HTMLElement).focus()
      if (document.activeElement !== element) continue
      for (const name of coveredBy(element, fixedBoxes(), true)) {
        flaws.push(`focused at scroll ${Math.round(window.scrollY)}, ${describe(element)} is under ${name}`)
      }
    }
    ;(document.activeElement as HTMLElement | null)?.blur()
    window.scrollTo(0, 0)
    return { flaws, focused: tabbable.length }
  }

  // The Tab walk.
  const ringOf = (node: Element | null) => {
    if (!node) return ""
    const style = getComputedStyle(node)
    return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} | ${style.boxShadow}`
  }
  /** The focus indicator may be drawn on the control, its parent or its next sibling. */
  const ringParts = (element: Element) => [element, element.parentElement, element.nextElementSibling]
  const visibleRing = (node: Element | null) => {
    if (!node) return false
    const style = getComputedStyle(node)
    const transparent = /rgba\([^)]*,\s*0\)|transparent/.test(style.outlineColor)
    const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0 && !transparent
    return outline || style.boxShadow !== "none"
  }
  /** Each tabbable element's look before it had focus, to tell a focus ring from its usual style. */
  let unfocusedLook = new WeakMap<Element, string[]>()
  let marked: { element: Element; description: string } | null = null
  /** The part of the page a walk covers: <main>, or null for the whole page. */
  let scope: Element | null = null
  /** Where a walk of the whole page starts from, removed at its first step. */
  let startMark: HTMLElement | null = null

  const isTabbable = (element: Element) => {
    if (!(element instanceof HTMLElement || element instanceof SVGElement)) return false
    if (element.tabIndex < 0 || element.matches(":disabled")) return false
    if (element instanceof HTMLInputElement && element.type === "hidden") return false
    if (element.closest("[inert]")) return false
    const dialog = element.closest("dialog")
    if (dialog && !dialog.open) return false
    // A modal dialog makes everything outside it inert.
    const modal = document.querySelector("dialog:modal")
    if (modal && !modal.contains(element)) return false
    return element.checkVisibility({ visibilityProperty: true })
  }

  /**
   * Marks the element Tab should reach next: the first tabbable element after the focused one
   * in DOM order, computed now so that menus or overlays that focus revealed count.
   */
  /** The first tabbable element after `active` in DOM order (the first of all from nowhere). */
  const nextAfter = (active: Element | null, tabbable: Element[]) =>
    !active || active === document.body
      ? tabbable[0]
      : tabbable.find(
          element =>
            active.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING && !active.contains(element),
        )

  /** The walk's controls, described: every tabbable one, or those inside <main>. */
  const described = (tabbable: Element[]) =>
    (scope ? tabbable.filter(element => scope!.contains(element)) : tabbable).map(describe)

  function markNext(): { next: string | null; all: string[] | null } {
    const tabbable = Array.from(document.querySelectorAll(FOCUSABLE)).filter(isTabbable)
    for (const element of tabbable) {
      if (element !== document.activeElement && !unfocusedLook.has(element))
        unfocusedLook.set(element, ringParts(element).map(ringOf))
    }
    const active = document.activeElement
    // Past <main>, having reached the first control after it: the walk of its controls is over.
    const pastScope =
      !!scope &&
      !!active &&
      !scope.contains(active) &&
      (scope.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
    const next = pastScope ? undefined : nextAfter(active, tabbable)
    marked = next ? { element: next, description: describe(next) } : null
    return { next: marked?.description ?? null, all: marked ? null : described(tabbable) }
  }

  function startWalk(mainOnly: boolean) {
    measure()
    unfocusedLook = new WeakMap()
    ;(document.activeElement as HTMLElement | null)?.blur()
    window.scrollTo(0, 0)
    scope = mainOnly ? document.querySelector("main") : null
    if (scope) {
      // Tab then goes on from the last control before <main>, as it would after the header.
      const main = scope
      const before = Array.from(document.querySelectorAll(FOCUSABLE))
        .filter(isTabbable)
        .filter(element => (element.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0)
        .filter(element => !element.contains(main))
        .at(-1)
      ;(before as HTMLElement | undefined)?.focus({ preventScroll: true })
    } else {
      // After blur() Tab still goes on from the element focused last (the browser's sequential
      // focus navigation starting point): start it from the top of the page, as on a fresh load.
      startMark = document.createElement("span")
      startMark.tabIndex = -1
      startMark.style.position = "fixed"
      document.body.prepend(startMark)
      startMark.focus({ preventScroll: true })
    }
    const { next } = markNext()
    return { next, all: described(Array.from(document.querySelectorAll(FOCUSABLE)).filter(isTabbable)) }
  }

  async function step() {
    startMark?.remove()
    startMark = null
    // Measure once the transitions focus started (a skip link sliding in) are over; endless
    // animations never are.
    const running = document
      .getAnimations()
      .filter(
        animation =>
          animation.playState === "running" && Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)),
      )
    if (running.length > 0) {
      const settled = Promise.all(running.map(animation => animation.finished.catch(() => undefined)))
      await Promise.race([settled, new Promise(resolve => setTimeout(resolve, 1000))])
    }

    const active = document.activeElement ?? document.body
    const description = describe(active)
    const before = unfocusedLook.get(active) ?? []
    const parts = ringParts(active)
    const hasFocusIndicator = parts.some((node, index) => ringOf(node) !== before[index] && visibleRing(node))

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
    const under =
      active === document.body || active.id === "skip-link" || insideFixed(active)
        ? []
        : coveredBy(active, fixedBoxes(), true)

    // A carousel coming near the viewport swaps its static strip for react-slick's markup (and
    // then takes its hidden slides out of the tab order) when it is ready, which can fall
    // between marking the next stop and pressing Tab. The same control, re-rendered in the
    // same place while the marked one can no longer take focus, is still the expected stop.
    const replaced = !!marked && (!marked.element.isConnected || (marked.element as HTMLElement).tabIndex < 0)
    const wasExpected = !!marked && (active === marked.element || (replaced && description === marked.description))
    const stop: FocusStop = {
      description,
      onBody: active === document.body,
      wasExpected,
      insideAriaHidden: !!active.closest('[aria-hidden="true"]'),
      insideInert: !!active.closest("[inert]"),
      hasFocusIndicator,
      obscured,
      under,
      scrollY: Math.round(window.scrollY),
    }
    return { stop, ...markNext() }
  }

  store.__pageProbe = { measure, breakpoints, layout, startWalk, step }
}
