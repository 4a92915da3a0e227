/**
 * `npm run bench:cls` - Cumulative Layout Shift of the home page in Chromium, at 375 and
 * 1280 px, against the production server (public/ as built, served by server/main.ts).
 *
 * Each run opens the page in a fresh browser context and records every `layout-shift` entry
 * (PerformanceObserver, buffered) that did not follow input (`hadRecentInput`) during the first
 * seconds - long enough for hydration, the idle-time carousel swap and the first autoplay steps
 * (3000 ms carousels move twice). CLS is the largest session window, as Chromium and Lighthouse
 * define it (shifts less than 1 s apart, at most 5 s long); "total" sums every shift.
 * The table shows the median of the runs and the worst run.
 *
 * Options: --runs=5          runs per width
 *          --seconds=6       how long each run watches
 *          --widths=375,1280 viewport widths
 *          --path=/          page to measure
 *          --scroll          then scroll to the bottom, 300 px every 100 ms, and count those shifts too
 *                            (scrolling is not input that excuses a shift; content-visibility can shift)
 *          --sources         list the elements that moved in the worst run of each width
 *          --json            print JSON instead of the table
 */
import { chromium, type Browser } from "@playwright/test"
import { chromiumLaunchOptions } from "../e2e/support/chromium"
import { option } from "./command-line"
import { median } from "./median-figures"
import { startProductionServer } from "./production-server"

type Shift = { value: number; startTime: number; sources: string[] }
type Run = { cls: number; total: number; shifts: Shift[] }
export type WidthResult = { width: number; runs: Run[]; medianCls: number; maxCls: number; medianTotal: number }

/** Phone-sized runs emulate a touch phone (no hover), as Lighthouse's mobile preset does. */
function viewportFor(width: number) {
  return width < 768
    ? { viewport: { width, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 }
    : { viewport: { width, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 }
}

/** The largest session window: shifts less than 1 s apart, a window at most 5 s long. */
export function largestSessionWindow(shifts: ReadonlyArray<Pick<Shift, "value" | "startTime">>): number {
  let largest = 0
  let current = 0
  let windowStart = -Infinity
  let previous = -Infinity
  for (const shift of [...shifts].sort((a, b) => a.startTime - b.startTime)) {
    if (shift.startTime - previous >= 1000 || shift.startTime - windowStart >= 5000) {
      current = 0
      windowStart = shift.startTime
    }
    current += shift.value
    previous = shift.startTime
    largest = Math.max(largest, current)
  }
  return largest
}

/**
 * Runs inside the page before any of its scripts: collects the layout shifts. A string, not a
 * function: tsx (esbuild) would wrap a function's inner helpers in a `__name` call that does
 * not exist in the page.
 */
const recordLayoutShifts = `
  window.__layoutShifts = []
  const describe = node => {
    if (!(node instanceof Element)) return node ? node.nodeName.toLowerCase() : "(removed node)"
    const label = node.getAttribute("aria-label") ?? node.getAttribute("alt") ?? (node.textContent ?? "").trim().slice(0, 40)
    const classes = Array.from(node.classList).slice(0, 2).join(".")
    return ("<" + node.tagName.toLowerCase() + (classes ? "." + classes : "") + "> " + label).trim()
  }
  new PerformanceObserver(list => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue
      window.__layoutShifts.push({
        value: entry.value,
        startTime: entry.startTime,
        sources: (entry.sources ?? []).map(source => describe(source.node)),
      })
    }
  }).observe({ type: "layout-shift", buffered: true })
`

async function measureOnce(
  browser: Browser,
  url: string,
  width: number,
  seconds: number,
  scroll: boolean,
): Promise<Run> {
  const context = await browser.newContext(viewportFor(width))
  try {
    const page = await context.newPage()
    await page.addInitScript({ content: recordLayoutShifts })
    await page.goto(url, { waitUntil: "load" })
    await page.waitForTimeout(seconds * 1000)
    if (scroll) {
      while (
        await page.evaluate(() => window.scrollY + window.innerHeight < document.documentElement.scrollHeight - 1)
      ) {
        await page.mouse.wheel(0, 300)
        await page.waitForTimeout(100)
      }
      await page.waitForTimeout(1000)
    }
    const shifts = await page.evaluate(() => (window as unknown as { __layoutShifts: Shift[] }).__layoutShifts)
    return { cls: largestSessionWindow(shifts), total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts }
  } finally {
    await context.close()
  }
}

export async function measureCls(
  origin: string,
  options: { path: string; widths: number[]; runs: number; seconds: number; scroll: boolean },
) {
  const browser = await chromium.launch(chromiumLaunchOptions)
  const results: WidthResult[] = []
  try {
    for (const width of options.widths) {
      const runs: Run[] = []
      for (let run = 0; run < options.runs; run++)
        runs.push(await measureOnce(browser, origin + options.path, width, options.seconds, options.scroll))
      const values = runs.map(run => run.cls)
      results.push({
        width,
        runs,
        medianCls: median(values),
        maxCls: Math.max(...values),
        medianTotal: median(runs.map(run => run.total)),
      })
    }
  } finally {
    await browser.close()
  }
  return results
}

const format = (value: number) => value.toFixed(4)

async function main(): Promise<void> {
  const path = option("path") ?? "/"
  const runs = Number(option("runs") ?? "5")
  const seconds = Number(option("seconds") ?? "6")
  const widths = (option("widths") ?? "375,1280").split(",").map(Number)
  const scroll = process.argv.includes("--scroll")
  if (
    !Number.isInteger(runs) ||
    runs < 1 ||
    !(seconds > 0) ||
    widths.some(width => !Number.isInteger(width) || width < 200)
  ) {
    throw new Error(
      "Usage: bench/cls.ts [--runs=5] [--seconds=6] [--widths=375,1280] [--path=/] [--scroll] [--sources] [--json]",
    )
  }
  const server = await startProductionServer()
  try {
    const results = await measureCls(server.origin, { path, widths, runs, seconds, scroll })
    if (process.argv.includes("--json")) {
      console.log(JSON.stringify(results, null, 2))
      return
    }
    const watched = `${seconds} s${scroll ? " and a scroll to the bottom" : ""}`
    console.log(`CLS of ${path} (largest session window), ${runs} runs of ${watched} each, target <= 0.01\n`)
    console.log("width    median CLS   worst run   median total   shifts (median run)")
    for (const result of results) {
      const shiftsOfMedian = median(result.runs.map(run => run.shifts.length))
      console.log(
        `${`${result.width} px`.padEnd(9)}${format(result.medianCls).padEnd(13)}${format(result.maxCls).padEnd(12)}${format(result.medianTotal).padEnd(15)}${shiftsOfMedian}`,
      )
    }
    if (process.argv.includes("--sources")) {
      for (const result of results) {
        const worst = result.runs.reduce((a, b) => (b.cls > a.cls ? b : a))
        console.log(`\n${result.width} px, worst run:`)
        for (const shift of worst.shifts) {
          console.log(
            `  ${format(shift.value)} at ${Math.round(shift.startTime)} ms: ${shift.sources.join(" · ") || "(no source)"}`,
          )
        }
      }
    }
  } finally {
    await server.stop()
  }
}

main().catch(error => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
