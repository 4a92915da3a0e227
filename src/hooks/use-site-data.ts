import { graphql, useStaticQuery } from "gatsby"

/**
 * Site-wide data shared by the layout, the Seo component and the reusable bands:
 * company details, navigation, the reusable blocks and the service list for menus.
 * The one place a component may query GraphQL itself (house style habit 2).
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
        name
        legalName
        tagline
        siteName
        founded
        about
        phones {
          label
          display
          tel
        }
        emails {
          label
          address
        }
        whatsapp {
          label
          number
          message
        }
        address {
          street
          locality
          region
          postalCode
          countryCode
          countryName
          latitude
          longitude
          mapEmbedUrl
          mapLinkUrl
        }
        hours {
          days
          hours
          dayOfWeek
          opens
          closes
        }
        socials {
          network
          label
          url
        }
        reviewSites {
          name
          url
        }
        stats {
          value
          label
          onHome
        }
        replyWithin
      }
      navigationJson {
        main {
          label
          path
        }
        servicesLabel
        quoteLabel
        mobileCtaLabel
        quickLinks {
          label
          path
        }
        footerHeadings {
          quickLinks
          services
          contact
          reviews
        }
        legal {
          label
          path
        }
      }
      blocksJson {
        cta {
          heading
          text
          quoteLabel
          callLabel
          whatsappLabel
        }
        offer {
          heading
          text
          items {
            label
            price
          }
          note
          whatsappLabel
          whatsappMessage
        }
        formBanner {
          heading
          text
        }
        serviceDetail {
          overviewHeading
          featuresHeading
          benefitsHeading
          whyChooseHeading
          quoteLabel
          contactLabel
        }
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
  const { site, companyJson, navigationJson, blocksJson, pricingJson, servicesJson } = data
  // Each of these files is required by the data validation that runs before every build,
  // so a missing one is a broken build, not a state the page can render around.
  if (!site?.siteMetadata?.siteUrl || !companyJson || !navigationJson || !blocksJson || !pricingJson || !servicesJson) {
    throw new Error(
      "Site data is missing: data/company.json, navigation.json, blocks.json, pricing.json and services.json are required.",
    )
  }
  return {
    siteUrl: site.siteMetadata.siteUrl,
    buildYear: Number(site.buildTime),
    company: companyJson,
    navigation: navigationJson,
    blocks: blocksJson,
    currency: pricingJson.currency,
    services: servicesJson.items.map(service => ({ ...service, path: `/services/${service.id}/` })),
  }
}

export type SiteData = ReturnType<typeof useSiteData>
export type Company = SiteData["company"]
