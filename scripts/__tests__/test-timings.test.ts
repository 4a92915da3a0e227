import { browserTestTimes, timingSummary } from "../test-timings"

const run = (...durations: number[]) => ({ results: durations.map(duration => ({ duration })) })

const report = {
  suites: [
    {
      title: "site.spec.ts",
      file: "site.spec.ts",
      specs: [{ title: "home answers 200", tests: [run(1200)] }],
      suites: [{ title: "the shared layout", specs: [{ title: "header at 1280 px", tests: [run(3000, 4500)] }] }],
    },
    {
      title: "quality/layout.spec.ts",
      file: "quality/layout.spec.ts",
      specs: [{ title: "/ at every width", tests: [run(61_000)] }],
    },
  ],
}

test("lists every browser test with its file and describe blocks, slowest first, retries added up", () => {
  expect(browserTestTimes(report)).toEqual([
    { title: "quality/layout.spec.ts › / at every width", seconds: 61 },
    { title: "site.spec.ts › the shared layout › header at 1280 px", seconds: 7.5 },
    { title: "site.spec.ts › home answers 200", seconds: 1.2 },
  ])
})

test("prints each phase from its start, the whole run's wall time, and at most the asked number of slowest tests", () => {
  const lines = timingSummary(
    [
      { name: "browser", startedAt: 250.25, seconds: 300.5 },
      { name: "build", startedAt: 0, seconds: 250.2 },
      { name: "jest", startedAt: 0.1, seconds: 200 },
    ],
    551.3,
    browserTestTimes(report),
    2,
  )
  expect(lines).toEqual([
    "Time per phase (started at, took):",
    "  build         0.0 s   250.2 s",
    "  jest          0.1 s   200.0 s",
    "  browser     250.3 s   300.5 s",
    "  whole run             551.3 s",
    "",
    "Slowest 2 browser tests:",
    "     61.0 s  quality/layout.spec.ts › / at every width",
    "      7.5 s  site.spec.ts › the shared layout › header at 1280 px",
  ])
})

test("without a browser report (the build failed) only the phases are printed", () => {
  expect(timingSummary([{ name: "build", startedAt: 0, seconds: 3 }], 3.5, [])).toEqual([
    "Time per phase (started at, took):",
    "  build         0.0 s     3.0 s",
    "  whole run               3.5 s",
  ])
})
