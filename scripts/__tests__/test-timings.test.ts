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

test("prints each phase, the total, and at most the asked number of slowest tests", () => {
  const lines = timingSummary(
    [
      { name: "lint", seconds: 20.04 },
      { name: "browser", seconds: 300.5 },
    ],
    browserTestTimes(report),
    2,
  )
  expect(lines).toEqual([
    "Time per phase:",
    "  lint       20.0 s",
    "  browser   300.5 s",
    "  total     320.5 s",
    "",
    "Slowest 2 browser tests:",
    "     61.0 s  quality/layout.spec.ts › / at every width",
    "      7.5 s  site.spec.ts › the shared layout › header at 1280 px",
  ])
})

test("without a browser report (the build failed) only the phases are printed", () => {
  expect(timingSummary([{ name: "build", seconds: 3 }], [])).toEqual([
    "Time per phase:",
    "  build     3.0 s",
    "  total     3.0 s",
  ])
})

test("a phase that ran beside the others is shown but not added to the total", () => {
  const lines = timingSummary(
    [
      { name: "build", seconds: 250, beside: true },
      { name: "jest", seconds: 200 },
      { name: "browser", seconds: 300 },
    ],
    [],
  )
  expect(lines).toEqual([
    "Time per phase:",
    "  build     250.0 s  (beside other phases)",
    "  jest      200.0 s",
    "  browser   300.0 s",
    "  total     500.0 s",
  ])
})
