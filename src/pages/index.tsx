import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Faq } from "../components/sections/faq"
import { FeaturedProjects } from "../components/sections/featured-projects"
import { HomeAbout } from "../components/sections/home-about"
import { HomeHero } from "../components/sections/home-hero"
import { PricingPlans } from "../components/sections/pricing-plans"
import { ServiceCards } from "../components/sections/service-cards"
import { SiteCtaBand, SiteOfferBand } from "../components/sections/site-bands"
import { Testimonials } from "../components/sections/testimonials"
import { TrustedClients } from "../components/sections/trusted-clients"
import { useUiText } from "../components/ui/ui-text"
import { siteDataOf, useSiteData } from "../hooks/use-site-data"
import { faqPageLd, professionalServiceLd } from "../seo/json-ld"
import { requireQueryData } from "../page-data/require-query-data"
import { Seo } from "../seo/seo"
import { localeOfPageContext } from "../i18n/locale-context"

/**
 * Home, in this order: hero, about, services carousel, featured projects, pricing, trusted
 * clients, testimonials; then the offer, FAQ and call-to-action bands.
 */
export default function HomePage({ data }: PageProps<Queries.HomePageQuery>) {
  const uiText = useUiText()
  const {
    homeJson: home,
    serviceCardsJson: serviceCards,
    projectsJson: projects,
    pricingJson: pricing,
    clientsJson: clients,
    testimonialsJson: testimonials,
    faqJson: faq,
  } = requireQueryData(data)
  const { company, navigation } = useSiteData()
  return (
    <>
      <HomeHero
        label={uiText.heroSlides}
        slides={home.hero.slides}
        ctaLabel={home.hero.ctaLabel}
        formHeading={home.hero.formHeading}
      />
      <HomeAbout {...home.about} stats={company.stats.filter(stat => stat.onHome)} />
      <ServiceCards
        heading={home.services.heading}
        intro={home.services.intro}
        currency={serviceCards.currency}
        cards={serviceCards.items}
      />
      <FeaturedProjects
        heading={home.projects.heading}
        intro={home.projects.intro}
        filters={projects.filters}
        projects={projects.items}
        more={{ label: home.projects.moreLabel, path: home.projects.morePath }}
      />
      <PricingPlans
        heading={home.pricing.heading}
        intro={home.pricing.intro}
        pricePrefix={pricing.pricePrefix}
        currency={pricing.currency}
        plans={pricing.items}
        quoteLabel={navigation.quoteLabel}
      />
      <TrustedClients heading={home.clients.heading} intro={home.clients.intro} clients={clients.items} />
      <Testimonials
        heading={home.testimonials.heading}
        intro={home.testimonials.intro}
        testimonials={testimonials.items}
      />
      <SiteOfferBand />
      <Faq heading={home.faq.heading} intro={home.faq.intro} items={faq.items} tone="sand" />
      <SiteCtaBand />
    </>
  )
}

export const Head: HeadFC<Queries.HomePageQuery> = ({ data, pageContext }) => {
  const locale = localeOfPageContext(pageContext)
  const { homeJson: home, faqJson: faq } = requireQueryData(data)
  const site = siteDataOf(data)
  const { company, siteUrl } = site
  return (
    <Seo
      site={site}
      locale={locale}
      {...home.seo}
      path="/"
      jsonLd={[professionalServiceLd(company, siteUrl), faqPageLd(faq.items)]}
    />
  )
}

export const query = graphql`
  query HomePage($locale: String!) {
    ...SiteData
    homeJson(locale: { eq: $locale }) {
      seo {
        ...PageSeo
      }
      hero {
        ctaLabel
        formHeading
        slides {
          id
          heading
          text
          imageAlt
          image {
            childImageSharp {
              gatsbyImageData(layout: FULL_WIDTH, breakpoints: [480, 750, 1080, 1366, 1920])
            }
          }
        }
      }
      about {
        heading
        text
        linkLabel
        linkPath
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(width: 640, aspectRatio: 1.25)
          }
        }
      }
      services {
        heading
        intro
      }
      projects {
        heading
        intro
        moreLabel
        morePath
      }
      pricing {
        heading
        intro
      }
      clients {
        heading
        intro
      }
      testimonials {
        heading
        intro
      }
      faq {
        heading
        intro
      }
    }
    serviceCardsJson(locale: { eq: $locale }) {
      currency
      items {
        id
        title
        description
        path
        price
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(width: 420, aspectRatio: 1.5)
          }
        }
      }
    }
    projectsJson(locale: { eq: $locale }) {
      ...FeaturedProjectsData
    }
    pricingJson(locale: { eq: $locale }) {
      pricePrefix
      currency
      items {
        id
        title
        price
        features
      }
    }
    clientsJson(locale: { eq: $locale }) {
      items {
        id
        name
        logo {
          publicURL
        }
      }
    }
    testimonialsJson(locale: { eq: $locale }) {
      items {
        id
        name
        position
        company
        quote
        rating
        image {
          childImageSharp {
            gatsbyImageData(width: 56, height: 56)
          }
        }
      }
    }
    faqJson(locale: { eq: $locale }) {
      items {
        id
        question
        answer
      }
    }
  }
`
