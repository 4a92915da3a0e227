/**
 * The figures the table shows and the budgets judge, for one URL: each the median of its runs'
 * values (Lighthouse CI's "median" aggregation). A single disturbed run (the machine busy for a
 * moment, Chrome slow to create the page's JavaScript context) can then neither pass nor fail a
 * page on its own. What must hold in every run is pooled instead: a third-party request or a
 * console error in any run counts. Runs Lighthouse could not finish are left out.
 */
import { categories, type Category, type PageSummary } from "./page-summary"

export function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** The nearest-rank percentile (p in 0–100) of a set of measurements. */
export function percentile(values: number[], p: number): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}

const unique = <T>(values: T[], key: (value: T) => string = String): T[] => [
  ...new Map(values.map(value => [key(value), value])).values(),
]

/** `representative` is the run whose report is saved (Lighthouse's computeMedianRun); it names the LCP element. */
export function medianFigures(runs: PageSummary[], representative: PageSummary): PageSummary {
  const measured = runs.filter(run => !run.runtimeError)
  if (measured.length === 0) return representative
  const of = (pick: (run: PageSummary) => number) => median(measured.map(pick))
  const scores = {} as Record<Category, number | null>
  const failedAudits = {} as Record<Category, string[]>
  for (const category of categories) {
    const values = measured.map(run => run.scores[category]).filter((score): score is number => score !== null)
    scores[category] = values.length === measured.length ? median(values) : null
    // The audits that cost points in the runs that lost them: they explain a median below 100.
    failedAudits[category] = unique(measured.flatMap(run => run.failedAudits[category])).sort()
  }
  return {
    ...representative,
    runtimeError: undefined,
    scores,
    failedAudits,
    lcpMs: of(run => run.lcpMs),
    cls: of(run => run.cls),
    tbtMs: of(run => run.tbtMs),
    fcpMs: of(run => run.fcpMs),
    speedIndexMs: of(run => run.speedIndexMs),
    totalKb: of(run => run.totalKb),
    benchmarkIndex: of(run => run.benchmarkIndex),
    thirdPartyRequests: unique(measured.flatMap(run => run.thirdPartyRequests)),
    consoleErrors: unique(
      measured.flatMap(run => run.consoleErrors),
      error => `${error.url} ${error.description}`,
    ),
  }
}

/**
 * How fast the machine was over all runs, for the table's heading: a busy machine stretches
 * every task Lighthouse multiplies, so a TBT read without it can mislead.
 */
export function machineSpeed(runs: PageSummary[]): string {
  const indexes = runs.filter(run => !run.runtimeError).map(run => run.benchmarkIndex)
  const measured = indexes.filter(Number.isFinite)
  if (measured.length === 0) return "Machine speed: not reported by Lighthouse."
  return `Machine speed (Lighthouse benchmarkIndex over ${measured.length} run${measured.length === 1 ? "" : "s"}): median ${Math.round(median(measured))}, lowest ${Math.round(Math.min(...measured))}.`
}
