/**
 * The one validation module for the lead and contact forms, used by the browser
 * forms (Formik `validate`) and by the server. Pure TypeScript + Yup, no browser APIs.
 *
 * The spec shows only the first failing rule, in its own order. Yup validates an
 * object's fields concurrently and reports them in its own order, so each form is
 * an ordered list of single-field rules checked one after another instead.
 */
import * as yup from "yup"
import { isSingleEmailAddress } from "./email-address"
import { formTexts } from "./form-texts"
import { contactMessages, extraMessages, leadMessages } from "./messages"
import { contactServiceOptions, leadServiceOptions } from "./service-options"

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

export const fieldLimits = {
  firstname: 100,
  lastname: 100,
  email: 254,
  phone: 40,
  service: 100,
  message: 5000,
  privacy: 2,
} as const

/** Messages name a field by its label, as editors wrote it in data/forms.json. */
const fieldLabels: Record<keyof ContactValues, string> = formTexts.labels

// Control characters (C0, DEL, C1) would let a value break out of an e-mail header
// or a log line; line breaks (also the Unicode line and paragraph separators) are
// allowed only in the free-text message, and there only tab, CR and LF. A name, e-mail
// or phone also holds no bidirectional embedding, override or isolate (U+202A-U+202E,
// U+2066-U+2069): they make text display in another order than it is stored, e.g.
// an address that reads as someone else's in the inbox.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/

const text = () => yup.string().default("")
const required = (message: string) => text().trim().required(message)

function safetyRules<Values>(fields: ReadonlyArray<keyof ContactValues & keyof Values & string>): Rule<Values>[] {
  return fields.map(field => ({
    field,
    schema: text()
      .max(fieldLimits[field], extraMessages.tooLong(fieldLabels[field], fieldLimits[field]))
      .test(
        "no-control-characters",
        extraMessages.controlCharacters(fieldLabels[field]),
        value => !(field === "message" ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(value ?? ""),
      ),
  }))
}

/** After the forms' own pattern: exactly one address, so a reply can reach no one else (email-address.ts). */
const oneEmailAddress = {
  field: "email" as const,
  schema: text().test("one-address", extraMessages.oneEmailAddress, value =>
    isSingleEmailAddress((value ?? "").trim()),
  ),
}

const knownValue = (options: { value: string }[]) => (value: string | undefined) =>
  !value || options.some(option => option.value === value)

const leadRules: Rule<LeadValues>[] = [
  { field: "firstname", schema: required(leadMessages.firstnameRequired) },
  { field: "lastname", schema: required(leadMessages.lastnameRequired) },
  { field: "email", schema: required(leadMessages.emailRequired).matches(EMAIL_PATTERN, leadMessages.emailInvalid) },
  { field: "phone", schema: required(leadMessages.phoneRequired) },
  { field: "service", schema: required(leadMessages.serviceRequired) },
  ...safetyRules<LeadValues>(["firstname", "lastname", "email", "phone", "service", "message"]),
  oneEmailAddress,
  {
    field: "service",
    schema: text().test("known-service", extraMessages.serviceUnknown, knownValue(leadServiceOptions)),
  },
]

const contactRules: Rule<ContactValues>[] = [
  { field: "firstname", schema: required(contactMessages.firstnameRequired) },
  { field: "lastname", schema: required(contactMessages.lastnameRequired) },
  {
    field: "email",
    schema: required(contactMessages.emailRequired).matches(EMAIL_PATTERN, contactMessages.emailInvalid),
  },
  { field: "message", schema: required(contactMessages.messageRequired) },
  {
    field: "privacy",
    schema: text().test("privacy-ticked", contactMessages.privacyRequired, value => value === "on"),
  },
  ...safetyRules<ContactValues>(["firstname", "lastname", "email", "phone", "service", "message", "privacy"]),
  oneEmailAddress,
  {
    field: "service",
    schema: text().test("known-service", extraMessages.serviceUnknown, knownValue(contactServiceOptions)),
  },
]

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

/** The first failing rule of the lead form, in the spec's order, or null when the values are valid. */
export const firstLeadError = (values: Partial<Record<keyof LeadValues, unknown>>) => firstError(leadRules, values)

/** The first failing rule of the contact form, in the spec's order, or null when the values are valid. */
export const firstContactError = (values: Partial<Record<keyof ContactValues, unknown>>) =>
  firstError(contactRules, values)

/** Formik-shaped errors: at most one field, the first that fails. */
export const toFormikErrors = <Values>(error: FieldError<Values> | null): Partial<Record<keyof Values, string>> =>
  error ? ({ [error.field]: error.message } as Partial<Record<keyof Values, string>>) : {}

export const emptyLead: LeadValues = { firstname: "", lastname: "", email: "", phone: "", service: "", message: "" }
export const emptyContact: ContactValues = { ...emptyLead, privacy: "" }
