import { graphql, type HeadFC, type PageProps } from "gatsby"
import { LegalText } from "../components/sections/legal-text"
import { PageHero } from "../components/sections/page-hero"
import { useSiteData } from "../hooks/use-site-data"
import { requireQueryData } from "../page-data/require-query-data"
import { Seo } from "../seo/seo"
import { siteDataOf } from "../hooks/use-site-data"
import { localeOfPageContext } from "../i18n/locale-context"
import type { Locale } from "../../shared/i18n/locales"
import type { LegalDocument } from "../../shared/site-paths"

/** Which document of data/legal.json the page shows, where (as written for English) and in which edition. */
export type LegalPageContext = { document: LegalDocument; pagePath: string; locale: Locale }

/** A legal page: its heading and opening paragraph, then the document's dated sections. */
export default function LegalPage({ data, pageContext }: PageProps<Queries.LegalPageQuery, LegalPageContext>) {
  const page = requireQueryData(data).legalJson[pageContext.document]
  const { company } = useSiteData()
  return (
    <>
      <PageHero heading={page.heading} text={page.text} />
      <LegalText
        updated={page.updated}
        sections={page.sections}
        email={company.emails[0].address}
        legalName={company.legalName}
      />
    </>
  )
}

export const Head: HeadFC<Queries.LegalPageQuery, LegalPageContext> = ({ data, pageContext }) => {
  const locale = localeOfPageContext(pageContext)
  const { seo, heading } = requireQueryData(data).legalJson[pageContext.document]
  return (
    <Seo
      site={siteDataOf(data)}
      locale={locale}
      {...seo}
      path={pageContext.pagePath}
      breadcrumbs={[{ name: heading, path: pageContext.pagePath }]}
    />
  )
}

export const query = graphql`
  fragment LegalDocumentTexts on LegalDocument {
    seo {
      ...PageSeo
    }
    heading
    text
    updated
    sections {
      heading
      paragraphs
    }
  }

  query LegalPage($locale: String!) {
    ...SiteData
    legalJson(locale: { eq: $locale }) {
      privacy {
        ...LegalDocumentTexts
      }
      terms {
        ...LegalDocumentTexts
      }
    }
  }
`
