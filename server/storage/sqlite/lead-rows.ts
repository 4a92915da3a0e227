/** A lead as SQLite returns it (joined with its outbox row), and its conversion to a StoredLead. */
import type { Locale } from "../../../src/i18n/locales"
import { fieldsOf, type LeadFields, type LeadKind, type LeadStatus, type StoredLead } from "../lead"

export type LeadRow = LeadFields & {
  id: string
  kind: LeadKind
  status: LeadStatus
  language: Locale
  created_at: string
  ip_hash: string | null
  user_agent: string | null
  idempotency_key: string | null
  source_page: string | null
  landing_page: string | null
  referrer: string | null
  attempts: number | null
  next_attempt_at: number | null
  last_error: string | null
  sent_at: string | null
  needs_attention: number | null
  resends: number | null
}

export const SELECT_LEAD = `
  SELECT leads.*, outbox.attempts, outbox.next_attempt_at, outbox.last_error, outbox.sent_at,
         outbox.needs_attention, outbox.resends
  FROM leads LEFT JOIN outbox ON outbox.lead_id = leads.id`

export function toLead(row: LeadRow): StoredLead {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    language: row.language,
    ...fieldsOf(row),
    createdAt: row.created_at,
    ipHash: row.ip_hash,
    userAgent: row.user_agent,
    idempotencyKey: row.idempotency_key,
    origin: { sourcePage: row.source_page, landingPage: row.landing_page, referrer: row.referrer },
    notification:
      row.attempts === null
        ? null
        : {
            attempts: row.attempts,
            nextAttemptAt: row.next_attempt_at ?? 0,
            lastError: row.last_error,
            sentAt: row.sent_at,
            needsAttention: row.needs_attention === 1,
            resends: row.resends ?? 0,
          },
  }
}

/** Queues a lead's notification, or queues it again (a resend counts when the last one was sent). */
export const QUEUE_NOTIFICATION = `
  INSERT INTO outbox (lead_id, next_attempt_at) VALUES (@id, @now)
  ON CONFLICT (lead_id) DO UPDATE SET
    resends = resends + (sent_at IS NOT NULL), sent_at = NULL, attempts = 0,
    next_attempt_at = @now, last_error = NULL, needs_attention = 0`
