import type { Locale } from "./locales"

/**
 * A data file holds the English content where it always was, plus one key "ar" with the
 * Arabic translations of its visitor-facing texts at the same JSON paths. This
 * merges the two into one edition's full content. Shared by the build (GraphQL nodes), the
 * browser (the forms) and the server (its answer pages), so all three read an edition alike.
 */

/** The file without its Arabic part: the shape every edition has. */
export type Edition<Content> = Omit<Content, "ar">

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/**
 * English facts with the Arabic texts laid over them. Only strings are taken from the Arabic
 * part, and only where English has a string, so the shape never changes: a number, flag or
 * extra item typed there cannot reach a page. A shared text typed there (an id, a link) would
 * replace the English one: the data check (shared/data-validation/edition-schema.ts) refuses it before a build.
 */
function overlay(english: unknown, arabic: unknown): unknown {
  if (typeof english === "string") return typeof arabic === "string" ? arabic : english
  if (Array.isArray(english)) {
    return english.map((item, index) => overlay(item, Array.isArray(arabic) ? arabic[index] : undefined))
  }
  if (isObject(english)) {
    const translated = isObject(arabic) ? arabic : {}
    return Object.fromEntries(Object.entries(english).map(([key, value]) => [key, overlay(value, translated[key])]))
  }
  return english
}

/**
 * The content of a data file in one edition. English is the file without "ar". A file with
 * nothing to translate, or whose Arabic part is not written yet, reads as English in Arabic
 * too; `npm run validate:data` and the build require the Arabic part where there is text.
 */
export function editionOf<Content extends object>(fileContent: Content, locale: Locale): Edition<Content> {
  const { ar: arabic, ...english } = fileContent as Content & { ar?: unknown }
  // overlay keeps the English shape: same keys, same lengths, strings stay strings.
  return (locale === "ar" ? overlay(english, arabic) : english) as Edition<Content>
}
