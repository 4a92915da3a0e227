/**
 * A page's data in the preview, in the shape its GraphQL query gives it on the site: each data
 * file's edition under its query field (data/home.json → `homeJson`), the site-wide fields the
 * `...SiteData` fragment names, and pictures as the build resolves them. The build reads a path
 * under images/ as a File (gatsby/schema.ts); here such a path becomes the editor's own copy of
 * the picture, at a size the page's layout then fits.
 */
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { queryFieldName } from "../../../shared/data-type-name"
import { editionOf } from "../../../shared/i18n/edition"
import type { Locale } from "../../../shared/i18n/locales"

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }
export type JsonObject = { [key: string]: Json }
/** Every data file by its name (home, service-cards…), as saved or as being edited. */
export type DataFiles = Record<string, JsonObject>
/** The address the editor shows a picture of data/ at (Decap's getAsset). */
export type AssetUrl = (path: string) => string

const PICTURE = /^images\/.+\.(avif|jpe?g|png|webp|svg)$/i

/** A picture as a page query returns it: its processed image and its public address. */
function pictureOf(url: string): { childImageSharp: { gatsbyImageData: IGatsbyImageData }; publicURL: string } {
  const gatsbyImageData: IGatsbyImageData = {
    layout: "constrained",
    width: 1200,
    height: 800,
    images: { fallback: { src: url } },
  }
  return { childImageSharp: { gatsbyImageData }, publicURL: url }
}

function withPictures(value: Json, assetUrl: AssetUrl): unknown {
  if (typeof value === "string") return PICTURE.test(value) ? pictureOf(assetUrl(value)) : value
  if (Array.isArray(value)) return value.map(item => withPictures(item, assetUrl))
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withPictures(item, assetUrl)]))
  return value
}

/** What a page's query returns in the preview: every file's edition, and the site-wide fields. */
export function pageDataOf(files: DataFiles, locale: Locale, assetUrl: AssetUrl, siteUrl: string) {
  const data: Record<string, unknown> = {}
  for (const [name, file] of Object.entries(files)) {
    const { $schema: _schema, ...content } = editionOf(file, locale)
    data[queryFieldName(name)] = withPictures(content as Json, assetUrl)
  }
  return {
    ...data,
    site: { siteMetadata: { siteUrl }, buildTime: String(new Date().getFullYear()) },
    siteCompany: data.companyJson,
    siteNavigation: data.navigationJson,
    siteBlocks: data.blocksJson,
    sitePricing: data.pricingJson,
    siteServices: data.servicesJson,
  }
}

/**
 * What gatsby-node.ts gives every page of an edition in its context (its forms' and interface
 * words), from the files as they are; the page wrapper checks both as it does on the site.
 */
export function pageContextOf(files: DataFiles, locale: Locale) {
  const { $schema: _ui, ...ui } = editionOf(files.ui ?? {}, locale)
  const forms = {
    locale,
    forms: editionOf(files.forms ?? {}, locale),
    serviceOptions: editionOf(files["service-options"] ?? {}, locale),
  }
  return { locale, ui, forms }
}
