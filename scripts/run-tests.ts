/**
 * `npm test`: every suite, then one line `N passed, N failed` summing them.
 *   1. the production build (only when its sources changed), which regenerates the GraphQL
 *      query types in src/gatsby-types.d.ts. It runs beside 2 and 3, which leave a core idle
 *      much of the time (tests waiting on servers, one-threaded linters) and read nothing the
 *      build writes; jest goes first, so the types are written (early in the build) before
 *      the linters read the TypeScript program.
 *   2. jest: data validation, forms, components, server
 *   3. lint (ESLint, no warnings allowed) and the format check (Prettier), one check each
 *   4. typecheck (tsc, counted as one check) against those fresh types, and a check that the
 *      committed copy of them is current (counted as one check)
 *   5. Playwright in Debian's Chromium against the built site on the real server
 * At the end it prints the time of each phase and the slowest browser tests, then the count.
 */
import { spawn, spawnSync } from "node:child_process"
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs"
import { browserTestTimes, timingSummary, type PhaseTime, type PlaywrightReport } from "./test-timings"

type Tally = { passed: number; failed: number; skipped: number }
const total: Tally = { passed: 0, failed: 0, skipped: 0 }
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", FORCE_COLOR: "0" }

const phases: PhaseTime[] = []

/** Runs one phase's command, recording how long it took under the phase's name. */
async function run(phase: string, command: string, args: string[]): Promise<number> {
  console.log(`\n$ ${command} ${args.join(" ")}`)
  const started = performance.now()
  const child = spawn(command, args, { stdio: "inherit", env })
  const status = await new Promise<number>(resolve => child.on("close", code => resolve(code ?? 1)))
  phases.push({ name: phase, seconds: (performance.now() - started) / 1000 })
  return status
}

/**
 * Starts a phase beside the others, its output kept in `log` (so the two streams do not
 * interleave) and printed when it ends. Resolves to its exit status.
 */
function runBeside(phase: string, command: string, args: string[], log: string): Promise<number> {
  const started = performance.now()
  const output = createWriteStream(log)
  const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env })
  child.stdout.pipe(output)
  child.stderr.pipe(output)
  return new Promise(resolve =>
    child.on("close", code => {
      phases.push({ name: phase, seconds: (performance.now() - started) / 1000, beside: true })
      output.end(() => {
        console.log(`\n$ ${command} ${args.join(" ")}   (ran beside other phases)`)
        process.stdout.write(readFileSync(log, "utf8"))
        resolve(code ?? 1)
      })
    }),
  )
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

async function main(): Promise<number> {
  mkdirSync("reports", { recursive: true })

  // 1. Build, beside 2 and 3
  const build = runBeside("build", "npx", ["tsx", "scripts/build-if-needed.ts"], "reports/build.log")

  // 2. Unit and integration tests
  rmSync("reports/jest.json", { force: true })
  const jestStatus = await run("jest", "npx", ["jest", "--json", "--outputFile=reports/jest.json", "--maxWorkers=2"])
  const jest = readJson<{
    numPassedTests: number
    numFailedTests: number
    numPendingTests: number
    numRuntimeErrorTestSuites: number
  }>("reports/jest.json")
  if (jest) {
    total.passed += jest.numPassedTests
    total.failed += jest.numFailedTests + jest.numRuntimeErrorTestSuites
    total.skipped += jest.numPendingTests
  } else if (jestStatus !== 0) total.failed++

  // 3. Lint and format
  for (const script of ["lint", "format:check"]) {
    if ((await run(script, "npm", ["run", "--silent", script])) === 0) total.passed++
    else total.failed++
  }

  const waitStarted = performance.now()
  const buildStatus = await build
  phases.push({ name: "waiting for the build", seconds: (performance.now() - waitStarted) / 1000 })

  // 4. Types, against the query types the build just wrote. The file is committed so that
  // `npm run typecheck` works before any build; a stale committed copy fails here.
  const typecheck = await run("typecheck", "npx", ["tsc", "--noEmit"])
  if (typecheck === 0) total.passed++
  else total.failed++
  if (buildStatus === 0) {
    const stale = spawnSync("git", ["diff", "--quiet", "--", "src/gatsby-types.d.ts"], { env }).status
    if (stale === 1) {
      console.error(
        "src/gatsby-types.d.ts changed in the build: commit the regenerated file with the queries that changed it.",
      )
      total.failed++
    } else total.passed++
  }

  // 5. Browser suite
  let browserReport: PlaywrightReport | null = null
  if (buildStatus !== 0) {
    console.error("The site did not build: the browser suite cannot run.")
    total.failed++
  } else if (!ensureChromium()) {
    total.failed++
  } else {
    rmSync("reports/playwright.json", { force: true })
    const browserStatus = await run("browser", "npx", ["playwright", "test"])
    const report = readJson<
      PlaywrightReport & { stats: { expected: number; unexpected: number; flaky: number; skipped: number } }
    >("reports/playwright.json")
    browserReport = report
    if (report) {
      total.passed += report.stats.expected + report.stats.flaky
      total.failed += report.stats.unexpected
      total.skipped += report.stats.skipped
    } else if (browserStatus !== 0) total.failed++
  }

  console.log(["", ...timingSummary(phases, browserReport ? browserTestTimes(browserReport) : [])].join("\n"))
  if (total.skipped) console.log(`\n${total.skipped} skipped`)
  // The last line is what CI reads: exactly "N passed, N failed".
  console.log(`\n${total.passed} passed, ${total.failed} failed`)
  return total.failed === 0 && total.passed > 0 ? 0 : 1
}

void main().then(status => process.exit(status))
