import type { Locale } from "../../../shared/i18n/locales"

/**
 * The logo each edition shows (drawn by scripts/make-artwork.ts into static/): the Latin
 * lock-up, and for Arabic pages the Arabic one, in the same 5:1 box so nothing moves.
 */
export const LOGO_FILE: Record<Locale, string> = { en: "/logo.svg", ar: "/logo-ar.svg" }
