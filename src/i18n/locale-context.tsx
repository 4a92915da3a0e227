import { createContext, useContext, type ReactNode } from "react"
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../shared/i18n/locales"

/**
 * The edition (language) of the page being shown. Every page is created with `locale` in its
 * page context; the page wrapper in gatsby-browser.tsx and gatsby-ssr.tsx provides it here, so
 * components read it with `useLocale()` instead of each page passing it down.
 */
const LocaleContext = createContext<Locale>(DEFAULT_LOCALE)

export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <LocaleContext.Provider value={locale}>{children}</LocaleContext.Provider>
}

export const useLocale = (): Locale => useContext(LocaleContext)

/** The locale a page was created with; pages without one (none today) are English. */
export function localeOfPageContext(pageContext: unknown): Locale {
  const locale = (pageContext as { locale?: unknown } | undefined)?.locale
  return isLocale(locale) ? locale : DEFAULT_LOCALE
}

/** Whether the page is a 404 page, which stands for any unknown address (gatsby-node.ts marks it). */
export const isNotFoundContext = (pageContext: unknown): boolean =>
  (pageContext as { notFound?: unknown } | undefined)?.notFound === true

// Defined beside the locales so that the server (no React) can use it too.
export { directionOf } from "../../shared/i18n/locales"
