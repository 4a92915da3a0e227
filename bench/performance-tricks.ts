/**
 * `npm run bench:tricks` — what each trick in gatsby/performance/ is worth: the site is built
 * with all of them, then once without each (GATSBY_PERFORMANCE_TRICKS_OFF), and every build is
 * measured by `npm run bench:lighthouse` on the URLs the tricks target. Prints one table of
 * medians; gatsby/performance/README.md keeps the figures and the decisions.
 *
 * Options: --runs=N          Lighthouse runs per URL and build (default 5)
 *          --only=/,/about/  the URLs (default: home, about and a service page, mobile)
 *          --tricks=a,b      measure without these only (default: every trick)
 *
 * It rebuilds public/ several times (a few minutes each) and leaves a normal build behind.
 * Run it on a quiet machine: other work beside it moves the figures more than most tricks do.
 */
import { spawnSync } from "node:child_process"
import { TRICKS, type Trick } from "../gatsby/performance/switches"
import { recordBuild, siteBuild } from "../scripts/build-inputs"
import { option } from "./command-line"

const runs = option("runs") ?? "5"
const urls = option("only") ?? "/,/about/,/services/open-bank-account/"
const tricks = (option("tricks")?.split(",") ?? [...TRICKS]) as Trick[]
const unknown = tricks.filter(trick => !TRICKS.includes(trick))
if (unknown.length > 0) {
  console.error(`--tricks names unknown tricks: ${unknown.join(", ")}. Known: ${TRICKS.join(", ")}`)
  process.exit(2)
}

type Row = { url: string; mode: string; perf: string; lcp: string; tbt: string; js: string; total: string }

function build(switchedOff: string): void {
  const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", GATSBY_PERFORMANCE_TRICKS_OFF: switchedOff }
  // A clean build: Gatsby's cache would otherwise keep pages built with the other setting.
  for (const [command, args] of [
    ["npx", ["gatsby", "clean"]],
    ["npm", ["run", "build:site"]],
  ] as const) {
    const result = spawnSync(command, args, { stdio: ["ignore", "ignore", "inherit"], env })
    if (result.status !== 0) throw new Error(`The build without "${switchedOff}" failed.`)
  }
}

/** The rows of bench:lighthouse's table of medians. */
function measure(): Row[] {
  const result = spawnSync("npx", ["tsx", "bench/lighthouse.ts", "--no-build", `--only=${urls}`, `--runs=${runs}`], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  })
  const rows = result.stdout
    .split("\n")
    .filter(line => /^\| \/\S* \| (mobile|desktop) \|/.test(line))
    .map(line => line.split("|").map(cell => cell.trim()))
    .map(cells => ({
      url: cells[1],
      mode: cells[2],
      perf: cells[3],
      lcp: cells[7],
      tbt: cells[9],
      js: cells[10],
      total: cells[11],
    }))
  if (rows.length === 0) throw new Error(`bench:lighthouse printed no table:\n${result.stdout}`)
  return rows
}

// The Lighthouse runs serve the site through the compiled server (dist/), which a clean clone lacks.
const serverBuilt = spawnSync("npx", ["tsx", "scripts/build-if-needed.ts", "server"], {
  stdio: ["ignore", "ignore", "inherit"],
})
if (serverBuilt.status !== 0) throw new Error("The server did not build: nothing can serve the site to Lighthouse.")

const variants = [{ label: "all tricks", off: "" }, ...tricks.map(trick => ({ label: `without ${trick}`, off: trick }))]
const results: { label: string; rows: Row[] }[] = []
try {
  for (const variant of variants) {
    console.error(`\n== ${variant.label}: building`)
    build(variant.off)
    console.error(`== ${variant.label}: measuring`)
    results.push({ label: variant.label, rows: measure() })
  }
} finally {
  console.error("\n== restoring the normal build")
  const restoredAt = Date.now()
  build("")
  // Known as a build of the current sources, so `npm start` and `npm test` do not build it again.
  recordBuild(siteBuild, restoredAt).catch(error => console.error(error))
}

console.log(`Performance tricks — medians of ${runs} Lighthouse runs per URL (mobile: default throttling)\n`)
console.log("| build | URL | perf | LCP (s) | TBT (ms) | first-load JS (KB gzip) | total (KB) |")
console.log("|---|---|--:|--:|--:|--:|--:|")
for (const { label, rows } of results) {
  for (const row of rows) {
    console.log(
      `| ${label} | ${row.url} ${row.mode} | ${row.perf} | ${row.lcp} | ${row.tbt} | ${row.js} | ${row.total} |`,
    )
  }
}
