/**
 * A lead as a database returns it (joined with its outbox row), and its conversion to a
 * StoredLead: the same columns in every engine, so each engine's SELECT produces this shape.
 */
import type { Locale } from "../../shared/i18n/locales"
import { fieldsOf, type LeadFields, type LeadKind, type LeadStatus, type StoredLead } from "./lead"

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
