/**
 * The one validation module for the lead and contact forms, used by the browser
 * forms (Formik `validate`) and by the server. Pure TypeScript + Yup, no browser APIs.
 *
 * The spec shows only the first failing rule, in its own order. Yup validates an
 * object's fields concurrently and reports them in its own order, so each form is
 * an ordered list of single-field rules checked one after another instead.
 *
 * The rules speak the words of the edition they are given (form-edition.ts): the browser's from
 * its page context, the server's from the data files (form-edition-files.ts).
 */
import * as yup from "yup"
import { isSingleEmailAddress } from "./email-address"
import type { FormEdition } from "./form-edition"
import type { FormTexts } from "./form-texts"
import { LEAD_FIELDS, type LeadFieldName } from "../lead-fields"
import { isPhoneNumber } from "./phone-number"
import { INVISIBLE_IN_NAME, MULTI_LINE_FORBIDDEN, SINGLE_LINE_FORBIDDEN } from "./unsafe-characters"

/** The lead form's fields, in the order the spec sends them. */
export const leadFieldNames = ["firstname", "lastname", "email", "phone", "service", "message"] as const
/** The contact form adds the consent box: "on" when ticked, otherwise "". */
export const contactFieldNames = [...leadFieldNames, "privacy"] as const

export type LeadValues = Record<(typeof leadFieldNames)[number], string>
export type ContactValues = Record<(typeof contactFieldNames)[number], string>

export type FieldError<Values> = { field: keyof Values & string; message: string }

// Only validateSync is used; Yup's own schema types differ by flags (default set or not).
type Rule<Values> = { field: keyof Values & string; schema: { validateSync: (value: string) => unknown } }

/** Non-space characters, an at sign, non-space characters, a dot, non-space characters. */
export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/

/** The most characters each field takes, as the lead's field list declares them (fromEntries forgets the key names). */
/** Compiles only while the contact form's fields and the lead's declared fields are the same names. */
type SameNames<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never
const formMatchesLeadFields: SameNames<keyof ContactValues, LeadFieldName> = true
void formMatchesLeadFields

export const fieldLimits = Object.fromEntries(LEAD_FIELDS.map(field => [field.name, field.maxLength])) as Record<
  keyof ContactValues,
  number
>

// Control characters (C0, DEL, C1) would let a value break out of an e-mail header or a log line;
// line breaks are allowed only in the free-text message, and there only tab, CR and LF. A name,
// e-mail or phone also holds no bidirectional embedding, override or isolate (unsafe-characters.ts).
const text = () => yup.string().default("")
const required = (message: string) => text().trim().required(message)

