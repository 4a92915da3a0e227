/**
 * Numbers, prices and lists written the way each edition's readers expect. Shared by the pages,
 * the forms and the server, so a price or an address reads the same wherever it appears.
 */
import type { Locale } from "./locales"

/**
 * Western digits in both editions: UAE banks and government sites print 0–9 on their Arabic
 * pages, and CLDR's Arabic default (Arabic-Indic digits in older ICU) is pinned away.
 */
export const NUMBER_LOCALES: Record<Locale, string> = { en: "en", ar: "ar-AE-u-nu-latn" }

const numberFormats: Record<Locale, Intl.NumberFormat> = {
  en: new Intl.NumberFormat(NUMBER_LOCALES.en, { maximumFractionDigits: 2 }),
  ar: new Intl.NumberFormat(NUMBER_LOCALES.ar, { maximumFractionDigits: 2 }),
}

/** A whole number or amount with the edition's thousands separator: "1,999". */
export const formatNumber = (value: number, locale: Locale): string => numberFormats[locale].format(value)

/**
 * How each edition writes a company figure: English keeps the specification's counters, two
 * digits at least ("02+"); Arabic writes the number as it is ("2+"), since a leading zero
 * reads as a code there.
 */
const countFormats: Record<Locale, Intl.NumberFormat> = {
  en: new Intl.NumberFormat(NUMBER_LOCALES.en, { minimumIntegerDigits: 2 }),
  ar: new Intl.NumberFormat(NUMBER_LOCALES.ar),
}

/** A company figure ("167+"): the number in the edition's way, with a plus when it is a lower bound. */
export const formatCount = (count: number, atLeast: boolean, locale: Locale): string =>
  `${countFormats[locale].format(count)}${atLeast ? "+" : ""}`

/**
 * A price as the edition writes it. English keeps the specification's wording, the currency
 * code before the amount ("AED 1,999"); Arabic writes the unit after the amount, as UAE banks
 * do ("1,999 درهم"). `unit` is the edition's word for the currency, from the data files.
 * Intl's own currency style is not used: in Arabic it writes "د.إ.‏" with direction marks.
 */
export function formatPrice(amount: number, unit: string, locale: Locale): string {
  const number = formatNumber(amount, locale)
  return locale === "ar" ? `${number} ${unit}` : `${unit} ${number}`
}

/**
 * The separator between the parts of an address or a short run of items. Intl.ListFormat is not
 * used for addresses: in Arabic it joins the last part with «و» ("and"), which an address never has.
 */
export const PART_SEPARATOR: Record<Locale, string> = { en: ", ", ar: "، " }

/** The non-empty parts joined with the edition's separator: «الخليج التجاري، دبي». */
export const joinParts = (parts: ReadonlyArray<string>, locale: Locale): string =>
  parts.filter(part => part.trim() !== "").join(PART_SEPARATOR[locale])
