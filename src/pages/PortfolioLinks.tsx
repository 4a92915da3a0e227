import { graphql, type HeadFC, type PageProps } from "gatsby"
import { PageHero } from "../components/sections/page-hero"
import { ProjectLinks } from "../components/sections/project-links"
import { SiteCtaBand } from "../components/sections/site-bands"
import { requireQueryData } from "../page-data/require-query-data"
import { Seo } from "../seo/seo"
import { siteDataOf } from "../hooks/use-site-data"
import { localeOfPageContext } from "../i18n/locale-context"
import { PORTFOLIO_LINKS_PATH } from "../../shared/site-paths"

/**
 * The client project list at /PortfolioLinks/ (the spec's case-sensitive route; the file name
 * sets it). The lowercase /portfoliolinks/, which the spec also names, redirects here.
 */
export default function PortfolioLinksPage({ data }: PageProps<Queries.PortfolioLinksPageQuery>) {
  const page = requireQueryData(data).portfolioLinksJson
  return (
    <>
      <PageHero heading={page.hero.heading} text={page.hero.text} />
      <ProjectLinks projects={page.items} tagLabels={page.tags} />
      <SiteCtaBand />
    </>
  )
}

export const Head: HeadFC<Queries.PortfolioLinksPageQuery> = ({ data, pageContext }) => {
  const locale = localeOfPageContext(pageContext)
  const { seo, hero } = requireQueryData(data).portfolioLinksJson
  return (
    <Seo
      site={siteDataOf(data)}
      locale={locale}
      {...seo}
      path={PORTFOLIO_LINKS_PATH}
      breadcrumbs={[{ name: hero.heading, path: PORTFOLIO_LINKS_PATH }]}
    />
  )
}

export const query = graphql`
  query PortfolioLinksPage($locale: String!) {
    ...SiteData
    portfolioLinksJson(locale: { eq: $locale }) {
      seo {
        ...PageSeo
      }
      hero {
        heading
        text
      }
      tags {
        latest
        inProgress
      }
      items {
        id
        name
        description
        url
        tag
      }
    }
  }
`
