/**
 * What useStaticQuery returns for the SiteData query, built from the real data files, for
 * component tests (Gatsby's `useStaticQuery` is a jest.fn in __mocks__/gatsby.ts).
 */
import { useStaticQuery } from "gatsby"
import { editionOf } from "../../i18n/edition"
import { LOCALES } from "../../i18n/locales"
import blocks from "../../../data/blocks.json"
import company from "../../../data/company.json"
import navigation from "../../../data/navigation.json"
import pricing from "../../../data/pricing.json"
import services from "../../../data/services.json"

export const TEST_SITE_URL = "https://www.example.com"

/** A data file's nodes as GraphQL holds them: one per edition (gatsby/edition-nodes.ts). */
const nodesOf = (file: object) => ({ nodes: LOCALES.map(locale => ({ ...editionOf(file, locale), locale })) })

export function siteDataFixture(buildYear = "2024") {
  const menu = {
    ...services,
    items: services.items.map(({ id, title, icon }) => ({ id, title, icon })),
  }
  return {
    site: { siteMetadata: { siteUrl: TEST_SITE_URL }, buildTime: buildYear },
    allCompanyJson: nodesOf(company),
    allNavigationJson: nodesOf(navigation),
    allBlocksJson: nodesOf(blocks),
    allPricingJson: nodesOf(pricing),
    allServicesJson: nodesOf(menu),
  }
}

/** Makes every useStaticQuery call in the test answer with the site data. */
export function mockSiteData(buildYear?: string) {
  jest.mocked(useStaticQuery).mockReturnValue(siteDataFixture(buildYear))
}
