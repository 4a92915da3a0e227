/**
 * The forms' editions read straight from the data files: for the server (which answers in the
 * edition of the page a form came from), the build (gatsby-node.ts puts one edition into each
 * page's context) and the tests. Browser code must not import this module: it would put both
 * editions' texts into every page's JavaScript; pages get theirs through form-edition-context.tsx.
 */
import forms from "../../data/forms.json"
import serviceOptions from "../../data/service-options.json"
import { editionOf } from "../i18n/edition"
import { LOCALES, type Locale } from "../i18n/locales"
import { formEditionOf, type FormContent, type FormEdition } from "./form-edition"
import type { FormTexts } from "./form-texts"
import type { ServiceOption, ServiceOptions } from "./service-options"
import { firstContactErrorIn, firstLeadErrorIn, type ContactValues, type LeadValues } from "./validation"

/** One edition's raw content of both files, as a page context carries it. */
export const formContentOf = (locale: Locale): FormContent => ({
  locale,
  forms: editionOf(forms, locale),
  serviceOptions: editionOf(serviceOptions, locale),
})

// Both editions are made once: the server asks for them on every post.
const editions = Object.fromEntries(LOCALES.map(locale => [locale, formEditionOf(formContentOf(locale))])) as Record<
  Locale,
  FormEdition
>

export const formTextsOf = (locale: Locale): FormTexts => editions[locale].texts
/** The choices of both forms as one edition shows them. */
export const serviceOptionsOf = (locale: Locale): ServiceOptions => editions[locale].services

/** Every service either form can send, with its English label: the staff inbox filters and labels leads by these. */
export const allServiceOptions: ServiceOption[] = editionOf(serviceOptions, "en").items.map(({ value, label }) => ({
  value,
  label,
}))

/** The lead form's first failing rule, its message in the edition's words (English unless said). */
export const firstLeadError = (values: Partial<Record<keyof LeadValues, unknown>>, locale: Locale = "en") =>
  firstLeadErrorIn(values, editions[locale])

/** The contact form's first failing rule, its message in the edition's words (English unless said). */
export const firstContactError = (values: Partial<Record<keyof ContactValues, unknown>>, locale: Locale = "en") =>
  firstContactErrorIn(values, editions[locale])
