/** The statements that store a lead and give it back with its outbox row in SQLite (converted by ../lead-row.ts). */
import { LEAD_FIELDS } from "../../../shared/lead-fields"

const fieldNames = LEAD_FIELDS.map(field => field.name)

/** Named parameters: the lead's contact fields by their own names (../../../shared/lead-fields.ts). */
export const INSERT_LEAD = `
  INSERT INTO leads (id, kind, status, language, ${fieldNames.join(", ")},
                     created_at, ip_hash, user_agent, idempotency_key, request_hash,
                     source_page, landing_page, referrer)
  VALUES (@id, @kind, @status, @language, ${fieldNames.map(name => `@${name}`).join(", ")},
          @createdAt, @ipHash, @userAgent, @idempotencyKey, @requestHash,
          @sourcePage, @landingPage, @referrer)`

export const SELECT_LEAD = `
  SELECT leads.*, outbox.attempts, outbox.next_attempt_at, outbox.last_error, outbox.sent_at,
         outbox.needs_attention, outbox.resends
  FROM leads LEFT JOIN outbox ON outbox.lead_id = leads.id`

/** Queues a lead's notification, or queues it again (a resend counts when the last one was sent). */
export const QUEUE_NOTIFICATION = `
  INSERT INTO outbox (lead_id, next_attempt_at) VALUES (@id, @now)
  ON CONFLICT (lead_id) DO UPDATE SET
    resends = resends + (sent_at IS NOT NULL), sent_at = NULL, attempts = 0,
    next_attempt_at = @now, last_error = NULL, needs_attention = 0`
