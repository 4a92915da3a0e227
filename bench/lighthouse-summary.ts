/**
 * Turns one Lighthouse result into the figures of the table: scores, metrics, the audits that
 * cost points, first-load JavaScript (gzip, from the build) and any request that left the machine.
 */
import type { Result } from "lighthouse"
import { computeMedianRun } from "lighthouse/core/lib/median-run.js"
import { firstLoadJs } from "./first-load-js"
import { categories, type Category, type Mode, type PageSummary } from "./page-summary"

type NetworkRequestItem = { url: string; rendererStartTime?: number; resourceType?: string }

const loopbackHosts = new Set(["127.0.0.1", "localhost", "[::1]"])

function numeric(lhr: Result, auditId: string): number {
  return lhr.audits[auditId]?.numericValue ?? Number.NaN
}

/** The details of an audit as plain JSON: Lighthouse types them per audit, we only read a few keys. */
function detailsOf(lhr: Result, auditId: string): Record<string, unknown> {
  const details: unknown = lhr.audits[auditId]?.details
  return details && typeof details === "object" ? (details as Record<string, unknown>) : {}
}

function firstNodeSnippet(value: unknown): string | undefined {
  if (!value || typeof value !== "object") return undefined
  const record = value as Record<string, unknown>
  if (record.type === "node" && typeof record.snippet === "string") return record.snippet
  for (const child of Object.values(record)) {
    const found = Array.isArray(child) ? child.map(firstNodeSnippet).find(Boolean) : firstNodeSnippet(child)
    if (found) return found
  }
  return undefined
}

/** Audits of a category that lost points (score below 1 and a weight in the category). */
function failedAuditsOf(lhr: Result, category: Category): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? []
  return refs
    .filter(ref => ref.weight > 0)
    .filter(ref => {
      const score = lhr.audits[ref.id]?.score
      return typeof score === "number" && score < 1
    })
    .map(ref => ref.id)
}

function isLoopback(url: string): boolean {
  try {
    const parsed = new URL(url)
    if (!["http:", "https:", "ws:", "wss:"].includes(parsed.protocol)) return true
    return loopbackHosts.has(parsed.hostname)
  } catch {
    return true
  }
}

/**
 * First-load JavaScript, from the build rather than the network log: the page's bundles plus
 * its page component's chunk group (bench/first-load-js.ts). The pages request their bundles
 * after the first paint (gatsby-ssr.tsx), often after the load event, so "scripts requested
 * before load" would miss them. The 404 page is measured as public/404/.
 */
function firstLoadScripts(path: string, isNotFoundPage: boolean): { kb: number; files: string[] } {
  const [page] = firstLoadJs("public", [isNotFoundPage ? "/404/" : path])
  if (!page) return { kb: Number.NaN, files: [] }
  return { kb: page.totalKb, files: Object.keys(page.files).map(name => `/${name}`) }
}

type ConsoleErrorItem = { description?: string; sourceLocation?: { url?: string } }

function consoleErrorsOf(lhr: Result): PageSummary["consoleErrors"] {
  const items = detailsOf(lhr, "errors-in-console").items
  return ((Array.isArray(items) ? items : []) as ConsoleErrorItem[]).map(item => ({
    url: item.sourceLocation?.url ?? "",
    description: item.description ?? "",
  }))
}

export async function summarize(lhr: Result, path: string, mode: Mode, isNotFoundPage: boolean): Promise<PageSummary> {
  const scores = {} as Record<Category, number | null>
  const failedAudits = {} as Record<Category, string[]>
  for (const category of categories) {
    const score = lhr.categories[category]?.score
    scores[category] = typeof score === "number" ? Math.round(score * 100) : null
    failedAudits[category] = failedAuditsOf(lhr, category)
  }
  const network = detailsOf(lhr, "network-requests")
  const requests = (Array.isArray(network.items) ? network.items : []) as NetworkRequestItem[]
  const firstLoad = firstLoadScripts(path, isNotFoundPage)
  return {
    path,
    mode,
    isNotFoundPage,
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined,
    scores,
    failedAudits,
    lcpMs: numeric(lhr, "largest-contentful-paint"),
    lcpElement: firstNodeSnippet(lhr.audits["largest-contentful-paint-element"]?.details),
    cls: numeric(lhr, "cumulative-layout-shift"),
    tbtMs: numeric(lhr, "total-blocking-time"),
    fcpMs: numeric(lhr, "first-contentful-paint"),
    speedIndexMs: numeric(lhr, "speed-index"),
    firstLoadJsKb: firstLoad.kb,
    firstLoadJsFiles: firstLoad.files,
    totalKb: numeric(lhr, "total-byte-weight") / 1024,
    thirdPartyRequests: [...new Set(requests.map(item => item.url).filter(url => !isLoopback(url)))],
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    consoleErrors: consoleErrorsOf(lhr),
  }
}

/**
 * The median run as Lighthouse defines it (core/lib/median-run.js, used by Lighthouse CI): the
 * run closest to the median first contentful paint and time to interactive. Runs that failed
 * (a runtime error, no metrics) are left out; when all failed, the first is returned, so the
 * table shows the error.
 */
export function medianRun<T extends { lhr: Result }>(runs: T[]): T {
  const measured = runs.filter(run => !run.lhr.runtimeError && Number.isFinite(numeric(run.lhr, "interactive")))
  if (measured.length === 0) return runs[0]
  const median = computeMedianRun(measured.map(run => run.lhr))
  return measured.find(run => run.lhr === median) ?? measured[0]
}
