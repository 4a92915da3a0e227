import { graphql } from "gatsby"
import type { ReactNode } from "react"
import type { SiteData } from "../hooks/use-site-data"
import { directionOf } from "../i18n/locale-context"
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../../shared/i18n/locales"
import { localizedPath } from "../../shared/i18n/localized-path"
import { absoluteUrl, breadcrumbLd, serializeJsonLd, webPageLd, webSiteLd, type Crumb, type JsonLd } from "./json-ld"

/** Open Graph's locale of each edition (language_TERRITORY). */
const OG_LOCALE: Record<Locale, string> = { en: "en_US", ar: "ar_AE" }

export type SeoProps = {
  /** The page's site-wide data (`siteDataOf(data)` of its query): a Head is rendered outside the page wrapper. */
  site: SiteData
  /** The page's own title; the company name is appended. */
  title: string
  description: string
  keywords?: ReadonlyArray<string>
  /** The page's edition (its page context's `locale`). */
  locale: Locale
  /**
   * The page's path as written for English, with its trailing slash ("/about/"); the edition's
   * own path (canonical, og:url) and its twins (hreflang) are derived from it.
   */
  path: string
  /** Keep the page out of search results (the 404 page). */
  noindex?: boolean
  /** The trail after Home (e.g. Services › Tax Services), paths as for `path`: adds a BreadcrumbList. */
  breadcrumbs?: ReadonlyArray<Crumb>
  /** Further structured data for this page. */
  jsonLd?: ReadonlyArray<JsonLd>
  children?: ReactNode
}

/**
 * Everything in a page's <head>: used by the `Head` export of every page (Gatsby Head API).
 * Absolute URLs come from siteMetadata.siteUrl, which gatsby-config.ts reads from SITE_URL.
 * The <html> attributes set here are re-applied by Gatsby on client-side navigation, so lang
 * and dir follow the visitor from one edition to the other.
 */
export function Seo({
  site,
  title,
  description,
  keywords = [],
  locale,
  path,
  noindex = false,
  breadcrumbs,
  jsonLd = [],
  children,
}: SeoProps) {
  const { siteUrl, company, navigation } = site
  const fullTitle = `${title} | ${company.name}`
  // The specification fixes English's sharing label; in Arabic, «للخدمات المالية» would read as a
  // licensed financial firm, so the Arabic pages share under the name their titles end with.
  const sharingName = locale === DEFAULT_LOCALE ? company.siteName : company.name
  const urlIn = (edition: Locale) => absoluteUrl(siteUrl, localizedPath(path, edition))
  const url = urlIn(locale)
  const image = absoluteUrl(siteUrl, "/og-image.jpg")
  const homeLabel = navigation.main.find(link => link.path === "/")?.label ?? company.name
  const crumbs = breadcrumbs && [{ name: homeLabel, path: "/" }, ...breadcrumbs]
  const pageData = [
    webSiteLd(sharingName, siteUrl, locale),
    webPageLd({ name: title, description, url }, siteUrl, locale),
  ]
  const structuredData = [
    ...jsonLd,
    ...(noindex ? [] : pageData),
    ...(crumbs
      ? [
          breadcrumbLd(
            crumbs.map(crumb => ({ ...crumb, path: localizedPath(crumb.path, locale) })),
            siteUrl,
          ),
        ]
      : []),
  ]
  return (
    <>
      <html lang={locale} dir={directionOf(locale)} />
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {keywords.length > 0 && <meta name="keywords" content={keywords.join(", ")} />}
      {noindex ? <meta name="robots" content="noindex, follow" /> : <link rel="canonical" href={url} />}
      {!noindex &&
        LOCALES.map(edition => <link key={edition} rel="alternate" hrefLang={edition} href={urlIn(edition)} />)}
      {!noindex && <link rel="alternate" hrefLang="x-default" href={urlIn(DEFAULT_LOCALE)} />}
      <meta name="theme-color" content="#0b1f3a" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />

      <meta property="og:type" content="website" />
      <meta property="og:locale" content={OG_LOCALE[locale]} />
      {LOCALES.filter(edition => edition !== locale).map(edition => (
        <meta key={edition} property="og:locale:alternate" content={OG_LOCALE[edition]} />
      ))}
      <meta property="og:site_name" content={sharingName} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={sharingName} />

      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />

      {structuredData.map(data => (
        <script
          key={data["@type"]}
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
        />
      ))}
      {children}
    </>
  )
}

/**
 * What every page's data file says about the page for search engines (the `seo` block).
 * @public Gatsby reads the fragment from the export; no module imports it.
 */
export const pageSeoFragment = graphql`
  fragment PageSeo on Seo {
    title
    description
    keywords
  }
`
