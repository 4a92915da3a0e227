/**
 * `npm run bench:lighthouse` — Lighthouse 12 on every route of the production build.
 *
 *   builds the site if its sources changed, starts server/main.ts on a free port, then runs
 *   Lighthouse in mobile mode (default throttling) on every route, plus desktop for the home
 *   page, three runs each, in rounds (every URL once per round). Every figure of the table is
 *   the median of the runs' values (bench/median-figures.ts); the report of the run Lighthouse
 *   calls the median (computeMedianRun) is written to bench/results/lighthouse-<date>/. Exits 1
 *   when a budget (bench/lighthouse-budgets.ts) is missed.
 *
 * Options: --only=/about/,/contact/   just these paths
 *          --runs=N                   runs per URL (default 3)
 *          --no-build                 measure public/ as it is
 */
import { spawnSync } from "node:child_process"
import { existsSync, mkdirSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import type { Flags, Result } from "lighthouse"
import { chromiumLaunchOptions } from "../e2e/support/chromium"
import { allRoutes, isNotFoundPath as isNotFound } from "../e2e/support/site-data"
import { budgetMisses, budgets, onlyOwnNotFoundErrors, twinMisses } from "./lighthouse-budgets"
import { option } from "./command-line"
import { startProductionServer } from "./production-server"
import { medianRun, summarize } from "./lighthouse-summary"
import { machineSpeed, medianFigures } from "./median-figures"
import { categories, type Mode, type PageSummary } from "./page-summary"

type Target = { path: string; mode: Mode }
type Run = { lhr: Result; summary: PageSummary; json: string; html: string }

const runs = Number(option("runs") ?? 3)
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs must be a whole number of at least 1 (got "${option("runs")}").`)
  process.exit(2)
}
const only = option("only")
  ?.split(",")
  .map(path => path.trim())
  .filter(Boolean)
const unknown = only?.filter(path => !allRoutes.includes(path)) ?? []
if (unknown.length > 0) {
  console.error(`--only names unknown routes: ${unknown.join(", ")}. Known: ${allRoutes.join(" ")}`)
  process.exit(2)
}

const targets: Target[] = [
  ...allRoutes.map(path => ({ path, mode: "mobile" as const })),
  { path: "/", mode: "desktop" as const },
].filter(target => !only || only.includes(target.path))

function buildIfNeeded(): void {
  // The build writes the shared public/: take the team's build lock when flock exists.
  const command = existsSync("/usr/bin/flock") ? "flock" : "npx"
  const args =
    command === "flock"
      ? ["/tmp/gatsby-build.lock", "npx", "tsx", "scripts/build-if-needed.ts"]
      : ["tsx", "scripts/build-if-needed.ts"]
  const result = spawnSync(command, args, { stdio: "inherit" })
  if (result.status !== 0) {
    console.error("The site did not build: nothing to measure.")
    process.exit(1)
  }
}

function slug(target: Target): string {
  const name = isNotFound(target.path) ? "not-found" : target.path.replace(/^\/|\/$/g, "").replace(/\//g, "-") || "home"
  return `${name}-${target.mode}`
}

/**
 * Lighthouse and chrome-launcher are loaded with import(), not a static import: tsx would
 * otherwise transpile Lighthouse for require() and add esbuild's `__name` helper to the
 * functions Lighthouse evaluates inside the page, where it is undefined.
 */
async function runLighthouse(url: string, target: Target): Promise<Run> {
  const { launch } = await import("chrome-launcher")
  const { default: lighthouse, desktopConfig } = await import("lighthouse")
  const chrome = await launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: chromiumLaunchOptions.args,
    logLevel: "silent",
  })
  try {
    const flags: Flags = {
      port: chrome.port,
      output: ["json", "html"],
      logLevel: "error",
      onlyCategories: [...categories],
      // The 404 page must be measured although its document answers 404.
      ignoreStatusCode: isNotFound(target.path),
    }
    const result = await lighthouse(url, flags, target.mode === "desktop" ? desktopConfig : undefined)
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`)
    const [json, html] = Array.isArray(result.report) ? result.report : [result.report, ""]
    const lhr: Result = result.lhr
    return { lhr, summary: await summarize(lhr, target.path, target.mode, isNotFound(target.path)), json, html }
  } finally {
    await chrome.kill()
  }
}

const kb = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : "n/a")
const score = (value: number | null) => (value === null ? "n/a" : String(value))

