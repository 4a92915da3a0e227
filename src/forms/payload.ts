/**
 * The request bodies of both forms, field for field and in their fixed order (lead: firstname,
 * lastname, email, phone, service, message, submit; contact: the same with privacy instead of
 * submit). The honeypot is appended only when a bot filled it, so a real
 * visitor's payload is exactly the listed fields.
 */
import { HONEYPOT_FIELD } from "../../shared/forms/honeypot"
import { normalizePhone } from "../../shared/forms/phone-number"
import type { ContactValues, LeadValues } from "../../shared/forms/validation"

const leadFields = ["firstname", "lastname", "email", "phone", "service", "message"] as const
const contactFields = [...leadFields, "privacy"] as const

function withHoneypot(body: URLSearchParams, honeypot: string): URLSearchParams {
  if (honeypot !== "") body.append(HONEYPOT_FIELD, honeypot)
  return body
}

/** The value as sent: trimmed, and a phone in Western digits (phone-number.ts). */
const sent = (field: keyof ContactValues, value: string) => (field === "phone" ? normalizePhone(value) : value.trim())

/** Surrounding spaces are dropped: the rules check trimmed values, so the stored lead matches what was checked. */
export function leadPayload(values: LeadValues, honeypot = ""): URLSearchParams {
  const body = new URLSearchParams()
  for (const field of leadFields) body.append(field, sent(field, values[field]))
  body.append("submit", "submit")
  return withHoneypot(body, honeypot)
}

export function contactPayload(values: ContactValues, honeypot = ""): URLSearchParams {
  const body = new URLSearchParams()
  for (const field of contactFields) body.append(field, sent(field, values[field]))
  return withHoneypot(body, honeypot)
}
