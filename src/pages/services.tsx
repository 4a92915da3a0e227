import { graphql, type HeadFC, type PageProps } from "gatsby"
import { NumberedCards } from "../components/sections/numbered-cards"
import { PageHero } from "../components/sections/page-hero"
import { ServiceGrid } from "../components/sections/service-grid"
import { SiteCtaBand, SiteFormBanner } from "../components/sections/site-bands"
import { requireQueryData } from "../page-data/require-query-data"
import { Seo } from "../seo/seo"
import { siteDataOf } from "../hooks/use-site-data"
import { localeOfPageContext } from "../i18n/locale-context"
import { SERVICES_PATH } from "../../shared/site-paths"

/** The service listing: six cards, Our Process (four steps), Why Choose Our Services (four points). */
export default function ServicesPage({ data }: PageProps<Queries.ServicesPageQuery>) {
  const { servicesPageJson: page, servicesJson } = requireQueryData(data)
  const services = servicesJson.items
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

export const Head: HeadFC<Queries.ServicesPageQuery> = ({ data, pageContext }) => {
  const locale = localeOfPageContext(pageContext)
  const { servicesPageJson: page } = requireQueryData(data)
  return (
    <Seo
      site={siteDataOf(data)}
      locale={locale}
      {...page.seo}
      path={SERVICES_PATH}
      breadcrumbs={[{ name: page.hero.heading, path: SERVICES_PATH }]}
    />
  )
}

export const query = graphql`
  query ServicesPage($locale: String!) {
    ...SiteData
    servicesPageJson(locale: { eq: $locale }) {
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
    servicesJson(locale: { eq: $locale }) {
      items {
        id
        title
        shortDescription
        icon
      }
    }
  }
`
