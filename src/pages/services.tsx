import { graphql, type HeadFC, type PageProps } from "gatsby"
import { NumberedCards } from "../components/sections/numbered-cards"
import { PageHero } from "../components/sections/page-hero"
import { ServiceGrid } from "../components/sections/service-grid"
import { SiteCtaBand, SiteFormBanner } from "../components/sections/site-bands"
import { Seo } from "../seo/seo"

/** The service listing: six cards, Our Process (four steps), Why Choose Our Services (four points). */
export default function ServicesPage({ data }: PageProps<Queries.ServicesPageQuery>) {
  const { page, services } = requirePageData(data)
  return (
    <>
      <PageHero heading={page.hero.heading} text={page.hero.text} />
      <ServiceGrid
        heading={page.list.heading}
        intro={page.list.intro}
        services={services}
        learnMoreLabel={page.learnMoreLabel}
      />
      <NumberedCards heading={page.process.heading} items={page.process.steps} tone="sand" ordered />
      <NumberedCards heading={page.whyChoose.heading} items={page.whyChoose.points} />
      <SiteFormBanner />
      <SiteCtaBand />
    </>
  )
}

function requirePageData(data: Queries.ServicesPageQuery) {
  if (!data.servicesPageJson || !data.servicesJson) {
    throw new Error("The Services page needs data/services-page.json and data/services.json.")
  }
  return { page: data.servicesPageJson, services: data.servicesJson.items }
}

export const Head: HeadFC<Queries.ServicesPageQuery> = ({ data }) => {
  const { page } = requirePageData(data)
  return <Seo {...page.seo} path="/services/" breadcrumbs={[{ name: page.hero.heading, path: "/services/" }]} />
}

export const query = graphql`
  query ServicesPage {
    servicesPageJson {
      seo {
        ...PageSeo
      }
      hero {
        heading
        text
      }
      list {
        heading
        intro
      }
      learnMoreLabel
      process {
        heading
        steps {
          title
          description
        }
      }
      whyChoose {
        heading
        points {
          title
          description
        }
      }
    }
    servicesJson {
      items {
        id
        title
        shortDescription
        icon
      }
    }
  }
`
