/**
 * The quality bar, as data: every URL in mobile mode (and the home page on desktop)
 * must score 100 in all four categories and stay inside the metric and JavaScript budgets.
 */
import { editionNeutralPath } from "../shared/i18n/localized-path"
import { localeOfPath } from "../shared/i18n/locales"
import type { PageSummary } from "./page-summary"

export const budgets = {
  minScore: 100,
  maxLcpMs: 1500,
  maxCls: 0.01,
  maxTbtMs: 50,
  maxFirstLoadJsKbHome: 150,
  maxFirstLoadJsKbOther: 110,
  /**
   * An Arabic page against its English twin: the Arabic face and the right-to-left
   * layout may cost a little, not a slower page. The 404 twins are the editions' 404 pages.
   */
  arabic: { maxCls: 0, maxLcpOverTwin: 0.1, maxExtraFirstLoadJsKb: 2 },
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
    if (category === "best-practices" && onlyOwnNotFoundErrors(page)) continue
    const score = page.scores[category]
    if (score === null || score < budgets.minScore) {
      miss(`${category} = ${budgets.minScore}`, String(score ?? "n/a"), page.failedAudits[category].join(", "))
    }
  }
  if (!(page.lcpMs <= budgets.maxLcpMs))
    miss(`LCP <= ${budgets.maxLcpMs} ms`, `${Math.round(page.lcpMs)} ms`, page.lcpElement)
  if (!(page.cls <= budgets.maxCls)) miss(`CLS <= ${budgets.maxCls}`, page.cls.toFixed(3))
  if (!(page.tbtMs <= budgets.maxTbtMs)) miss(`TBT <= ${budgets.maxTbtMs} ms`, `${Math.round(page.tbtMs)} ms`)
  const maxJs = page.path === "/" ? budgets.maxFirstLoadJsKbHome : budgets.maxFirstLoadJsKbOther
  if (!(page.firstLoadJsKb <= maxJs)) miss(`first-load JS <= ${maxJs} KB gzip`, `${page.firstLoadJsKb.toFixed(1)} KB`)
  if (page.thirdPartyRequests.length > 0) {
    miss("no third-party request", `${page.thirdPartyRequests.length} request(s)`, page.thirdPartyRequests.join(", "))
  }
  return misses
}

/**
 * The 404 page's best-practices points are lost to its own 404 by design: Chrome logs "Failed
 * to load resource ... 404" for the document itself, and Gatsby's runtime confirms the
 * address is unknown by fetching its page-data.json and sending a HEAD request for it (both
 * 404). When those are the only console errors and nothing else failed, the 404 page is
 * exempt, as it is from SEO; any other error still counts.
 */
export function onlyOwnNotFoundErrors(page: PageSummary): boolean {
  if (!page.isNotFoundPage) return false
  const failed = page.failedAudits["best-practices"]
  if (failed.length !== 1 || failed[0] !== "errors-in-console") return false
  const bare = page.path.replace(/\/$/, "")
  const own = new Set([page.path, bare, `/page-data${bare}/page-data.json`])
  return page.consoleErrors.every(error => {
    const path = pathOf(error.url)
    return path !== undefined && own.has(path) && /status of 404/.test(error.description)
  })
}

function pathOf(url: string): string | undefined {
  try {
    return new URL(url).pathname
  } catch {
    return undefined
  }
}

/** The English page an Arabic one translates: the same path without the /ar/ prefix. */
export function englishTwinPath(path: string): string | undefined {
  return localeOfPath(path) === "ar" ? editionNeutralPath(path) : undefined
}

/**
 * The Arabic pages' budgets against their English twins measured in the same run, in the same
 * mode: CLS 0, LCP at most 10 % longer, first-load JS at most 2 KB more. An Arabic page whose
 * twin was not measured (--only) is compared with nothing.
 */
export function twinMisses(pages: PageSummary[]): BudgetMiss[] {
  const misses: BudgetMiss[] = []
  const { maxCls, maxLcpOverTwin, maxExtraFirstLoadJsKb } = budgets.arabic
  for (const page of pages) {
    const twinPath = englishTwinPath(page.path)
    if (twinPath === undefined) continue
    const target = `${page.path} (${page.mode})`
    if (!(page.cls <= maxCls)) misses.push({ target, budget: `CLS = ${maxCls}`, measured: page.cls.toFixed(3) })
    const twin = pages.find(other => other.path === twinPath && other.mode === page.mode)
    if (!twin) continue
    const maxLcp = twin.lcpMs * (1 + maxLcpOverTwin)
    if (!(page.lcpMs <= maxLcp)) {
      misses.push({
        target,
        budget: `LCP <= ${twinPath} + ${maxLcpOverTwin * 100} % (${Math.round(maxLcp)} ms)`,
        measured: `${Math.round(page.lcpMs)} ms`,
        detail: page.lcpElement,
      })
    }
    const maxJs = twin.firstLoadJsKb + maxExtraFirstLoadJsKb
    if (!(page.firstLoadJsKb <= maxJs)) {
      misses.push({
        target,
        budget: `first-load JS <= ${twinPath} + ${maxExtraFirstLoadJsKb} KB (${maxJs.toFixed(1)} KB)`,
        measured: `${page.firstLoadJsKb.toFixed(1)} KB`,
      })
    }
  }
  return misses
}
