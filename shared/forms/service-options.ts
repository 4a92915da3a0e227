/**
 * The service choices of both forms, built from one edition's content of
 * data/service-options.json. The server validates with this same module: one
 * builder, so browser and server can never disagree. The values are shared by
 * both editions (the inbox groups leads by them); the labels and placeholders
 * are the edition's. Like form-texts.ts, this never imports the data file.
 */
import type { Edition } from "../i18n/edition"

/** One edition of data/service-options.json (a type only). */
export type ServiceOptionsContent = Edition<typeof import("../../data/service-options.json")>

export type ServiceOption = {
  value: string
  label: string
}

/** The choices of both forms as one edition shows them. */
export function optionsOf(texts: ServiceOptionsContent) {
  const toOption = ({ value, label }: ServiceOption): ServiceOption => ({ value, label })
  return {
    lead: texts.items.filter(item => item.inLeadForm).map(toOption),
    contact: texts.items.filter(item => item.inContactForm).map(toOption),
    leadPlaceholder: texts.leadPlaceholder,
    contactPlaceholder: texts.contactPlaceholder,
  }
}

export type ServiceOptions = ReturnType<typeof optionsOf>
