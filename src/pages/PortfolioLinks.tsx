import { graphql, type HeadFC, type PageProps } from "gatsby"
import { PageHero } from "../components/sections/page-hero"
import { ProjectLinks } from "../components/sections/project-links"
import { SiteCtaBand } from "../components/sections/site-bands"
import { Seo } from "../seo/seo"

/**
 * The client project list at /PortfolioLinks/ (the spec's case-sensitive route; the file name
 * sets it). The lowercase /portfoliolinks/ that the home page links to redirects here.
 */
export default function PortfolioLinksPage({ data }: PageProps<Queries.PortfolioLinksPageQuery>) {
  const page = requirePage(data)
  return (
    <>
      <PageHero heading={page.hero.heading} text={page.hero.text} />
      <ProjectLinks projects={page.items} />
      <SiteCtaBand />
    </>
  )
}

function requirePage(data: Queries.PortfolioLinksPageQuery) {
  if (!data.portfolioLinksJson) throw new Error("The client project list needs data/portfolio-links.json.")
  return data.portfolioLinksJson
}

export const Head: HeadFC<Queries.PortfolioLinksPageQuery> = ({ data }) => {
  const { seo, hero } = requirePage(data)
  return <Seo {...seo} path="/PortfolioLinks/" breadcrumbs={[{ name: hero.heading, path: "/PortfolioLinks/" }]} />
}

export const query = graphql`
  query PortfolioLinksPage {
    portfolioLinksJson {
      seo {
        ...PageSeo
      }
      hero {
        heading
        text
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
