import { graphql } from "gatsby"

/**
 * The site-wide data of the page's edition that the layout, Seo and the reusable bands show:
 * company details, navigation, the reusable blocks, the currency and the service list for menus.
 * Every page query spreads it (`...SiteData`) with its `$locale`, so a page's data carries its own
 * edition only; the page wrapper and the page's Head read it with src/hooks/use-site-data.ts.
 * The fields are aliased so that a page's own query of the same file never merges with them.
 */
export const siteDataFields = graphql`
  fragment SiteData on Query {
    site {
      siteMetadata {
        siteUrl
      }
      buildTime(formatString: "YYYY")
    }
    siteCompany: companyJson(locale: { eq: $locale }) {
      ...CompanyFields
    }
    siteNavigation: navigationJson(locale: { eq: $locale }) {
      ...NavigationFields
    }
    siteBlocks: blocksJson(locale: { eq: $locale }) {
      ...BlocksFields
    }
    sitePricing: pricingJson(locale: { eq: $locale }) {
      currency
    }
    siteServices: servicesJson(locale: { eq: $locale }) {
      items {
        id
        title
        icon
      }
    }
  }
`
