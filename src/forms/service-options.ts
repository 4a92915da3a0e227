/**
 * The service choices of both forms. Imported straight from the data file (not
 * through GraphQL) because the server validates with this same module and has
 * no GraphQL layer: one file, so browser and server can never disagree. The
 * values are shared by both editions (the inbox groups leads by them); the
 * labels and placeholders are the edition's.
 */
import data from "../../data/service-options.json"
import { editionOf } from "../i18n/edition"
import type { Locale } from "../i18n/locales"

export type ServiceOption = {
  value: string
  label: string
}

function optionsOf(locale: Locale) {
  const texts = editionOf(data, locale)
  const toOption = ({ value, label }: ServiceOption): ServiceOption => ({ value, label })
  return {
    lead: texts.items.filter(item => item.inLeadForm).map(toOption),
    contact: texts.items.filter(item => item.inContactForm).map(toOption),
    leadPlaceholder: texts.leadPlaceholder,
    contactPlaceholder: texts.contactPlaceholder,
  }
}

export type ServiceOptions = ReturnType<typeof optionsOf>

const editions: Record<Locale, ServiceOptions> = { en: optionsOf("en"), ar: optionsOf("ar") }

/** The choices of both forms as one edition shows them. */
export const serviceOptionsOf = (locale: Locale): ServiceOptions => editions[locale]

/** Every service either form can send, with its English label: the staff inbox filters and labels leads by these. */
export const allServiceOptions: ServiceOption[] = editionOf(data, "en").items.map(({ value, label }) => ({
  value,
  label,
}))
