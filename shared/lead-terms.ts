/**
 * The words a lead is described with, shared by the server (which stores them) and the staff
 * inbox (which shows and filters by them).
 */
export const LEAD_KINDS = ["lead", "contact"] as const
export type LeadKind = (typeof LEAD_KINDS)[number]

export const LEAD_STATUSES = ["new", "in_progress", "done", "spam"] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

/** The notification e-mail's state as the inbox shows it. */
export const MAIL_STATES = ["sent", "pending", "failed", "not sent (spam)", "none"] as const
export type MailState = (typeof MAIL_STATES)[number]

/** How many leads a page of the inbox shows, and audit entries a page of the audit log. */
export const INBOX_PAGE_SIZE = 50
export const AUDIT_PAGE_SIZE = 100

/**
 * A search or filter counts its matches up to this many and then says "more than": counting every
 * lead that holds a common word, or every lead of one kind, costs time in proportion to the count,
 * and a search box is for finding a lead, not for paging through twenty pages of them: staff narrow
 * the search or the filter instead. At a million leads on PostgreSQL, a phone's start that one lead
 * in eight holds took about 40 ms to count to ten thousand whichever way it was read, and 4 ms to a
 * thousand (npm run bench:inbox). The whole inbox and each status are counted exactly, from counters
 * the database keeps.
 */
export const COUNT_LIMIT = 1_000

export const MAX_NOTE_LENGTH = 2000

/** A lead id: a ULID, 26 characters of Crockford base32 (server/lead-id.ts makes them). */
export const LEAD_ID_PATTERN_SOURCE = "^[0-9A-HJKMNP-TV-Z]{26}$"
