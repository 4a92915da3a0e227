import { englishTwinPath, twinMisses } from "../lighthouse-budgets"
import type { PageSummary } from "../page-summary"

function page(path: string, figures: Partial<PageSummary> = {}): PageSummary {
  return {
    path,
    mode: "mobile",
    isNotFoundPage: false,
    scores: { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 },
    failedAudits: { performance: [], accessibility: [], "best-practices": [], seo: [] },
    lcpMs: 1000,
    cls: 0,
    tbtMs: 0,
    fcpMs: 800,
    speedIndexMs: 900,
    firstLoadJsKb: 80,
    firstLoadJsFiles: [],
    totalKb: 200,
    thirdPartyRequests: [],
    benchmarkIndex: 2280,
    consoleErrors: [],
    ...figures,
  }
}

test("an Arabic page's twin is the English page at the same path", () => {
  expect(englishTwinPath("/ar/")).toBe("/")
  expect(englishTwinPath("/ar/services/vat/")).toBe("/services/vat/")
  expect(englishTwinPath("/about/")).toBeUndefined()
  expect(englishTwinPath("/art/")).toBeUndefined()
  expect(englishTwinPath("/ar/this-page-does-not-exist/")).toBe("/this-page-does-not-exist/")
})

test("within 10 % of the twin's LCP, 2 KB of its JavaScript and at CLS 0, an Arabic page passes", () => {
  const pages = [page("/about/"), page("/ar/about/", { lcpMs: 1100, firstLoadJsKb: 82 })]
  expect(twinMisses(pages)).toEqual([])
})

test("each budget past its edge is a miss naming the twin", () => {
  const pages = [page("/about/"), page("/ar/about/", { lcpMs: 1101, firstLoadJsKb: 82.1, cls: 0.001 })]
  expect(twinMisses(pages).map(miss => miss.budget)).toEqual([
    "CLS = 0",
    "LCP <= /about/ + 10 % (1100 ms)",
    "first-load JS <= /about/ + 2 KB (82.0 KB)",
  ])
})

test("twins are compared in the same mode only, and an unmeasured twin is no miss", () => {
  const pages = [page("/", { mode: "desktop", lcpMs: 500 }), page("/ar/", { lcpMs: 1400 })]
  expect(twinMisses(pages)).toEqual([])
})
