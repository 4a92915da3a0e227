import { machineSpeed, median, medianFigures, percentile } from "../median-figures"
import type { PageSummary } from "../page-summary"

function run(overrides: Partial<PageSummary> = {}): PageSummary {
  return {
    path: "/terms-conditions/",
    mode: "mobile",
    isNotFoundPage: false,
    scores: { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 },
    failedAudits: { performance: [], accessibility: [], "best-practices": [], seo: [] },
    lcpMs: 700,
    lcpElement: "<h1>",
    cls: 0,
    tbtMs: 10,
    fcpMs: 650,
    speedIndexMs: 650,
    firstLoadJsKb: 75.8,
    firstLoadJsFiles: ["/app.js"],
    totalKb: 90,
    thirdPartyRequests: [],
    benchmarkIndex: 2280,
    consoleErrors: [],
    ...overrides,
  }
}

describe("median", () => {
  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([30, 10, 20])).toBe(20)
    expect(median([40, 10, 30, 20])).toBe(25)
    expect(median([])).toBeNaN()
  })
})

describe("percentile", () => {
  it("is the nearest-rank value: p50 and p95 of 1..100 are 50 and 95; one value is every percentile", () => {
    const values = Array.from({ length: 100 }, (_, index) => 100 - index)
    expect(percentile(values, 50)).toBe(50)
    expect(percentile(values, 95)).toBe(95)
    expect(percentile([7], 95)).toBe(7)
    expect(percentile([], 50)).toBeNaN()
  })
})

describe("medianFigures", () => {
  it("lets one slow run neither fail nor pass a page on its own", () => {
    const slow = run({
      tbtMs: 102,
      scores: { performance: 99, accessibility: 100, "best-practices": 100, seo: 100 },
      failedAudits: { performance: ["total-blocking-time"], accessibility: [], "best-practices": [], seo: [] },
    })
    const figures = medianFigures([run({ tbtMs: 12 }), slow, run({ tbtMs: 24 })], slow)
    expect(figures.tbtMs).toBe(24)
    expect(figures.scores.performance).toBe(100)

    const twoSlow = medianFigures([run({ tbtMs: 62 }), slow, run({ tbtMs: 24 })], slow)
    expect(twoSlow.tbtMs).toBe(62)
  })

  it("names the audits that cost points in any run, to explain a median below 100", () => {
    const lost = (performance: number, audit: string) =>
      run({
        scores: { performance, accessibility: 100, "best-practices": 100, seo: 100 },
        failedAudits: { performance: [audit], accessibility: [], "best-practices": [], seo: [] },
      })
    const figures = medianFigures([lost(98, "total-blocking-time"), lost(99, "largest-contentful-paint"), run()], run())
    expect(figures.scores.performance).toBe(99)
    expect(figures.failedAudits.performance).toEqual(["largest-contentful-paint", "total-blocking-time"])
  })

  it("counts a third-party request or a console error seen in any run", () => {
    const leaky = run({
      thirdPartyRequests: ["https://fonts.example.com/a.woff2"],
      consoleErrors: [{ url: "http://127.0.0.1/x.js", description: "boom" }],
    })
    const figures = medianFigures([run(), leaky, run()], run())
    expect(figures.thirdPartyRequests).toEqual(["https://fonts.example.com/a.woff2"])
    expect(figures.consoleErrors).toEqual([{ url: "http://127.0.0.1/x.js", description: "boom" }])
  })

  it("leaves out runs Lighthouse could not finish, and keeps the representative run's LCP element", () => {
    const failed = run({ runtimeError: "NO_NAVSTART: run again", tbtMs: Number.NaN, lcpMs: Number.NaN })
    const representative = run({ lcpElement: '<p class="lead">', lcpMs: 720 })
    const figures = medianFigures([failed, representative, run({ lcpMs: 760 })], representative)
    expect(figures.runtimeError).toBeUndefined()
    expect(figures.lcpMs).toBe(740)
    expect(figures.lcpElement).toBe('<p class="lead">')
  })

  it("reports the error when no run finished", () => {
    const failed = run({ runtimeError: "NO_NAVSTART: run again" })
    expect(medianFigures([failed, failed], failed).runtimeError).toBe("NO_NAVSTART: run again")
  })
})

describe("machineSpeed", () => {
  it("gives the median and the lowest benchmark index of the runs Lighthouse finished", () => {
    const runs = [
      run({ benchmarkIndex: 2290 }),
      run({ benchmarkIndex: 1100 }),
      run({ benchmarkIndex: 2270.4 }),
      run({ benchmarkIndex: 500, runtimeError: "NO_NAVSTART: run Lighthouse again" }),
    ]
    expect(machineSpeed(runs)).toBe("Machine speed (Lighthouse benchmarkIndex over 3 runs): median 2270, lowest 1100.")
  })

  it("says so when no run reported it", () => {
    expect(machineSpeed([run({ benchmarkIndex: Number.NaN })])).toBe("Machine speed: not reported by Lighthouse.")
  })
})
