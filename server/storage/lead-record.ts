/**
 * What storing a new lead writes, the same in every engine: its time-sortable id, the edition it
 * was sent from ("en" when the form did not say), the IP address only as its keyed pseudonym, the
 * request hash a replayed Idempotency-Key must match, its origin, and whether the staff e-mail is
 * queued with it. Each engine only turns the record into its INSERT (sqlite/, postgres/).
 */
import type { Locale } from "../../shared/i18n/locales"
import { newLeadId } from "../lead-id"
import { fieldsOf, UNKNOWN_ORIGIN, type LeadFields, type LeadOrigin, type NewLead, type SaveResult } from "./lead"
import { ipPseudonym, requestHashOf } from "./lead-hashes"

export type LeadRecord = LeadFields &
  LeadOrigin & {
    id: string
    kind: NewLead["kind"]
    status: NewLead["status"]
    language: Locale
    createdAt: Date
    ipHash: string | null
    userAgent: string | null
    idempotencyKey: string | null
    requestHash: string
    /** The staff e-mail is owed at once, except for spam: the honeypot holds it back. */
    owesNotification: boolean
  }

export function leadRecordOf(lead: NewLead, now: Date, ipKey: string): LeadRecord {
  return {
    id: newLeadId(now.getTime()),
    kind: lead.kind,
    status: lead.status,
    language: lead.language ?? "en",
    ...fieldsOf(lead.fields),
    createdAt: now,
    ipHash: lead.ip === null ? null : ipPseudonym(ipKey, lead.ip),
    userAgent: lead.userAgent,
    idempotencyKey: lead.idempotencyKey,
    requestHash: requestHashOf(lead),
    ...(lead.origin ?? UNKNOWN_ORIGIN),
    owesNotification: lead.status === "new",
  }
}

/**
 * The answer to a post whose Idempotency-Key already names a stored lead: that lead, as a replay
 * when the form and its fields are the same, else as a key reused for another request.
 */
export function outcomeOfKnownKey(stored: { id: string; requestHash: string }, requestHash: string): SaveResult {
  return { outcome: stored.requestHash === requestHash ? "replayed" : "key-reused", id: stored.id }
}
