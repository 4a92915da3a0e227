import { graphql, useStaticQuery } from "gatsby"
import { useLocale } from "../i18n/locale-context"
import type { Locale } from "../i18n/locales"
import { requireQueryData } from "../page-data/require-query-data"
import { SERVICES_PATH } from "../site-paths"

/** The node of the wanted edition; every data file has one per edition (gatsby/edition-nodes.ts). */
function ofEdition<T extends { readonly locale: string }>(nodes: ReadonlyArray<T>, locale: Locale, file: string): T {
  const node = nodes.find(candidate => candidate.locale === locale)
  if (!node) throw new Error(`data/${file} has no ${locale} edition in GraphQL.`)
  return node
}

/**
 * Site-wide data shared by the layout, the Seo component and the reusable bands, in the page's
 * edition: company details, navigation, the reusable blocks and the service list for menus.
 * The one place a component may query GraphQL itself (house style habit 2); each file's
 * selection is a fragment of its own in src/page-data/.
 * A page's Head is rendered outside the page wrapper, so it passes its edition explicitly.
 */
export function useSiteData(locale?: Locale) {
  const pageLocale = useLocale()
  const edition = locale ?? pageLocale
  const data = useStaticQuery<Queries.SiteDataQuery>(graphql`
    query SiteData {
      site {
        siteMetadata {
          siteUrl
        }
        buildTime(formatString: "YYYY")
      }
      allCompanyJson {
        nodes {
          locale
          ...CompanyFields
        }
      }
      allNavigationJson {
        nodes {
          locale
          ...NavigationFields
        }
      }
      allBlocksJson {
        nodes {
          locale
          ...BlocksFields
        }
      }
      allPricingJson {
        nodes {
          locale
          currency
        }
      }
      allServicesJson {
        nodes {
          locale
          items {
            id
            title
            icon
          }
        }
      }
    }
  `)
  const { site, allCompanyJson, allNavigationJson, allBlocksJson, allPricingJson, allServicesJson } =
    requireQueryData(data)
  if (!site.siteMetadata?.siteUrl) throw new Error("gatsby-config.ts sets no siteMetadata.siteUrl.")
  return {
    locale: edition,
    siteUrl: site.siteMetadata.siteUrl,
    buildYear: Number(site.buildTime),
    company: ofEdition(allCompanyJson.nodes, edition, "company.json"),
    navigation: ofEdition(allNavigationJson.nodes, edition, "navigation.json"),
    blocks: ofEdition(allBlocksJson.nodes, edition, "blocks.json"),
    currency: ofEdition(allPricingJson.nodes, edition, "pricing.json").currency,
    services: ofEdition(allServicesJson.nodes, edition, "services.json").items.map(service => ({
      ...service,
      path: `${SERVICES_PATH}${service.id}/`,
    })),
  }
}

export type SiteData = ReturnType<typeof useSiteData>
export type Company = SiteData["company"]
