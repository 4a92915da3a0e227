/**
 * Turns a urlencoded body into a lead or contact submission, or says what is wrong
 * with it. Only the forms' own fields are read; anything else a client adds is
 * ignored and never stored. The validation is the browsers' own module, so both
 * sides answer with the same first failing rule.
 */
import { HONEYPOT_FIELD } from "../../shared/forms/honeypot"
import type { Locale } from "../../shared/i18n/locales"
import { firstContactError, firstLeadError } from "../../shared/forms/form-edition-files"
import { normalizePhone } from "../../shared/forms/phone-number"
import { contactFieldNames } from "../../shared/forms/validation"
import type { LeadFields, LeadKind } from "../storage/lead"

export type Submission = { kind: LeadKind; fields: LeadFields; honeypotFilled: boolean }
export type Rejection = { status: 400 | 422; message: string }

const KNOWN_FIELDS = new Set<string>([...contactFieldNames, "submit", HONEYPOT_FIELD])
// The honeypot is invisible to people; cap it anyway so a bot cannot fill the database.
const HONEYPOT_LIMIT = 1000

export const submissionMessages = {
  unknownForm: "Unknown form: a quote request is sent with submit=submit, a contact message with the privacy field.",
  bothForms: "Send either a quote request (submit=submit) or a contact message (privacy), not both.",
  duplicateField: (field: string) => `The field ${field} was sent more than once.`,
  honeypotTooLong: "The form contains a field that is too long.",
} as const

/** `locale`: the edition of the page the form was on, whose words a failed rule is told in. */
export function readSubmission(body: string, locale: Locale): Submission | Rejection {
  const params = new URLSearchParams(body)
  const values = new Map<string, string>()
  for (const [name, value] of params) {
    if (!KNOWN_FIELDS.has(name)) continue
    if (values.has(name)) return { status: 422, message: submissionMessages.duplicateField(name) }
    values.set(name, value)
  }

  const isLead = values.has("submit")
  const isContact = values.has("privacy")
  if (isLead && isContact) return { status: 400, message: submissionMessages.bothForms }
  if (isLead ? values.get("submit") !== "submit" : !isContact)
    return { status: 400, message: submissionMessages.unknownForm }

  const value = (field: string) => values.get(field) ?? ""
  const input = {
    firstname: value("firstname"),
    lastname: value("lastname"),
    email: value("email"),
    phone: value("phone"),
    service: value("service"),
    message: value("message"),
  }
  const error = isLead
    ? firstLeadError(input, locale)
    : firstContactError({ ...input, privacy: value("privacy") }, locale)
  if (error) return { status: 422, message: error.message }

  const honeypot = value(HONEYPOT_FIELD)
  if (honeypot.length > HONEYPOT_LIMIT) return { status: 422, message: submissionMessages.honeypotTooLong }

  // Stored as checked: the rules test trimmed values.
  const fields: LeadFields = {
    firstname: input.firstname.trim(),
    lastname: input.lastname.trim(),
    email: input.email.trim(),
    // Western digits, so staff can tap it to call (the rules checked it this way too).
    phone: normalizePhone(input.phone),
    service: input.service.trim(),
    // One line-break convention in storage and mail, whatever the browser sent.
    message: input.message.trim().replace(/\r\n?/g, "\n"),
    privacy: isLead ? "" : "on",
  }
  return { kind: isLead ? "lead" : "contact", fields, honeypotFilled: honeypot.trim() !== "" }
}

export const isRejection = (result: Submission | Rejection): result is Rejection => "status" in result
