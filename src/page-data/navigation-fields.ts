import { graphql } from "gatsby"

/** Menus, footer headings and legal links (data/navigation.json). */
export const navigationFields = graphql`
  fragment NavigationFields on NavigationJson {
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
`
