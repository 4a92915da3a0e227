/**
 * How the staff inbox sees leads: a filter, a page of rows, one lead with its activity, and the
 * state of its e-mail as the inbox shows it.
 */
import type { Locale } from "../../src/i18n/locales"
import type { MailState } from "../../src/shared/lead-terms"
import type { LeadKind, LeadOrigin, LeadStatus, StoredLead } from "./lead"

import { INBOX_PAGE_SIZE, SEARCH_COUNT_LIMIT } from "../../src/shared/lead-terms"

export { INBOX_PAGE_SIZE, SEARCH_COUNT_LIMIT, type MailState } from "../../src/shared/lead-terms"

export type InboxFilter = {
  /** null: every lead but spam. */
  status: LeadStatus | null
  kind: LeadKind | null
  service: string | null
  language: Locale | null
  /** ISO instants: received at or after `from`, before `to`. */
  from: string | null
  to: string | null
  search: string | null
}

export const EMPTY_FILTER: InboxFilter = {
  status: null,
  kind: null,
  service: null,
  language: null,
  from: null,
  to: null,
  search: null,
}

export type InboxRow = {
  id: string
  createdAt: string
  kind: LeadKind
  language: Locale
  name: string
  email: string
  phone: string
  service: string
  status: LeadStatus
  mail: MailState
}

/** moreThanTotal: a search matched more than SEARCH_COUNT_LIMIT leads, and total is that limit. */
export type InboxPage = { rows: InboxRow[]; total: number; moreThanTotal: boolean; page: number; pages: number }

/**
 * The SQL LIMIT a list's count takes, or null to count every match: a search stops one past
 * SEARCH_COUNT_LIMIT (enough to know there are more); a filter's narrow indexes count quickly.
 */
export function countLimitOf(filter: InboxFilter): number | null {
  return filter.search === null ? null : SEARCH_COUNT_LIMIT + 1
}

/** The total, page count and page shown (a page past the end shows the last) for what was counted. */
export function inboxPaging(counted: number, filter: InboxFilter, page: number): Omit<InboxPage, "rows"> {
  const moreThanTotal = countLimitOf(filter) !== null && counted > SEARCH_COUNT_LIMIT
  const total = moreThanTotal ? SEARCH_COUNT_LIMIT : counted
  const pages = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE))
  return { total, moreThanTotal, page: Math.min(Math.max(1, page), pages), pages }
}

export type Activity = { at: string; actor: string; kind: "status" | "note" | "resend"; body: string }

export type LeadDetail = StoredLead & { mail: MailState; activity: Activity[] }

export type ExportRow = StoredLead & { mail: MailState; origin: LeadOrigin }

export function mailStateOf(lead: StoredLead): MailState {
  const notification = lead.notification
  if (!notification) return lead.status === "spam" ? "not sent (spam)" : "none"
  if (notification.sentAt) return "sent"
  return notification.needsAttention ? "failed" : "pending"
}

export function inboxRowOf(lead: StoredLead): InboxRow {
  return {
    id: lead.id,
    createdAt: lead.createdAt,
    kind: lead.kind,
    language: lead.language,
    name: `${lead.firstname} ${lead.lastname}`,
    email: lead.email,
    phone: lead.phone,
    service: lead.service,
    status: lead.status,
    mail: mailStateOf(lead),
  }
}
