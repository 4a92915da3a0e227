/**
 * `npm test`: every suite, then one line `N passed, N failed` summing them. Two streams run side
 * by side, because every phase is bound by the CPU and most of them leave part of a core idle
 * (one-threaded linters, the tail of a test run, tests waiting on servers):
 *   - the site: the production build (only when its sources changed), a check that the committed
 *     GraphQL query types (src/gatsby-types.d.ts, which the build regenerates) are current, then
 *     Playwright in Debian's Chromium against the built site on the real server;
 *   - jest (data validation, forms, components, server).
 * Then, in whichever stream is free first, the one-threaded checks: lint (ESLint, no warnings
 * allowed), the typecheck (tsc, once the build has written the query types) and the format check
 * (Prettier).
 * Both wait for the SQLite driver, a native module that CI compiles here rather than in
 * `npm ci` (.ci/run), so that its one-threaded compile runs beside the build.
 * jest prints as it runs; the other phases' output is kept in reports/ and printed when each
 * ends. At the end it prints when each phase started and how long it took, and the slowest
 * browser tests, then the count.
 */
import { spawn, spawnSync } from "node:child_process"
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs"
import { browserTestTimes, timingSummary, type PhaseTime, type PlaywrightReport } from "./test-timings"

type Tally = { passed: number; failed: number; skipped: number }
const total: Tally = { passed: 0, failed: 0, skipped: 0 }
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", FORCE_COLOR: "0" }

const phases: PhaseTime[] = []
const runStarted = performance.now()

function recordPhase(name: string, started: number): void {
  phases.push({
    name,
    startedAt: (started - runStarted) / 1000,
    seconds: (performance.now() - started) / 1000,
  })
}

/** Runs one phase's command with its output shown as it comes. Resolves to its exit status. */
async function run(phase: string, command: string, args: string[]): Promise<number> {
  console.log(`\n$ ${command} ${args.join(" ")}`)
  const started = performance.now()
  const child = spawn(command, args, { stdio: "inherit", env })
  const status = await new Promise<number>(resolve => child.on("close", code => resolve(code ?? 1)))
  recordPhase(phase, started)
  return status
}

/**
 * Runs a phase beside the others, its output kept in `log` (so the two streams do not
 * interleave) and printed when it ends. Resolves to its exit status.
 */
function runLogged(
  phase: string,
  command: string,
  args: string[],
  log: string,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<number> {
  console.log(`\n$ ${command} ${args.join(" ")}   (beside other phases; output in ${log})`)
  const started = performance.now()
  const output = createWriteStream(log)
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env: { ...env, ...extraEnv } })
  child.stdout.pipe(output)
  child.stderr.pipe(output)
  return new Promise(resolve =>
    child.on("close", code => {
      recordPhase(phase, started)
      output.end(() => {
        console.log(`\n$ ${command} ${args.join(" ")}   (ended; its output follows)`)
        process.stdout.write(readFileSync(log, "utf8"))
        resolve(code ?? 1)
      })
    }),
  )
}

function tally(passed: boolean): void {
  if (passed) total.passed++
  else total.failed++
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T
  } catch {
    return null
  }
}

/** The browser suites need Debian's Chromium; a fresh machine (as root) gets it from apt. */
function ensureChromium(): boolean {
  const chromium = process.env.CHROME_PATH || "/usr/bin/chromium"
  if (existsSync(chromium)) return true
  if (process.getuid?.() !== 0) {
    console.error(
      `${chromium} is missing: install Debian's chromium (sudo apt-get install chromium) and run npm test again.`,
    )
    return false
  }
  console.log(`${chromium} is missing: installing Debian's chromium.`)
  const aptEnv = { ...env, DEBIAN_FRONTEND: "noninteractive" }
  const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env: aptEnv }).status
  const install = spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env: aptEnv }).status
  return update === 0 && install === 0 && existsSync(chromium)
}

/**
 * The SQLite driver loads, or is compiled now: `.ci/run` installs packages without their
 * install scripts and compiles the other native modules at once, leaving this one-threaded
 * compile of minutes to run beside the build. Elsewhere `npm ci` has compiled it already.
 * Compiled here at -O1 instead of the package's -O3: half the CPU (about a minute instead of two
 * on one core), on a machine where every phase competes for the two cores; the tests check what
 * SQLite stores, not how fast (the benchmarks run on `npm ci`'s own build).
 */
