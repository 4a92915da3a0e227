/**
 * The walks of the pages suite, on the in-page probe (page-probe.ts):
 * - walkWithTab: real Tab presses from the top of the page to its last control (or through its
 *   <main> only), recording for each stop whether it came in DOM order, shows a focus indicator,
 *   can be seen at all and is clear of the fixed controls;
 * - layoutAt: the page at one width, at the top and with each control focused in turn.
 * Both suites use them, each at its own widths, so no walk is done twice.
 */
import type { Page } from "@playwright/test"
import { installPageProbe } from "./page-probe"
import type { Breakpoints, LayoutReport, ProbeWindow } from "./page-probe-types"
import { editions } from "./site-data"

const withProbe = new WeakSet<Page>()

/** Installs the probe in the page now and in every page it navigates to. */
async function ensureProbe(page: Page): Promise<void> {
  if (withProbe.has(page)) return
  const options = { backToTopLabels: editions.map(edition => edition.ui.backToTop) }
  await page.addInitScript(installPageProbe, options)
  await page.evaluate(installPageProbe, options)
  withProbe.add(page)
}

export type TabWalk = {
  /** The stops in the order Tab reached them. */
  visited: string[]
  /** What is wrong, one line per stop and flaw, naming the press. */
  problems: string[]
  /** Tabbable elements of the page that Tab never reached. */
  unreached: string[]
}

/**
 * Presses Tab from the top of the page until the last control, checking every stop. With
 * `mainOnly`, only through the controls of <main>, from the last control before it to the first
 * after it: the header and footer around it are the same on every page of an edition.
 */
export async function walkWithTab(page: Page, { mainOnly = false } = {}): Promise<TabWalk> {
  await ensureProbe(page)
  const start = await page.evaluate(only => (window as ProbeWindow).__pageProbe!.startWalk(only), mainOnly)
  const visited: string[] = []
  const problems: string[] = []
  let { next } = start
  let final = start.all
  // Generous: menus and overlays opened by focus may add stops on the way.
  for (let press = 1; next !== null && press <= start.all.length + 40; press++) {
    await page.keyboard.press("Tab")
    const { stop, ...after } = await page.evaluate(() => (window as ProbeWindow).__pageProbe!.step())
    const where = `Tab ${press} → ${stop.description}`
    if (stop.onBody) {
      problems.push(`${where}: focus left the page before reaching ${next}`)
      break
    }
    visited.push(stop.description)
    if (!stop.wasExpected) problems.push(`${where}: expected ${next} (DOM order)`)
    if (stop.insideAriaHidden) problems.push(`${where}: inside an aria-hidden element`)
    if (stop.insideInert) problems.push(`${where}: inside an inert element`)
    if (!stop.hasFocusIndicator) problems.push(`${where}: no visible focus indicator (outline or box-shadow)`)
    if (stop.obscured) problems.push(`${where}: entirely covered by other content (WCAG 2.4.11)`)
    for (const control of stop.under) problems.push(`${where} at scroll ${stop.scrollY}: it is under ${control}`)
    next = after.next
    if (after.all) final = after.all
  }
  const unreached = start.all.filter(element => final.includes(element) && !visited.includes(element))
  return { visited, problems, unreached }
}

/** The widths at which the page's CSS changes, read from the page itself. */
export async function breakpointsOf(page: Page): Promise<Breakpoints> {
  await ensureProbe(page)
  return page.evaluate(() => (window as ProbeWindow).__pageProbe!.breakpoints())
}

/**
 * The layout report at the current viewport width, once the page has reacted to it (see
 * PageProbe.layout): the page at the top, then, unless `focusEach` is false, each control focused.
 */
export async function layoutAt(page: Page, { focusEach = true } = {}): Promise<LayoutReport> {
  await ensureProbe(page)
  return page.evaluate(focus => (window as ProbeWindow).__pageProbe!.layout(focus), focusEach)
}
