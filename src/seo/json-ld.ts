/**
 * Builders for the page's structured data (schema.org as JSON-LD). Pure functions of the
 * data files, so they are tested directly. Google reads ProfessionalService (a LocalBusiness)
 * and BreadcrumbList for rich results; FAQPage and Service are kept as plain semantic markup.
 */
import type { Company } from "../hooks/use-site-data"
import type { Locale } from "../../shared/i18n/locales"
import { localizedPath } from "../../shared/i18n/localized-path"

export type JsonLd = { "@context": "https://schema.org"; "@type": string } & Record<string, unknown>

export type Crumb = { name: string; path: string }

/** An absolute URL on this site; every site path ends with "/" (trailingSlash: "always"). */
export function absoluteUrl(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, "")}${path.startsWith("/") ? path : `/${path}`}`
}

/** The company's one @id, shared by both editions: it is one organization whatever the language. */
export function organizationId(siteUrl: string): string {
  return absoluteUrl(siteUrl, "/#organization")
}

/** The website in one edition: its language, published by the one organization. */
export function webSiteLd(name: string, siteUrl: string, locale: Locale): JsonLd {
  const url = absoluteUrl(siteUrl, localizedPath("/", locale))
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${url}#website`,
    name,
    url,
    inLanguage: locale,
    publisher: { "@id": organizationId(siteUrl) },
  }
}

/** The page itself: its language and the edition's website it belongs to. */
export function webPageLd(
  page: { name: string; description: string; url: string },
  siteUrl: string,
  locale: Locale,
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    "@id": page.url,
    ...page,
    inLanguage: locale,
    isPartOf: { "@id": `${absoluteUrl(siteUrl, localizedPath("/", locale))}#website` },
  }
}

type OrganizationCompany = Pick<
  Company,
  "name" | "legalName" | "about" | "founded" | "phones" | "emails" | "address" | "hours" | "socials"
>

/** The company as a ProfessionalService with address, geo, phone, opening hours and profiles. */
export function professionalServiceLd(company: OrganizationCompany, siteUrl: string): JsonLd {
  const { address } = company
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": organizationId(siteUrl),
    name: company.name,
    legalName: company.legalName,
    description: company.about,
    foundingDate: String(company.founded),
    url: absoluteUrl(siteUrl, "/"),
    logo: absoluteUrl(siteUrl, "/logo.svg"),
    image: absoluteUrl(siteUrl, "/og-image.jpg"),
    telephone: company.phones[0]?.tel,
    email: company.emails[0]?.address,
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: address.locality,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.countryCode,
    },
    geo: {
      "@type": "GeoCoordinates",
      latitude: address.latitude,
      longitude: address.longitude,
    },
    contactPoint: company.phones.map(phone => ({
      "@type": "ContactPoint",
      telephone: phone.tel,
      contactType: phone.label,
    })),
    // Google's convention for closed days: opens and closes both "00:00".
    openingHoursSpecification: company.hours.map(slot => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: slot.dayOfWeek.map(day => `https://schema.org/${day}`),
      opens: slot.opens ?? "00:00",
      closes: slot.closes ?? "00:00",
    })),
    sameAs: company.socials.map(social => social.url),
  }
}

/** Home › … › current page. The first crumb is the home page. */
export function breadcrumbLd(crumbs: ReadonlyArray<Crumb>, siteUrl: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  }
}

export function faqPageLd(items: ReadonlyArray<{ readonly question: string; readonly answer: string }>): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map(item => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  }
}

type ServiceInput = {
  readonly slug: string
  readonly title: string
  readonly metaDescription: string
}

export function serviceLd(
  service: ServiceInput,
  company: Pick<Company, "name" | "address">,
  siteUrl: string,
  locale: Locale,
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.title,
    serviceType: service.title,
    description: service.metaDescription,
    url: absoluteUrl(siteUrl, localizedPath(`/services/${service.slug}/`, locale)),
    areaServed: { "@type": "Country", name: company.address.countryName },
    provider: {
      "@type": "ProfessionalService",
      "@id": organizationId(siteUrl),
      name: company.name,
      url: absoluteUrl(siteUrl, "/"),
    },
  }
}

/**
 * JSON for an inline <script type="application/ld+json">: "<" is escaped so that text from
 * the data can never close the script element.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, "\\u003c")
}