async function sqliteDriver(): Promise<boolean> {
  const probe = "new (require('better-sqlite3'))(':memory:').close()"
  if (spawnSync(process.execPath, ["-e", probe], { env, stdio: "ignore" }).status === 0) return true
  const status = await runLogged("compile SQLite", "npm", ["rebuild", "better-sqlite3"], "reports/sqlite.log", {
    CFLAGS: "-O1",
    CXXFLAGS: "-O1",
  })
  if (status !== 0) console.error("The SQLite driver (better-sqlite3) did not compile: see reports/sqlite.log.")
  return status === 0
}

/** jest, its tests counted. */
async function jest(sqlite: Promise<boolean>): Promise<void> {
  if (!(await sqlite)) {
    total.failed++
    return
  }
  rmSync("reports/jest.json", { force: true })
  const jestStatus = await run("jest", "npx", ["jest", "--json", "--outputFile=reports/jest.json", "--maxWorkers=2"])
  const report = readJson<{
    numPassedTests: number
    numFailedTests: number
    numPendingTests: number
    numRuntimeErrorTestSuites: number
  }>("reports/jest.json")
  if (report) {
    total.passed += report.numPassedTests
    total.failed += report.numFailedTests + report.numRuntimeErrorTestSuites
    total.skipped += report.numPendingTests
  } else if (jestStatus !== 0) total.failed++
}

/**
 * The one-threaded checks, longest first, taken by whichever stream is free: when jest and the
 * browser suite end near the same time, two of them run at once instead of all three on one core.
 */
function shortChecks(build: Promise<number>): () => Promise<void> {
  const check = (name: string, command: string, args: string[]) => async () =>
    tally((await runLogged(name, command, args, `reports/${name}.log`)) === 0)
  const queue = [
    check("lint", "npm", ["run", "--silent", "lint"]),
    // The types, against the query types the build wrote. The file is committed so that
    // `npm run typecheck` works before any build.
    async () => {
      await build
      await check("typecheck", "npx", ["tsc", "--noEmit"])()
    },
    check("format", "npm", ["run", "--silent", "format:check"]),
  ]
  return async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await next()
  }
}

/** The build's committed query types are current, then the browser suite against the build. */
async function site(sqlite: Promise<boolean>, build: Promise<number>): Promise<PlaywrightReport | null> {
  if ((await build) !== 0) {
    console.error("The site did not build: the browser suite cannot run.")
    total.failed++
    return null
  }
  const stale = spawnSync("git", ["diff", "--quiet", "--", "src/gatsby-types.d.ts"], { env }).status
  if (stale === 1)
    console.error(
      "src/gatsby-types.d.ts changed in the build: commit the regenerated file with the queries that changed it.",
    )
  tally(stale === 0)

  if (!(await sqlite) || !ensureChromium()) {
    total.failed++
    return null
  }
  rmSync("reports/playwright.json", { force: true })
  const browserStatus = await runLogged("browser", "npx", ["playwright", "test"], "reports/browser.log")
  const report = readJson<
    PlaywrightReport & { stats: { expected: number; unexpected: number; flaky: number; skipped: number } }
  >("reports/playwright.json")
  if (report) {
    total.passed += report.stats.expected + report.stats.flaky
    total.failed += report.stats.unexpected
    total.skipped += report.stats.skipped
  } else if (browserStatus !== 0) total.failed++
  return report
}

async function main(): Promise<number> {
  mkdirSync("reports", { recursive: true })
  const sqlite = sqliteDriver()
  const build = runLogged("build", "npx", ["tsx", "scripts/build-if-needed.ts"], "reports/build.log")
  const takeShortChecks = shortChecks(build)
  const [, browserReport] = await Promise.all([
    jest(sqlite).then(takeShortChecks),
    site(sqlite, build).then(async report => {
      await takeShortChecks()
      return report
    }),
  ])

  const wall = (performance.now() - runStarted) / 1000
  console.log(["", ...timingSummary(phases, wall, browserReport ? browserTestTimes(browserReport) : [])].join("\n"))
  if (total.skipped) console.log(`\n${total.skipped} skipped`)
  // The last line is what CI reads: exactly "N passed, N failed".
  console.log(`\n${total.passed} passed, ${total.failed} failed`)
  return total.failed === 0 && total.passed > 0 ? 0 : 1
}

void main().then(status => process.exit(status))
