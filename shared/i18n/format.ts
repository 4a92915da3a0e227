/**
 * Numbers, prices and lists written the way each edition's readers expect. Shared by the pages,
 * the forms and the server, so a price or an address reads the same wherever it appears.
 *
 * The site's figures are whole numbers of zero or more (the data schemas say so), and both
 * editions write them alike: Western digits, a comma between thousands (UAE banks print 0–9 on
 * their Arabic pages too). Those are grouped here, by hand, rather than by Intl.NumberFormat, and
 * the WhatsApp offer's list is joined by hand rather than by Intl.ListFormat: a page's first Intl
 * object costs V8 its table of every locale it supports, a long task in every page's hydration
 * (`npm run bench:intl`, docs/performance.md). `format.test.ts` holds each function to Intl's own
 * output, which anything not a whole number still uses.
 */
import type { Locale } from "./locales"

/** The Intl locale of each edition's numbers: CLDR's Arabic default digits (Arabic-Indic in older ICU) are pinned away. */
export const NUMBER_LOCALES: Record<Locale, string> = { en: "en", ar: "ar-AE-u-nu-latn" }

const isWholeFigure = (value: number) => Number.isSafeInteger(value) && value >= 0

/** "1999" → "1,999". */
const groupThousands = (value: number) => String(value).replace(/\B(?=(\d{3})+$)/g, ",")

/** A whole number or amount with the edition's thousands separator: "1,999". */
export function formatNumber(value: number, locale: Locale): string {
  if (isWholeFigure(value)) return groupThousands(value)
  return new Intl.NumberFormat(NUMBER_LOCALES[locale], { maximumFractionDigits: 2 }).format(value)
}

/**
 * How each edition writes a company figure: English keeps the specification's counters, two
 * digits at least ("02+"); Arabic writes the number as it is ("2+"), since a leading zero
 * reads as a code there.
 */
export function formatCount(count: number, atLeast: boolean, locale: Locale): string {
  const figure = formatNumber(count, locale)
  return `${locale === "en" ? figure.padStart(2, "0") : figure}${atLeast ? "+" : ""}`
}

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
 * A short list read as one ("A, B, and C" / «A وB وC»), as Intl.ListFormat's conjunction writes
 * it in each edition: English with the serial comma, Arabic with «و» joined to each item after
 * the first.
 */
export function formatList(items: ReadonlyArray<string>, locale: Locale): string {
  if (locale === "ar") return items.join(" و")
  if (items.length <= 2) return items.join(" and ")
  return `${items.slice(0, -1).join(", ")}, and ${items[items.length - 1]}`
}

/**
 * The separator between the parts of an address or a short run of items. A list's «و» is not
 * used for addresses: an address never joins its last part with "and".
 */
export const PART_SEPARATOR: Record<Locale, string> = { en: ", ", ar: "، " }

/** The non-empty parts joined with the edition's separator: «الخليج التجاري، دبي». */
export const joinParts = (parts: ReadonlyArray<string>, locale: Locale): string =>
  parts.filter(part => part.trim() !== "").join(PART_SEPARATOR[locale])
