/**
 * The site's two editions: English at the root and Arabic under /ar/. The pages, the build and
 * the server (which records the edition a lead came from by the page its form was on) read the
 * languages and their addresses from here.
 */
export const LOCALES = ["en", "ar"] as const
export type Locale = (typeof LOCALES)[number]

export const DEFAULT_LOCALE: Locale = "en"

/** The path prefix of each edition: "/" for English, "/ar/" for Arabic. */
export const LOCALE_PREFIX: Record<Locale, string> = { en: "/", ar: "/ar/" }

export const isLocale = (value: unknown): value is Locale => LOCALES.some(locale => locale === value)

/** Writing direction of an edition: Arabic reads right to left. */
export const directionOf = (locale: Locale): "ltr" | "rtl" => (locale === "ar" ? "rtl" : "ltr")

/** The edition a site path belongs to: "/ar" and anything under "/ar/" is Arabic, the rest English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === "/ar" || pathname.startsWith(LOCALE_PREFIX.ar) ? "ar" : DEFAULT_LOCALE
}

/**
 * Each language's name in itself, as the language switch shows it ("العربية" on English pages):
 * a reader looks for their own language's name, so these are never translated.
 */
export const LOCALE_NAMES: Record<Locale, string> = { en: "English", ar: "العربية" }

/** The edition a visitor switches to from the given one. */
export const otherLocale = (locale: Locale): Locale => (locale === "ar" ? "en" : "ar")
