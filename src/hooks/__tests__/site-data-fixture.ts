/**
 * What a page query's `...SiteData` fragment returns (src/page-data/site-data-fields.ts), built
 * from the real data files, for component tests: the edition's node of each file, picked by its
 * locale as the fragment picks it.
 */
import { editionOf } from "../../../shared/i18n/edition"
import type { Locale } from "../../../shared/i18n/locales"
import blocks from "../../../data/blocks.json"
import company from "../../../data/company.json"
import navigation from "../../../data/navigation.json"
import pricing from "../../../data/pricing.json"
import services from "../../../data/services.json"
import { siteDataOf, type SiteData } from "../use-site-data"

export const TEST_SITE_URL = "https://www.example.com"

export function siteDataFixture(locale: Locale, buildYear = "2024") {
  return {
    site: { siteMetadata: { siteUrl: TEST_SITE_URL }, buildTime: buildYear },
    siteCompany: editionOf(company, locale),
    siteNavigation: editionOf(navigation, locale),
    siteBlocks: editionOf(blocks, locale),
    sitePricing: { currency: editionOf(pricing, locale).currency },
    siteServices: { items: editionOf(services, locale).items.map(({ id, title, icon }) => ({ id, title, icon })) },
  }
}

/** The site data a page of the edition shows (what `siteDataOf(data)` makes of its query result). */
export const testSiteData = (locale: Locale, buildYear?: string): SiteData =>
  siteDataOf(siteDataFixture(locale, buildYear))
