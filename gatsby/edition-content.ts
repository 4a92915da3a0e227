import { DEFAULT_LOCALE, type Locale } from "../src/i18n/locales"

type Json = unknown

const isRecord = (value: Json): value is Record<string, Json> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** English facts with the translated strings laid over them, path by path (arrays index by index). */
function overlay(english: Json, translated: Json): Json {
  if (typeof english === "string") return typeof translated === "string" ? translated : english
  if (Array.isArray(english)) {
    return english.map((item, index) => overlay(item, Array.isArray(translated) ? translated[index] : undefined))
  }
  if (isRecord(english)) {
    const parts = isRecord(translated) ? translated : {}
    return Object.fromEntries(Object.entries(english).map(([key, value]) => [key, overlay(value, parts[key])]))
  }
  return english
}

/**
 * One edition of a data file's content: English as it is, or English with the translations of
 * its top-level `ar` key laid over it (issue 21: facts are written once, in the English part).
 * The `ar` key itself and the editors' `$schema` key are never part of an edition.
 */
export function editionContent(file: Json, locale: Locale): Record<string, Json> {
  if (!isRecord(file)) return {}
  const { ar: arabic, $schema: _schema, ...english } = file
  if (locale === DEFAULT_LOCALE) return english
  const merged = overlay(english, arabic)
  return isRecord(merged) ? merged : english
}
