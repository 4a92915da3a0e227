import { graphql, type HeadFC, type PageProps } from "gatsby"
import { NotFound } from "../components/sections/not-found"
import { redirectFlagScript, useUnknownServiceRedirect } from "../hooks/use-unknown-service-redirect"
import { requireQueryData } from "../page-data/require-query-data"
import { Seo } from "../seo/seo"
import { siteDataOf } from "../hooks/use-site-data"
import { localeOfPageContext } from "../i18n/locale-context"

/**
 * The 404 page for any unknown path. For an unknown service id under /services/ it shows nothing
 * and hands over to /services/ instead (see useUnknownServiceRedirect). What it renders does
 * not depend on the address, so the server HTML and the browser's first render always match.
 */
export default function NotFoundPage({ data, location }: PageProps<Queries.NotFoundPageQuery>) {
  const page = requireQueryData(data).notFoundJson
  useUnknownServiceRedirect(location.pathname)
  return <NotFound code={page.code} heading={page.heading} text={page.text} linkLabel={page.linkLabel} />
}

export const Head: HeadFC<Queries.NotFoundPageQuery> = ({ data, pageContext }) => {
  const locale = localeOfPageContext(pageContext)
  const { seo } = requireQueryData(data).notFoundJson
  return (
    <Seo site={siteDataOf(data)} locale={locale} title={seo.title} description={seo.description} path="/404/" noindex>
      <script dangerouslySetInnerHTML={{ __html: redirectFlagScript }} />
    </Seo>
  )
}

export const query = graphql`
  query NotFoundPage($locale: String!) {
    ...SiteData
    notFoundJson(locale: { eq: $locale }) {
      seo {
        ...PageSeo
      }
      code
      heading
      text
      linkLabel
    }
  }
`
