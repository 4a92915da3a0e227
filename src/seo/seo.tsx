import { graphql } from "gatsby"
import type { ReactNode } from "react"
import { useSiteData } from "../hooks/use-site-data"
import { absoluteUrl, breadcrumbLd, serializeJsonLd, type Crumb, type JsonLd } from "./json-ld"

export type SeoProps = {
  /** The page's own title; the company name is appended. */
  title: string
  description: string
  keywords?: ReadonlyArray<string>
  /** The page's path with its trailing slash ("/about/"): canonical and og:url. */
  path: string
  /** Keep the page out of search results (the 404 page). */
  noindex?: boolean
  /** The trail after Home (e.g. Services › Tax Services): adds a BreadcrumbList. */
  breadcrumbs?: ReadonlyArray<Crumb>
  /** Further structured data for this page. */
  jsonLd?: ReadonlyArray<JsonLd>
  children?: ReactNode
}

/**
 * Everything in a page's <head>: used by the `Head` export of every page (Gatsby Head API).
 * Absolute URLs come from siteMetadata.siteUrl, which gatsby-config.ts reads from SITE_URL.
 */
export function Seo({
  title,
  description,
  keywords = [],
  path,
  noindex = false,
  breadcrumbs,
  jsonLd = [],
  children,
}: SeoProps) {
  const { siteUrl, company, navigation } = useSiteData()
  const fullTitle = `${title} | ${company.name}`
  const url = absoluteUrl(siteUrl, path)
  const image = absoluteUrl(siteUrl, "/og-image.jpg")
  const homeLabel = navigation.main.find(link => link.path === "/")?.label ?? company.name
  const structuredData = breadcrumbs
    ? [...jsonLd, breadcrumbLd([{ name: homeLabel, path: "/" }, ...breadcrumbs], siteUrl)]
    : jsonLd
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {keywords.length > 0 && <meta name="keywords" content={keywords.join(", ")} />}
      {noindex ? <meta name="robots" content="noindex, follow" /> : <link rel="canonical" href={url} />}
      <meta name="theme-color" content="#0b1f3a" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link rel="apple-touch-icon" href="/apple-touch-icon.png" />

      <meta property="og:type" content="website" />
      <meta property="og:locale" content="en_AE" />
      <meta property="og:site_name" content={company.siteName} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={company.siteName} />

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

/** What every page's data file says about the page for search engines (the `seo` block). */
export const pageSeoFragment = graphql`
  fragment PageSeo on PageSeo {
    title
    description
    keywords
  }
`
