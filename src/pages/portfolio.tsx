import { graphql, type HeadFC, type PageProps } from "gatsby"
import { FeaturedProjects } from "../components/sections/featured-projects"
import { PageHero } from "../components/sections/page-hero"
import { SiteCtaBand } from "../components/sections/site-bands"
import { SuccessStories } from "../components/sections/success-stories"
import { requireQueryData } from "../page-data/require-query-data"
import { Seo } from "../seo/seo"
import { siteDataOf } from "../hooks/use-site-data"
import { localeOfPageContext } from "../i18n/locale-context"

/** Portfolio: the featured projects and four success stories. */
export default function PortfolioPage({ data }: PageProps<Queries.PortfolioPageQuery>) {
  const { portfolioJson: portfolio, projectsJson: projects } = requireQueryData(data)
  return (
    <>
      <PageHero heading={portfolio.hero.heading} text={portfolio.hero.text} />
      <FeaturedProjects
        heading={portfolio.featured.heading}
        intro={portfolio.featured.intro}
        filters={projects.filters}
        projects={projects.items}
        priority
      />
      <SuccessStories heading={portfolio.successStories.heading} stories={portfolio.successStories.items} />
      <SiteCtaBand />
    </>
  )
}

export const Head: HeadFC<Queries.PortfolioPageQuery> = ({ data, pageContext }) => {
  const locale = localeOfPageContext(pageContext)
  const { portfolioJson: portfolio } = requireQueryData(data)
  return (
    <Seo
      site={siteDataOf(data)}
      locale={locale}
      {...portfolio.seo}
      path="/portfolio/"
      breadcrumbs={[{ name: portfolio.hero.heading, path: "/portfolio/" }]}
    />
  )
}

export const query = graphql`
  query PortfolioPage($locale: String!) {
    ...SiteData
    portfolioJson(locale: { eq: $locale }) {
      seo {
        ...PageSeo
      }
      hero {
        heading
        text
      }
      featured {
        heading
        intro
      }
      successStories {
        heading
        items {
          id
          category
          title
          description
          results
        }
      }
    }
    projectsJson(locale: { eq: $locale }) {
      ...FeaturedProjectsData
    }
  }
`
