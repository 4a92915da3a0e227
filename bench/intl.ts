/**
 * `npm run bench:intl` - what a page's first Intl object costs its main thread, and so what the
 * site saves by writing its figures and lists itself (shared/i18n/format.ts).
 *
 * Against the production server, each page is loaded in a fresh browser context, in turns: as
 * built, and with one Intl.NumberFormat built as the page's scripts start (what formatting with
 * Intl cost it). Chromium's own account of the main thread's script time (the CDP Performance
 * domain's ScriptDuration, up to two seconds after load) is compared; the table gives the medians
 * and the median of the paired differences. It ends with the first Intl object's own time on a
 * blank page. Figures are Chromium's on this machine, without Lighthouse's 4x CPU slowdown.
 *
 * Options: --runs=11           loads of each page in each variant
 *          --paths=/,/ar/,/about/,/ar/about/
 */
import { chromium, type Browser } from "@playwright/test"
import { chromiumLaunchOptions } from "../e2e/support/chromium"
import { option } from "./command-line"
import { median } from "./median-figures"
import { startProductionServer } from "./production-server"

/** Builds one Intl object as soon as the page's first script runs: the cost formatting with Intl adds. */
const withIntl = () => {
  document.addEventListener("DOMContentLoaded", () => new Intl.NumberFormat("en").format(1999), { once: true })
}

async function scriptMilliseconds(browser: Browser, url: string, intl: boolean): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
  try {
    const page = await context.newPage()
    if (intl) await page.addInitScript(withIntl)
    const session = await context.newCDPSession(page)
    await session.send("Performance.enable")
    await page.goto(url, { waitUntil: "load" })
    await page.waitForTimeout(2000)
    const { metrics } = await session.send("Performance.getMetrics")
    return (metrics.find(metric => metric.name === "ScriptDuration")?.value ?? 0) * 1000
  } finally {
    await context.close()
  }
}

async function firstIntlMilliseconds(browser: Browser): Promise<number> {
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.goto("about:blank")
    return await page.evaluate(() => {
      const start = performance.now()
      new Intl.NumberFormat("en").format(1999)
      return performance.now() - start
    })
  } finally {
    await context.close()
  }
}

async function main() {
  const runs = Number(option("runs") ?? "11")
  const paths = (option("paths") ?? "/,/ar/,/about/,/ar/about/").split(",")
  const server = await startProductionServer()
  const browser = await chromium.launch(chromiumLaunchOptions)
  try {
    console.log("| page | script ms, as built | with one Intl object | paired difference |")
    console.log("|---|--:|--:|--:|")
    for (const path of paths) {
      const built: number[] = []
      const intl: number[] = []
      for (let run = 0; run < runs; run++) {
        built.push(await scriptMilliseconds(browser, server.origin + path, false))
        intl.push(await scriptMilliseconds(browser, server.origin + path, true))
      }
      const differences = built.map((value, index) => intl[index] - value)
      console.log(
        `| ${path} | ${median(built).toFixed(0)} | ${median(intl).toFixed(0)} | ${median(differences).toFixed(0)} |`,
      )
    }
    const first: number[] = []
    for (let run = 0; run < runs; run++) first.push(await firstIntlMilliseconds(browser))
    console.log(
      `\nThe first Intl.NumberFormat on a blank page: median ${median(first).toFixed(1)} ms ` +
        `(${Math.min(...first).toFixed(1)}-${Math.max(...first).toFixed(1)} ms over ${runs} runs).`,
    )
  } finally {
    await browser.close()
    await server.stop()
  }
}

main().catch(error => {
  console.error(error)
  process.exit(1)
})
