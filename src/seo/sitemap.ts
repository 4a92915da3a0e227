import { DEFAULT_LOCALE, LOCALES } from "../../shared/i18n/locales"
import { editionNeutralPath, localizedPath } from "../../shared/i18n/localized-path"
import { absoluteUrl } from "./json-ld"

/** One <xhtml:link rel="alternate"> of a sitemap entry: the page in a language, absolute. */
export type SitemapAlternate = { lang: string; url: string }

/** What gatsby-plugin-sitemap's `serialize` returns for one page. */
export type SitemapEntry = { url: string; links: SitemapAlternate[] }

/** Gatsby's 404 pages and the lower-case PortfolioLinks spellings are never listed, in any edition. */
export function sitemapExcludes(englishPaths: ReadonlyArray<string>): string[] {
  return LOCALES.flatMap(locale => englishPaths.map(path => localizedPath(path, locale)))
}

/**
 * A page's sitemap entry with its alternates in every edition and x-default (English), the same
 * set the page's head lists (src/seo/seo.tsx), as Google accepts either. The plugin prefixes only
 * `url` with the site URL, so the alternates are made absolute here.
 */
export function sitemapEntry(path: string, siteUrl: string): SitemapEntry {
  const neutral = editionNeutralPath(path)
  const urlIn = (locale: (typeof LOCALES)[number]) => absoluteUrl(siteUrl, localizedPath(neutral, locale))
  return {
    url: path,
    links: [
      ...LOCALES.map(locale => ({ lang: locale, url: urlIn(locale) })),
      { lang: "x-default", url: urlIn(DEFAULT_LOCALE) },
    ],
  }
}
