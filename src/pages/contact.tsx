import { graphql, type HeadFC, type PageProps } from "gatsby"
import { ContactForm } from "../forms/contact-form"
import { ContactDetails } from "../components/sections/contact-details"
import { MapFacade } from "../components/sections/map-facade"
import { PageHero } from "../components/sections/page-hero"
import { siteDataOf, useSiteData } from "../hooks/use-site-data"
import { professionalServiceLd } from "../seo/json-ld"
import { requireQueryData } from "../page-data/require-query-data"
import { Seo } from "../seo/seo"
import { joinParts } from "../../shared/i18n/format"
import { localeOfPageContext, useLocale } from "../i18n/locale-context"

/** Contact: details, hours and socials beside the contact form, then the click-to-load map. */
export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  const contact = requireQueryData(data).contactJson
  const { company } = useSiteData()
  const locale = useLocale()
  const { address } = company
  return (
    <>
      <PageHero heading={contact.hero.heading} text={contact.hero.text} />
      <ContactDetails
        company={company}
        detailsHeading={contact.detailsHeading}
        hoursHeading={contact.hoursHeading}
        socialHeading={contact.socialHeading}
        formHeading={contact.formHeading}
        form={<ContactForm />}
      />
      <MapFacade
        heading={contact.map.heading}
        loadLabel={contact.map.loadLabel}
        loadNote={contact.map.loadNote}
        title={contact.map.title}
        embedUrl={address.mapEmbedUrl}
        address={joinParts([address.street, address.locality, address.countryName], locale)}
      />
    </>
  )
}

export const Head: HeadFC<Queries.ContactPageQuery> = ({ data, pageContext }) => {
  const locale = localeOfPageContext(pageContext)
  const { seo, hero } = requireQueryData(data).contactJson
  const site = siteDataOf(data)
  const { company, siteUrl } = site
  return (
    <Seo
      site={site}
      locale={locale}
      {...seo}
      path="/contact/"
      breadcrumbs={[{ name: hero.heading, path: "/contact/" }]}
      jsonLd={[professionalServiceLd(company, siteUrl)]}
    />
  )
}

export const query = graphql`
  query ContactPage($locale: String!) {
    ...SiteData
    contactJson(locale: { eq: $locale }) {
      seo {
        ...PageSeo
      }
      hero {
        heading
        text
      }
      detailsHeading
      hoursHeading
      socialHeading
      formHeading
      map {
        heading
        loadLabel
        loadNote
        title
      }
    }
  }
`
