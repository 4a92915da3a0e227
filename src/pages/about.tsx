import { graphql, type HeadFC, type PageProps } from "gatsby"
import { AboutStory } from "../components/sections/about-story"
import { MissionVision } from "../components/sections/mission-vision"
import { NumberedCards } from "../components/sections/numbered-cards"
import { PageHero } from "../components/sections/page-hero"
import { SiteCtaBand, SiteOfferBand } from "../components/sections/site-bands"
import { siteDataOf, useSiteData } from "../hooks/use-site-data"
import { requireQueryData } from "../page-data/require-query-data"
import { Seo } from "../seo/seo"
import { localeOfPageContext } from "../i18n/locale-context"

/** About Our Company: hero, Our Story with the four counters, Mission and Vision, Core Values. */
export default function AboutPage({ data }: PageProps<Queries.AboutPageQuery>) {
  const about = requireQueryData(data).aboutJson
  const { company } = useSiteData()
  return (
    <>
      <PageHero heading={about.hero.heading} text={about.hero.text} />
      <AboutStory {...about.story} stats={company.stats} />
      <MissionVision mission={about.mission} vision={about.vision} />
      <NumberedCards heading={about.values.heading} items={about.values.items} tone="sand" />
      <SiteOfferBand />
      <SiteCtaBand />
    </>
  )
}

export const Head: HeadFC<Queries.AboutPageQuery> = ({ data, pageContext }) => {
  const locale = localeOfPageContext(pageContext)
  const { seo, hero } = requireQueryData(data).aboutJson
  return (
    <Seo
      site={siteDataOf(data)}
      locale={locale}
      {...seo}
      path="/about/"
      breadcrumbs={[{ name: hero.heading, path: "/about/" }]}
    />
  )
}

export const query = graphql`
  query AboutPage($locale: String!) {
    ...SiteData
    aboutJson(locale: { eq: $locale }) {
      seo {
        ...PageSeo
      }
      hero {
        heading
        text
      }
      story {
        heading
        paragraphs
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(width: 620, aspectRatio: 1.333)
          }
        }
      }
      mission {
        title
        description
      }
      vision {
        title
        description
      }
      values {
        heading
        items {
          title
          description
        }
      }
    }
  }
`
