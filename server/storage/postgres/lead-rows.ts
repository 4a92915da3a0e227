/** The SELECT that gives a lead with its outbox row in PostgreSQL (converted by ../lead-row.ts). */
import { LEAD_FIELDS } from "../../../shared/lead-fields"

export const SELECT_LEAD = `
  SELECT leads.id, leads.kind, leads.status, leads.language,
         ${LEAD_FIELDS.map(field => `leads.${field.name}`).join(", ")},
         leads.created_at, leads.ip_hash, leads.user_agent, leads.idempotency_key,
         leads.source_page, leads.landing_page, leads.referrer,
         outbox.attempts, outbox.next_attempt_at, outbox.last_error, outbox.sent_at,
         outbox.needs_attention::int AS needs_attention, outbox.resends
  FROM leads LEFT JOIN outbox ON outbox.lead_id = leads.id`

/** Queues a lead's notification ($1, due at $2), or queues it again (a resend counts when the last one was sent). */
export const QUEUE_NOTIFICATION = `
  INSERT INTO outbox (lead_id, next_attempt_at) VALUES ($1, $2)
  ON CONFLICT (lead_id) DO UPDATE SET
    resends = outbox.resends + (outbox.sent_at IS NOT NULL)::int, sent_at = NULL, attempts = 0,
    next_attempt_at = excluded.next_attempt_at, last_error = NULL, needs_attention = false`
