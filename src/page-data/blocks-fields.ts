import { graphql } from "gatsby"

/** The reusable bands shared by several pages (data/blocks.json). */
export const blocksFields = graphql`
  fragment BlocksFields on BlocksJson {
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
`
