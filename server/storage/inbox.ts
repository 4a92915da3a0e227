/**
 * How the staff inbox sees leads: a filter, a page of rows, one lead with its activity, and the
 * state of its e-mail as the inbox shows it.
 */
import type { Locale } from "../../shared/i18n/locales"
import type { MailState } from "../../shared/lead-terms"
import { LEAD_STATUSES, type LeadKind, type LeadOrigin, type LeadStatus, type StoredLead } from "./lead"

import { INBOX_PAGE_SIZE, COUNT_LIMIT } from "../../shared/lead-terms"

export { INBOX_PAGE_SIZE, COUNT_LIMIT, type MailState } from "../../shared/lead-terms"

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

/** moreThanTotal: a search or filter matched more than COUNT_LIMIT leads, and total is that limit. */
export type InboxPage = { rows: InboxRow[]; total: number; moreThanTotal: boolean; page: number; pages: number }

/** How many leads each status holds, as the database's counters keep it (both engines, by trigger). */
export type StatusCounts = Record<LeadStatus, number>

/** A filter that selects by status alone (or not at all): the status counters answer its total exactly. */
function isStatusOnly(filter: InboxFilter): boolean {
  return (Object.keys(filter) as (keyof InboxFilter)[]).every(key => key === "status" || filter[key] === null)
}

/**
 * The SQL LIMIT a list's count takes, or null when the status counters give the total (see
 * totalOf): any other filter or search stops one past COUNT_LIMIT, enough to know there are more.
 */
export function countLimitOf(filter: InboxFilter): number | null {
  return isStatusOnly(filter) ? null : COUNT_LIMIT + 1
}

/** The exact total of a status-only filter: its status, or every status but spam. */
export function totalOf(counts: StatusCounts, filter: InboxFilter): number {
  if (filter.status !== null) return counts[filter.status]
  return LEAD_STATUSES.filter(status => status !== "spam").reduce((sum, status) => sum + counts[status], 0)
}

/** The total, page count and page shown (a page past the end shows the last) for what was counted. */
export function inboxPaging(counted: number, filter: InboxFilter, page: number): Omit<InboxPage, "rows"> {
  const moreThanTotal = countLimitOf(filter) !== null && counted > COUNT_LIMIT
  const total = moreThanTotal ? COUNT_LIMIT : counted
  const pages = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE))
  return { total, moreThanTotal, page: Math.min(Math.max(1, page), pages), pages }
}

/**
 * A selection with a count limit, read in one pass: its first matches newest first, up to the
 * limit, give both the total and the page (a page is never past the limit), so the search or
 * filter runs once, not once to count and again to page.
 */
export function pageOfMatches<Match>(
  matches: Match[],
  filter: InboxFilter,
  page: number,
): { paging: Omit<InboxPage, "rows">; onPage: Match[] } {
  const paging = inboxPaging(matches.length, filter, page)
  const start = (paging.page - 1) * INBOX_PAGE_SIZE
  return { paging, onPage: matches.slice(start, start + INBOX_PAGE_SIZE) }
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
