/**
 * What a lead is, whichever database holds it: the visitor's fields as the form's validation
 * accepted them, where the visit came from, which edition of the site it was sent from, and the
 * state of the staff e-mail it owes.
 */
import type { Locale } from "../../shared/i18n/locales"
import type { ContactValues } from "../../shared/forms/validation"
import { LEAD_FIELDS } from "../../shared/lead-fields"
import type { LeadKind, LeadStatus } from "../../shared/lead-terms"

export { LEAD_KINDS, LEAD_STATUSES, type LeadKind, type LeadStatus } from "../../shared/lead-terms"

/** Where a lead came from: the page its form was on, the visit's first page (with its utm_*
 * parameters) and the site that sent the visitor there. Each may be unknown. */
export type LeadOrigin = { sourcePage: string | null; landingPage: string | null; referrer: string | null }
export const UNKNOWN_ORIGIN: LeadOrigin = { sourcePage: null, landingPage: null, referrer: null }

/** A contact message's fields; a lead form's privacy is "". */
export type LeadFields = ContactValues

export type NewLead = {
  kind: LeadKind
  /** A new lead is "new", or "spam" when the honeypot caught it. */
  status: "new" | "spam"
  fields: LeadFields
  origin?: LeadOrigin
  /** The edition of the site the form was on. */
  language?: Locale
  ip: string | null
  userAgent: string | null
  idempotencyKey: string | null
}

export type Notification = {
  attempts: number
  nextAttemptAt: number
  lastError: string | null
  sentAt: string | null
  needsAttention: boolean
  resends: number
}

export type StoredLead = LeadFields & {
  id: string
  kind: LeadKind
  status: LeadStatus
  language: Locale
  createdAt: string
  ipHash: string | null
  userAgent: string | null
  idempotencyKey: string | null
  origin: LeadOrigin
  /** null for spam, which is never mailed. */
  notification: Notification | null
}

export type SaveResult =
  { outcome: "stored"; id: string } | { outcome: "replayed"; id: string } | { outcome: "key-reused"; id: string }

/** Just the contact fields (shared/lead-fields.ts) of a row or a stored lead (fromEntries forgets the key names, hence the cast). */
export function fieldsOf(source: LeadFields): LeadFields {
  return Object.fromEntries(LEAD_FIELDS.map(({ name }) => [name, source[name]])) as LeadFields
}