export function table(pages: PageSummary[]): string {
  const header =
    "| URL | mode | perf | a11y | BP | SEO | LCP (s) | CLS | TBT (ms) | first-load JS (KB gzip) | total (KB) |"
  const rule = "|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|"
  const rows = pages.map(page =>
    [
      page.path,
      page.mode,
      score(page.scores.performance),
      score(page.scores.accessibility),
      onlyOwnNotFoundErrors(page)
        ? `${score(page.scores["best-practices"])} (own 404)`
        : score(page.scores["best-practices"]),
      page.isNotFoundPage ? `${score(page.scores.seo)} (exempt)` : score(page.scores.seo),
      (page.lcpMs / 1000).toFixed(2),
      page.cls.toFixed(3),
      String(Math.round(page.tbtMs)),
      kb(page.firstLoadJsKb),
      kb(page.totalKb),
    ].join(" | "),
  )
  return [header, rule, ...rows.map(row => `| ${row} |`)].join("\n")
}

/** Tries a run that Lighthouse itself failed (e.g. NO_NAVSTART, "run Lighthouse again") up to twice more. */
const RETRIES = 2

async function runWithRetries(url: string, target: Target): Promise<Run> {
  let run = await runLighthouse(url, target)
  for (let retry = 1; retry <= RETRIES && run.summary.runtimeError; retry++) {
    console.error(`${target.path} ${target.mode}: ${run.summary.runtimeError}; trying again (${retry}/${RETRIES})`)
    run = await runLighthouse(url, target)
  }
  return run
}

async function main(): Promise<void> {
  if (!process.argv.includes("--no-build")) buildIfNeeded()
  if (!existsSync("public/index.html")) {
    console.error("public/index.html is missing: build the site first (npm run build).")
    process.exit(1)
  }
  const stamp = new Date().toISOString().replace(/:/g, "-").replace(/\..*$/, "")
  const outDir = join("bench", "results", `lighthouse-${stamp}`)
  mkdirSync(outDir, { recursive: true })

  const server = await startProductionServer()
  const runsByTarget: Run[][] = targets.map(() => [])
  try {
    // Round by round (every URL once, then again), not a URL's runs back to back: a disturbance of
    // the machine lasting a minute then falls on one run of several URLs, which their medians
    // absorb, instead of on every run of one URL.
    for (let index = 1; index <= runs; index++) {
      for (const [position, target] of targets.entries()) {
        const run = await runWithRetries(`${server.origin}${target.path}`, target)
        const s = run.summary
        console.error(
          `${target.path} ${target.mode} run ${index}/${runs}: perf ${score(s.scores.performance)}, LCP ${Math.round(s.lcpMs)} ms, TBT ${Math.round(s.tbtMs)} ms, CLS ${s.cls.toFixed(3)}`,
        )
        runsByTarget[position].push(run)
      }
    }
  } finally {
    await server.stop()
  }

  const medians: PageSummary[] = []
  const allRuns: PageSummary[][] = []
  for (const [position, target] of targets.entries()) {
    const targetRuns = runsByTarget[position]
    const median = medianRun(targetRuns)
    writeFileSync(join(outDir, `${slug(target)}.report.json`), median.json)
    writeFileSync(join(outDir, `${slug(target)}.report.html`), median.html)
    const summaries = targetRuns.map(run => run.summary)
    medians.push(medianFigures(summaries, median.summary))
    allRuns.push(summaries)
  }

  const misses = [...medians.flatMap(budgetMisses), ...twinMisses(medians)]
  const output = [
    `Lighthouse ${new Date().toISOString().slice(0, 10)} — each figure the median of ${runs} run(s) per URL, mobile = Lighthouse default throttling`,
    machineSpeed(allRuns.flat()),
    "",
    table(medians),
    "",
    misses.length === 0
      ? "Every budget holds."
      : [
          "Budget misses:",
          ...misses.map(m => `- ${m.target}: ${m.budget}, measured ${m.measured}${m.detail ? ` (${m.detail})` : ""}`),
        ].join("\n"),
  ].join("\n")
  console.log(`\n${output}\n`)
  writeFileSync(join(outDir, "table.md"), output + "\n")
  writeFileSync(join(outDir, "summary.json"), JSON.stringify({ budgets, runs, medians, allRuns, misses }, null, 2))
  console.log(`Reports: ${outDir}/`)
  process.exit(misses.length === 0 ? 0 : 1)
}

main().catch(error => {
  console.error(error)
  process.exit(1)
})
