import { graphql, useStaticQuery } from "gatsby"
import { requireQueryData } from "../page-data/require-query-data"
import { SERVICES_PATH } from "../site-paths"

/**
 * Site-wide data shared by the layout, the Seo component and the reusable bands:
 * company details, navigation, the reusable blocks and the service list for menus.
 * The one place a component may query GraphQL itself (house style habit 2); each file's
 * selection is a fragment of its own in src/page-data/.
 */
export function useSiteData() {
  const data = useStaticQuery<Queries.SiteDataQuery>(graphql`
    query SiteData {
      site {
        siteMetadata {
          siteUrl
        }
        buildTime(formatString: "YYYY")
      }
      companyJson {
        ...CompanyFields
      }
      navigationJson {
        ...NavigationFields
      }
      blocksJson {
        ...BlocksFields
      }
      pricingJson {
        currency
      }
      servicesJson {
        items {
          id
          title
          icon
        }
      }
    }
  `)
  const { site, companyJson, navigationJson, blocksJson, pricingJson, servicesJson } = requireQueryData(data)
  if (!site.siteMetadata?.siteUrl) throw new Error("gatsby-config.ts sets no siteMetadata.siteUrl.")
  return {
    siteUrl: site.siteMetadata.siteUrl,
    buildYear: Number(site.buildTime),
    company: companyJson,
    navigation: navigationJson,
    blocks: blocksJson,
    currency: pricingJson.currency,
    services: servicesJson.items.map(service => ({ ...service, path: `${SERVICES_PATH}${service.id}/` })),
  }
}

export type SiteData = ReturnType<typeof useSiteData>
export type Company = SiteData["company"]
