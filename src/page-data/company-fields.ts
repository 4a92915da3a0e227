import { graphql } from "gatsby"

/** The company's details (data/company.json) that the layout, bands and structured data show. */
export const companyFields = graphql`
  fragment CompanyFields on CompanyJson {
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
      count
      atLeast
      label
      onHome
    }
    replyWithin
  }
`
