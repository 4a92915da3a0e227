import type { Locale } from "./locales"
import { editionNeutralPath, localizedPath } from "./localized-path"

/** Gatsby's 404 page is built at /404/ and /404.html in each edition. */
const isNotFoundPage = (path: string): boolean => /^\/404(\/|\.html$)/.test(editionNeutralPath(path))

/**
 * The same page in the other edition, where the language switch leads. The 404 page has no
 * address of its own to translate (it stands for any unknown path), so its switch leads to the
 * other edition's home page.
 */
export function twinPath(pagePath: string, locale: Locale): string {
  return localizedPath(isNotFoundPage(pagePath) ? "/" : pagePath, locale)
}
