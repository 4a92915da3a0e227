import { createContext, createElement, useContext, useMemo, type ReactNode } from "react"
import { SERVICES_PATH } from "../../shared/site-paths"

/** The fragment's root fields and the data file behind each, for the message when one is missing. */
const SITE_DATA_FIELDS = {
  site: "gatsby-config.ts siteMetadata",
  siteCompany: "data/company.json",
  siteNavigation: "data/navigation.json",
  siteBlocks: "data/blocks.json",
  sitePricing: "data/pricing.json",
  siteServices: "data/services.json",
} as const

type SiteDataFragment = Queries.SiteDataFragment
type Present<Data> = { [Field in keyof Data]-?: NonNullable<Data[Field]> }

/**
 * The fragment's fields of a page's query result, each present. Every page query spreads
 * `...SiteData` (src/page-data/site-data-fields.ts); a page without it is a build bug, so
 * server rendering fails on it, naming what is missing.
 */
function requireSiteData(data: unknown): Present<SiteDataFragment> {
  const record = (typeof data === "object" && data !== null ? data : {}) as Record<string, unknown>
  const missing = Object.entries(SITE_DATA_FIELDS)
    .filter(([field]) => record[field] === null || record[field] === undefined)
    .map(([field, source]) => `${field} (${source})`)
  if (missing.length > 0)
    throw new Error(
      `This page's query has no site data: ${missing.join(", ")}. Its page query must spread ...SiteData.`,
    )
  // Every field was checked above; the generated type describes the fragment's selection.
  return record as Present<SiteDataFragment>
}

/**
 * Site-wide data in the page's edition, from the page's own query result: company details,
 * navigation, the reusable blocks, the currency and the service list for menus. A page's Head is
 * rendered outside the page wrapper, so it calls this with its `data`; components use
 * `useSiteData()`.
 */
export function siteDataOf(data: unknown) {
  const { site, siteCompany, siteNavigation, siteBlocks, sitePricing, siteServices } = requireSiteData(data)
  if (!site.siteMetadata?.siteUrl) throw new Error("gatsby-config.ts sets no siteMetadata.siteUrl.")
  return {
    siteUrl: site.siteMetadata.siteUrl,
    buildYear: Number(site.buildTime),
    company: siteCompany,
    navigation: siteNavigation,
    blocks: siteBlocks,
    currency: sitePricing.currency,
    services: siteServices.items.map(service => ({ ...service, path: `${SERVICES_PATH}${service.id}/` })),
  }
}

export type SiteData = ReturnType<typeof siteDataOf>
export type Company = SiteData["company"]

const SiteDataContext = createContext<SiteData | null>(null)

/** Gives the page's site data to the layout and sections (the page wrapper, from the page's query result). */
export function SiteDataProvider({ data, children }: { data: unknown; children: ReactNode }) {
  const siteData = useMemo(() => siteDataOf(data), [data])
  return createElement(SiteDataContext.Provider, { value: siteData }, children)
}

/**
 * Site-wide data shared by the layout and the reusable bands, in the page's edition: what the
 * page wrapper provides from the page's query (house style habit 2: components never query).
 */
export function useSiteData(): SiteData {
  const siteData = useContext(SiteDataContext)
  if (!siteData) throw new Error("useSiteData() outside a SiteDataProvider (the page wrapper provides it).")
  return siteData
}
