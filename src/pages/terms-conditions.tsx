import { graphql, type HeadFC, type PageProps } from "gatsby"
import { PageHero } from "../components/sections/page-hero"
import { Seo } from "../seo/seo"

/** Placeholder page: it only says that the terms and conditions are under process. */
export default function TermsPage({ data }: PageProps<Queries.TermsConditionsPageQuery>) {
  const page = requireTerms(data)
  return <PageHero heading={page.heading} text={page.text} />
}

function requireTerms(data: Queries.TermsConditionsPageQuery) {
  if (!data.legalJson) throw new Error("The legal pages need data/legal.json.")
  return data.legalJson.terms
}

export const Head: HeadFC<Queries.TermsConditionsPageQuery> = ({ data }) => {
  const { seo, heading } = requireTerms(data)
  return <Seo {...seo} path="/terms-conditions/" breadcrumbs={[{ name: heading, path: "/terms-conditions/" }]} />
}

export const query = graphql`
  query TermsConditionsPage {
    legalJson {
      terms {
        seo {
          ...PageSeo
        }
        heading
        text
      }
    }
  }
`
