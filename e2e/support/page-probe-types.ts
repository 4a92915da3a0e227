/**
 * What the in-page probe (page-probe.ts) answers, and what it is given: shared by the probe and
 * the walks that drive it (focus-walk.ts, layout-walk.ts).
 */

/** One stop of a Tab walk, as a visitor would see it. */
export type FocusStop = {
  /** Tag, name and href: enough for a person to find the element. */
  description: string
  /** Focus sits on <body> (it left the document, e.g. to the browser's toolbar). */
  onBody: boolean
  /** It is the stop marked as next in DOM order before Tab was pressed. */
  wasExpected: boolean
  insideAriaHidden: boolean
  insideInert: boolean
  hasFocusIndicator: boolean
  /** No part of it can be hit: other content is on top of its centre and corners (WCAG 2.4.11). */
  obscured: boolean
  /** The fixed controls (header, side column, floats) that overlap it. */
  under: string[]
  /** Where the page was scrolled to. */
  scrollY: number
}

/** The layout at one width: the page at the top, then every tabbable control focused in turn. */
export type LayoutReport = { flaws: string[]; focused: number }

export type Breakpoints = {
  /** Every width (px) at which a media query of the page's CSS starts to apply. */
  all: number[]
  /** Those whose rules style the header or something in it. */
  header: number[]
}

export type PageProbe = {
  /** Finds what depends on the viewport width; call after each resize. */
  measure(): void
  breakpoints(): Breakpoints
  /**
   * After a resize: once two frames have passed (media-query listeners and React have reacted
   * to the new size by then), at the top of the page: no horizontal scroll, no header label on
   * two lines, no fixed control over a link, button or field, no fixed control the page shows
   * through; scrolled to the end: no link, button or field under or touching a fixed control; then each tabbable control
   * focused in turn (focus() scrolls it into view the way Tab does) must be clear of every fixed
   * control, unless `focusEach` is false. Leaves the page at the top with nothing focused.
   */
  layout(focusEach: boolean): Promise<LayoutReport>
  /**
   * Before the first Tab press: forgets earlier stops and marks the first one. With `mainOnly`,
   * the walk starts from the last control before <main> (focused by script) and ends at the
   * first control after it: `all` then lists only the controls inside <main>.
   */
  startWalk(mainOnly: boolean): { next: string | null; all: string[] }
  /**
   * After a Tab press: the stop reached, and the stop Tab should reach next (null after the last).
   * Only after the last does it list the walk's controls again (`all`, as startWalk does): describing
   * every control on every press is work the walk needs only once, at its end.
   */
  step(): Promise<{ stop: FocusStop; next: string | null; all: string[] | null }>
}

export type ProbeOptions = {
  /** The accessible names of the back-to-top button (one per edition), which shows only once the page is scrolled past 400 px. */
  backToTopLabels: string[]
}

export type ProbeWindow = Window & { __pageProbe?: PageProbe }
