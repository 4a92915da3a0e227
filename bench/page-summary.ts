/** The figures of one Lighthouse run of one URL, as the table and the budgets read them. */
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
  /**
   * Lighthouse's measure of the machine's speed as the run began (`environment.benchmarkIndex`):
   * about 2280 on this machine when it is quiet. Every simulated task scales with it.
   */
  benchmarkIndex: number
  /** The errors-in-console audit's rows: the URL each error names and its text. */
  consoleErrors: Array<{ url: string; description: string }>
}
