/**
 * Turns one Lighthouse result into the figures of the table: scores, metrics, the audits that
 * cost points, first-load JavaScript (gzip) and any request that left the machine.
 */
import { gzipSync } from "node:zlib"
import type { Result } from "lighthouse"

export const categories = ["performance", "accessibility", "best-practices", "seo"] as const
export type Category = (typeof categories)[number]
export type Mode = "mobile" | "desktop"

export type PageSummary = {
  path: string
  mode: Mode
  isNotFoundPage: boolean
  runtimeError?: string
  scores: Record<Category, number | null>
  failedAudits: Record<Category, string[]>
  lcpMs: number
  lcpElement?: string
  cls: number
  tbtMs: number
  fcpMs: number
  speedIndexMs: number
  firstLoadJsKb: number
  firstLoadJsFiles: string[]
  totalKb: number
  thirdPartyRequests: string[]
}

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

const gzipSizes = new Map<string, Promise<number>>()

/** The gzip size (level 9) of a script as the server sends it uncompressed. */
function gzipSizeOf(url: string): Promise<number> {
  let size = gzipSizes.get(url)
  if (!size) {
    size = fetch(url, { headers: { "accept-encoding": "identity" } })
      .then(response => {
        if (!response.ok) throw new Error(`${url} answered ${response.status}`)
        return response.arrayBuffer()
      })
      .then(body => gzipSync(Buffer.from(body), { level: 9 }).length)
    gzipSizes.set(url, size)
  }
  return size
}

/**
 * First-load JavaScript: every script requested before the load event, as in Lighthouse's
 * network records; both clocks are aligned on the trace timestamps Lighthouse reports.
 */
async function firstLoadScripts(lhr: Result): Promise<{ kb: number; files: string[] }> {
  const network = detailsOf(lhr, "network-requests")
  const items = (Array.isArray(network.items) ? network.items : []) as NetworkRequestItem[]
  const debugData = network.debugData as { networkStartTimeTs?: number } | undefined
  const metricsItems = detailsOf(lhr, "metrics").items
  const observed = (Array.isArray(metricsItems) ? metricsItems[0] : undefined) as { observedLoadTs?: number } | undefined
  const loadMs =
    debugData?.networkStartTimeTs !== undefined && observed?.observedLoadTs !== undefined
      ? (observed.observedLoadTs - debugData.networkStartTimeTs) / 1000
      : Number.POSITIVE_INFINITY
  const scripts = items.filter(
    item => item.resourceType === "Script" && isLoopback(item.url) && (item.rendererStartTime ?? 0) <= loadMs,
  )
  const files = [...new Set(scripts.map(item => item.url))]
  const sizes = await Promise.all(files.map(gzipSizeOf))
  return { kb: sizes.reduce((sum, size) => sum + size, 0) / 1024, files: files.map(url => new URL(url).pathname) }
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
  const firstLoad = await firstLoadScripts(lhr)
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
  }
}

/** The middle run, ranked by performance score and then by LCP (ties go to the slower run). */
export function medianRun<T extends { summary: PageSummary }>(runs: T[]): T {
  const ranked = [...runs].sort(
    (a, b) => (b.summary.scores.performance ?? -1) - (a.summary.scores.performance ?? -1) || a.summary.lcpMs - b.summary.lcpMs,
  )
  return ranked[Math.floor(ranked.length / 2)]
}
