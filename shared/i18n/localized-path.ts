import { DEFAULT_LOCALE, LOCALE_PREFIX, localeOfPath, type Locale } from "./locales"

/** A path on this site ("/about/"), as opposed to a URL, "tel:", "mailto:" or "#anchor". */
const isSitePath = (path: string): boolean => path.startsWith("/") && !path.startsWith("//")

/** The path without its edition prefix: "/ar/about/" → "/about/", "/ar/" → "/". */
export function editionNeutralPath(path: string): string {
  if (!isSitePath(path) || localeOfPath(path) === DEFAULT_LOCALE) return path
  return path.slice(LOCALE_PREFIX.ar.length - 1) || "/"
}

/**
 * The same page in the given edition. Paths in data/ are written once, for English ("/about/"),
 * and every link component passes them through here so they lead to the visitor's edition:
 * "/about/" → "/ar/about/" on Arabic pages. Anything that is not a site path is returned as is.
 */
export function localizedPath(path: string, locale: Locale): string {
  if (!isSitePath(path)) return path
  const neutral = editionNeutralPath(path)
  return locale === DEFAULT_LOCALE ? neutral : `${LOCALE_PREFIX[locale]}${neutral.slice(1)}`
}
