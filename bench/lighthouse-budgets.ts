/**
 * The quality bar of issue 6, as data: every URL in mobile mode (and the home page on desktop)
 * must score 100 in all four categories and stay inside the metric and JavaScript budgets.
 */
import type { PageSummary } from "./lighthouse-summary"

export const budgets = {
  minScore: 100,
  maxLcpMs: 1500,
  maxCls: 0.01,
  maxTbtMs: 50,
  maxFirstLoadJsKbHome: 150,
  maxFirstLoadJsKbOther: 110,
}

export type BudgetMiss = { target: string; budget: string; measured: string; detail?: string }

/** Every budget a page misses, with the measured value and the audits that cost the points. */
export function budgetMisses(page: PageSummary): BudgetMiss[] {
  const misses: BudgetMiss[] = []
  const target = `${page.path} (${page.mode})`
  const miss = (budget: string, measured: string, detail?: string) => misses.push({ target, budget, measured, detail })

  if (page.runtimeError) miss("Lighthouse ran", "error", page.runtimeError)
  for (const category of ["performance", "accessibility", "best-practices", "seo"] as const) {
    // The 404 page answers 404 by design, which Lighthouse's SEO category counts against it.
    if (category === "seo" && page.isNotFoundPage) continue
    const score = page.scores[category]
    if (score === null || score < budgets.minScore) {
      miss(`${category} = ${budgets.minScore}`, String(score ?? "n/a"), page.failedAudits[category].join(", "))
    }
  }
  if (!(page.lcpMs <= budgets.maxLcpMs)) miss(`LCP <= ${budgets.maxLcpMs} ms`, `${Math.round(page.lcpMs)} ms`, page.lcpElement)
  if (!(page.cls <= budgets.maxCls)) miss(`CLS <= ${budgets.maxCls}`, page.cls.toFixed(3))
  if (!(page.tbtMs <= budgets.maxTbtMs)) miss(`TBT <= ${budgets.maxTbtMs} ms`, `${Math.round(page.tbtMs)} ms`)
  const maxJs = page.path === "/" ? budgets.maxFirstLoadJsKbHome : budgets.maxFirstLoadJsKbOther
  if (!(page.firstLoadJsKb <= maxJs)) miss(`first-load JS <= ${maxJs} KB gzip`, `${page.firstLoadJsKb.toFixed(1)} KB`)
  if (page.thirdPartyRequests.length > 0) {
    miss("no third-party request", `${page.thirdPartyRequests.length} request(s)`, page.thirdPartyRequests.join(", "))
  }
  return misses
}
