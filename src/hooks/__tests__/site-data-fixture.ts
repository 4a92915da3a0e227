/**
 * What useStaticQuery returns for the SiteData query, built from the real data files, for
 * component tests (Gatsby's `useStaticQuery` is a jest.fn in __mocks__/gatsby.ts).
 */
import { useStaticQuery } from "gatsby"
import blocks from "../../../data/blocks.json"
import company from "../../../data/company.json"
import navigation from "../../../data/navigation.json"
import pricing from "../../../data/pricing.json"
import services from "../../../data/services.json"

export const TEST_SITE_URL = "https://www.example.com"

export function siteDataFixture(buildYear = "2024") {
  return {
    site: { siteMetadata: { siteUrl: TEST_SITE_URL }, buildTime: buildYear },
    companyJson: company,
    navigationJson: navigation,
    blocksJson: blocks,
    pricingJson: { currency: pricing.currency },
    servicesJson: { items: services.items.map(({ id, title, icon }) => ({ id, title, icon })) },
  }
}

/** Makes every useStaticQuery call in the test answer with the site data. */
export function mockSiteData(buildYear?: string) {
  jest.mocked(useStaticQuery).mockReturnValue(siteDataFixture(buildYear))
}
