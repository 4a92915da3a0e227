/**
 * How the web editor reads and writes a translated data file. The file keeps its English content
 * where it always was, plus one key "ar" with only the Arabic texts (arabic-design.md §2). Decap's
 * `single_file` i18n structure wants one key per edition instead, `{ "en": {…}, "ar": {…} }`, so
 * this format (CMS.registerCustomFormat) turns the one into the other and back.
 *
 * Decap also keeps an unsaved draft in the browser, one edition at a time, through this same
 * format (its "local backup"). Such a draft is not a file: it is wrapped under its own key, so that
 * reading it back can never be taken for a file without an Arabic part.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../../shared/i18n/locales"

export const EDITION_FORMAT = "edition-json"

type JsonObject = Record<string, unknown>
/** What Decap edits: one object per edition. */
export type Editions = { [locale in Locale]?: JsonObject }

/** The key of an unsaved draft of one edition; no data file has it. */
export const DRAFT_KEY = "unsavedDraftOfOneEdition"

const OTHER_LOCALES = LOCALES.filter(locale => locale !== DEFAULT_LOCALE)

const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value)

const isEditions = (data: unknown): data is Editions =>
  isObject(data) && DEFAULT_LOCALE in data && Object.keys(data).every(key => LOCALES.some(locale => locale === key))

/** A file's text as Decap edits it: English is the file without the other editions' keys. */
export function fromFile(text: string): Editions | JsonObject {
  const parsed: unknown = JSON.parse(text)
  if (!isObject(parsed)) throw new Error("A data file holds one JSON object.")
  if (DRAFT_KEY in parsed && isObject(parsed[DRAFT_KEY])) return parsed[DRAFT_KEY]
  const english = { ...parsed }
  const editions: Editions = {}
  for (const locale of OTHER_LOCALES) {
    const translation = english[locale]
    delete english[locale]
    editions[locale] = isObject(translation) ? translation : {}
  }
  return { [DEFAULT_LOCALE]: english, ...editions }
}

/**
 * What Decap saves, as the file: the English content, then each other edition under its key when
 * it holds anything. Shared facts are fields with `i18n: "none"`, which Decap never puts there.
 */
export function toFile(data: unknown): string {
  if (!isEditions(data)) return JSON.stringify({ [DRAFT_KEY]: data }, null, 2)
  const file: JsonObject = { ...data[DEFAULT_LOCALE] }
  for (const locale of OTHER_LOCALES) {
    const translation = data[locale]
    if (isObject(translation) && Object.keys(translation).length > 0) file[locale] = translation
  }
  return JSON.stringify(file, null, 2)
}
