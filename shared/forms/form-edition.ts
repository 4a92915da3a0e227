/**
 * What a page needs for its forms, in its own edition only. The page context carries the raw
 * content (`FormContent`, plain JSON made by gatsby-node.ts); the browser builds the texts, the
 * service choices and the validation rules from it once per edition. So a page's JavaScript
 * holds no form text of either edition: the words come as data, with the page.
 */
import type { Locale } from "../i18n/locales"
import { textsOf, type FormsContent, type FormTexts } from "./form-texts"
import { optionsOf, type ServiceOptions, type ServiceOptionsContent } from "./service-options"

/** One edition's content of data/forms.json and data/service-options.json: the page context's `forms`. */
export type FormContent = { locale: Locale; forms: FormsContent; serviceOptions: ServiceOptionsContent }

export type FormEdition = { locale: Locale; texts: FormTexts; services: ServiceOptions }

// Every page of an edition brings equal content, but a new object: built once per content
// object, and a client navigation to a page of the same edition rebuilds nothing it can keep.
const built = new WeakMap<FormContent, FormEdition>()

export function formEditionOf(content: FormContent): FormEdition {
  let edition = built.get(content)
  if (!edition) {
    edition = {
      locale: content.locale,
      texts: textsOf(content.forms, content.locale),
      services: optionsOf(content.serviceOptions),
    }
    built.set(content, edition)
  }
  return edition
}

/** Whether a page context value is form content (gatsby-node.ts puts it on every page). */
export function isFormContent(value: unknown): value is FormContent {
  if (typeof value !== "object" || value === null) return false
  const { locale, forms, serviceOptions } = value as Record<string, unknown>
  return typeof locale === "string" && typeof forms === "object" && typeof serviceOptions === "object"
}
