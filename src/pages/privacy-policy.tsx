import { graphql, type HeadFC, type PageProps } from "gatsby"
import { PageHero } from "../components/sections/page-hero"
import { Seo } from "../seo/seo"

/** Placeholder page: it only says that the privacy policy is under process. */
export default function PrivacyPage({ data }: PageProps<Queries.PrivacyPolicyPageQuery>) {
  const page = requirePrivacy(data)
  return <PageHero heading={page.heading} text={page.text} />
}

function requirePrivacy(data: Queries.PrivacyPolicyPageQuery) {
  if (!data.legalJson) throw new Error("The legal pages need data/legal.json.")
  return data.legalJson.privacy
}

export const Head: HeadFC<Queries.PrivacyPolicyPageQuery> = ({ data }) => {
  const { seo, heading } = requirePrivacy(data)
  return <Seo {...seo} path="/privacy-policy/" breadcrumbs={[{ name: heading, path: "/privacy-policy/" }]} />
}

export const query = graphql`
  query PrivacyPolicyPage {
    legalJson {
      privacy {
        seo {
          ...PageSeo
        }
        heading
        text
      }
    }
  }
`