function safetyRules<Values>(
  texts: FormTexts,
  fields: ReadonlyArray<keyof ContactValues & keyof Values & string>,
): Rule<Values>[] {
  // Messages name a field by its label, as editors wrote it in data/forms.json.
  const { labels, messages } = texts
  return fields.map(field => ({
    field,
    schema: text()
      .max(fieldLimits[field], messages.extra.tooLong(labels[field], fieldLimits[field]))
      .test(
        "no-control-characters",
        messages.extra.controlCharacters(labels[field]),
        value => !(field === "message" ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(value ?? ""),
      ),
  }))
}

/**
 * After the safety rules: a name holds no direction mark or zero-width character. Invisible, they
 * make two names that look alike differ, or reorder what the staff read around the name.
 */
const visibleNames = <Values extends Record<"firstname" | "lastname", string>>(texts: FormTexts): Rule<Values>[] =>
  (["firstname", "lastname"] as const).map(field => ({
    field,
    schema: text().test(
      "no-invisible-characters",
      texts.messages.extra.invisibleCharacters(texts.labels[field]),
      value => !INVISIBLE_IN_NAME.test(value ?? ""),
    ),
  }))

/** After the forms' own pattern: exactly one address, so a reply can reach no one else (email-address.ts). */
const oneEmailAddress = (message: string) => ({
  field: "email" as const,
  schema: text().test("one-address", message, value => isSingleEmailAddress((value ?? "").trim())),
})

/** A phone that could be dialled (phone-number.ts); an empty optional phone passes. */
const callablePhone = (message: string) => ({
  field: "phone" as const,
  schema: text().test("callable-phone", message, value => !value?.trim() || isPhoneNumber(value)),
})

const knownValue = (options: { value: string }[]) => (value: string | undefined) =>
  !value || options.some(option => option.value === value)

/** The lead form's rules in the spec's order, speaking the edition's words. */
function leadRulesOf({ texts, services }: FormEdition): Rule<LeadValues>[] {
  const { lead: messages, extra } = texts.messages
  return [
    { field: "firstname", schema: required(messages.firstnameRequired) },
    { field: "lastname", schema: required(messages.lastnameRequired) },
    { field: "email", schema: required(messages.emailRequired).matches(EMAIL_PATTERN, messages.emailInvalid) },
    { field: "phone", schema: required(messages.phoneRequired) },
    { field: "service", schema: required(messages.serviceRequired) },
    ...safetyRules<LeadValues>(texts, ["firstname", "lastname", "email", "phone", "service", "message"]),
    ...visibleNames<LeadValues>(texts),
    oneEmailAddress(extra.oneEmailAddress),
    callablePhone(extra.phoneInvalid),
    {
      field: "service",
      schema: text().test("known-service", extra.serviceUnknown, knownValue(services.lead)),
    },
  ]
}

/** The contact form's rules in the spec's order, speaking the edition's words. */
function contactRulesOf({ texts, services }: FormEdition): Rule<ContactValues>[] {
  const { contact: messages, extra } = texts.messages
  return [
    { field: "firstname", schema: required(messages.firstnameRequired) },
    { field: "lastname", schema: required(messages.lastnameRequired) },
    { field: "email", schema: required(messages.emailRequired).matches(EMAIL_PATTERN, messages.emailInvalid) },
    { field: "message", schema: required(messages.messageRequired) },
    {
      field: "privacy",
      schema: text().test("privacy-ticked", messages.privacyRequired, value => value === "on"),
    },
    ...safetyRules<ContactValues>(texts, ["firstname", "lastname", "email", "phone", "service", "message", "privacy"]),
    ...visibleNames<ContactValues>(texts),
    oneEmailAddress(extra.oneEmailAddress),
    callablePhone(extra.phoneInvalid),
    {
      field: "service",
      schema: text().test("known-service", extra.serviceUnknown, knownValue(services.contact)),
    },
  ]
}

// Made once per edition: the same rules, each edition's messages.
function rulesCache<Values>(make: (edition: FormEdition) => Rule<Values>[]) {
  const cache = new WeakMap<FormEdition, Rule<Values>[]>()
  return (edition: FormEdition) => {
    let rules = cache.get(edition)
    if (!rules) cache.set(edition, (rules = make(edition)))
    return rules
  }
}
const leadRules = rulesCache(leadRulesOf)
const contactRules = rulesCache(contactRulesOf)

function firstError<Values>(
  rules: Rule<Values>[],
  values: Partial<Record<keyof Values, unknown>>,
): FieldError<Values> | null {
  for (const { field, schema } of rules) {
    const raw = values[field]
    const value = typeof raw === "string" ? raw : raw == null ? "" : String(raw)
    try {
      schema.validateSync(value)
    } catch (error) {
      if (error instanceof yup.ValidationError) return { field, message: error.message }
      throw error
    }
  }
  return null
}

/**
 * The first failing rule of the lead form, in the spec's order, or null when the values are valid.
 * Its message is in the words of the edition given (the page's the form is on).
 */
export const firstLeadErrorIn = (values: Partial<Record<keyof LeadValues, unknown>>, edition: FormEdition) =>
  firstError(leadRules(edition), values)

/** The first failing rule of the contact form, in the spec's order, or null; its message in the edition's words. */
export const firstContactErrorIn = (values: Partial<Record<keyof ContactValues, unknown>>, edition: FormEdition) =>
  firstError(contactRules(edition), values)

/** Formik-shaped errors: at most one field, the first that fails. */
export const toFormikErrors = <Values>(error: FieldError<Values> | null): Partial<Record<keyof Values, string>> =>
  error ? ({ [error.field]: error.message } as Partial<Record<keyof Values, string>>) : {}

export const emptyLead: LeadValues = { firstname: "", lastname: "", email: "", phone: "", service: "", message: "" }
export const emptyContact: ContactValues = { ...emptyLead, privacy: "" }
