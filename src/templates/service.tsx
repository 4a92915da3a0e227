import { graphql, type HeadFC, type PageProps } from "gatsby"
import { PageHero } from "../components/sections/page-hero"
import { ServiceDetail } from "../components/sections/service-detail"
import { SiteCtaBand } from "../components/sections/site-bands"
import { siteDataOf, useSiteData } from "../hooks/use-site-data"
import { serviceLd } from "../seo/json-ld"
import { requireQueryData } from "../page-data/require-query-data"
import { Seo } from "../seo/seo"
import { localeOfPageContext } from "../i18n/locale-context"
import { SERVICES_PATH } from "../../shared/site-paths"

/**
 * One page per service (gatsby-node.ts creates /services/<id>/ for the six ids with context
 * { slug }). Only known ids are built; any other id reaches the 404 page, which hands over to
 * /services/.
 */
export default function ServiceTemplate({ data }: PageProps<Queries.ServiceBySlugQuery>) {
  const service = requireQueryData(data).service
  const { blocks } = useSiteData()
  return (
    <>
      <PageHero heading={service.title} text={service.shortDescription} />
      <ServiceDetail service={service} labels={blocks.serviceDetail} />
      {/* No form banner here: its quote button would be the third within a phone screen and a half, after the
          Why Choose box's and before the call-to-action band's; the spec lists no banner on this page. */}
      <SiteCtaBand />
    </>
  )
}

export const Head: HeadFC<Queries.ServiceBySlugQuery> = ({ data, pageContext }) => {
  const locale = localeOfPageContext(pageContext)
  const service = requireQueryData(data).service
  const site = siteDataOf(data)
  const { company, siteUrl, navigation } = site
  const path = `/services/${service.slug}/`
  return (
    <Seo
      site={site}
      locale={locale}
      title={service.metaTitle}
      description={service.metaDescription}
      keywords={service.metaKeywords}
      path={path}
      breadcrumbs={[
        { name: navigation.servicesLabel, path: SERVICES_PATH },
        { name: service.title, path },
      ]}
      jsonLd={[serviceLd(service, company, siteUrl, locale)]}
    />
  )
}

export const query = graphql`
  query ServiceBySlug($slug: String!, $locale: String!) {
    ...SiteData
    service(slug: { eq: $slug }, locale: { eq: $locale }) {
      slug
      title
      shortDescription
      longDescription
      icon
      features
      benefits
      whyChoose
      imageAlt
      image {
        childImageSharp {
          gatsbyImageData(width: 860, aspectRatio: 1.778)
        }
      }
      metaTitle
      metaDescription
      metaKeywords
    }
  }
`
