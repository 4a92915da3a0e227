/**
 * The time `npm test` spends, printed at the end of every run so the suite's budget is
 * visible: when each phase started and how long it took (two streams of phases run side by
 * side), the whole run's wall-clock time, and the slowest browser tests from Playwright's
 * JSON report.
 */

/** A phase's wall-clock time, and when it started, in seconds from the start of `npm test`. */
export type PhaseTime = { name: string; startedAt: number; seconds: number }

/** The part of Playwright's JSON report read here: suites of specs, each run once per project. */
export type PlaywrightReport = { suites?: ReportSuite[] }
type ReportSuite = { title: string; file?: string; specs?: ReportSpec[]; suites?: ReportSuite[] }
type ReportSpec = { title: string; file?: string; tests: { results: { duration: number }[] }[] }

export type TestTime = { title: string; seconds: number }

/** Every test of the report with its time (all attempts of a retried test added up), slowest first. */
export function browserTestTimes(report: PlaywrightReport): TestTime[] {
  const times: TestTime[] = []
  const visit = (suite: ReportSuite, path: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const ms = test.results.reduce((sum, result) => sum + result.duration, 0)
        times.push({ title: [...path, spec.title].join(" › "), seconds: ms / 1000 })
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...path, child.title])
  }
  // A file's top-level suite is titled with its path; the path is the clearer name for it.
  for (const suite of report.suites ?? []) visit(suite, [suite.file ?? suite.title])
  return times.sort((a, b) => b.seconds - a.seconds)
}

const seconds = (value: number) => `${value.toFixed(1)} s`.padStart(9)

/** The lines printed at the end of `npm test`, before the final count. */
export function timingSummary(phases: PhaseTime[], wall: number, tests: TestTime[], slowest = 10): string[] {
  const width = Math.max(...phases.map(phase => phase.name.length), "whole run".length)
  const lines = [
    "Time per phase (started at, took):",
    ...[...phases]
      .sort((a, b) => a.startedAt - b.startedAt)
      .map(phase => `  ${phase.name.padEnd(width)} ${seconds(phase.startedAt)} ${seconds(phase.seconds)}`),
    `  ${"whole run".padEnd(width)} ${" ".repeat(9)} ${seconds(wall)}`,
  ]
  if (tests.length > 0) {
    lines.push("", `Slowest ${Math.min(slowest, tests.length)} browser tests:`)
    for (const test of tests.slice(0, slowest)) lines.push(`  ${seconds(test.seconds)}  ${test.title}`)
  }
  return lines
}
