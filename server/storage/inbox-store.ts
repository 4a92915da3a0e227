/**
 * What the staff inbox needs from storage. The API depends on this interface only, so another
 * database can sit behind it; sqlite-inbox-store.ts is the one in use.
 */
import type { LeadKind, LeadOrigin, LeadStatus, StoredLead } from "./lead-store"

export const INBOX_PAGE_SIZE = 50

export type InboxFilter = {
  /** null: every lead but spam. */
  status: LeadStatus | null
  kind: LeadKind | null
  service: string | null
  /** ISO instants: received at or after `from`, before `to`. */
  from: string | null
  to: string | null
  search: string | null
}

export const EMPTY_FILTER: InboxFilter = { status: null, kind: null, service: null, from: null, to: null, search: null }

/** The notification e-mail's state as the inbox shows it. */
export type MailState = "sent" | "pending" | "failed" | "not sent (spam)" | "none"

export type InboxRow = {
  id: string
  createdAt: string
  kind: LeadKind
  name: string
  email: string
  phone: string
  service: string
  status: LeadStatus
  mail: MailState
}

export type InboxPage = { rows: InboxRow[]; total: number; page: number; pages: number }

export type Activity = { at: string; actor: string; kind: "status" | "note" | "resend"; body: string }

export type LeadDetail = StoredLead & { mail: MailState; activity: Activity[] }

export type ExportRow = StoredLead & { mail: MailState; origin: LeadOrigin }

export interface InboxStore {
  list(filter: InboxFilter, page: number): InboxPage
  countNew(): number
  detail(id: string): LeadDetail | null
  /** false when there is no such lead. */
  setStatus(id: string, status: LeadStatus, actor: string, now?: Date): boolean
  addNote(id: string, body: string, actor: string, now?: Date): boolean
  /** Queues the notification again; false when there is no such lead or it is spam. */
  resend(id: string, actor: string, now?: Date): boolean
  /** Erases the lead with its notification and activity; false when there is no such lead. */
  erase(id: string): boolean
  exportRows(filter: InboxFilter): ExportRow[]
  /** Erases leads received before the cutoff; returns how many. */
  eraseOlderThan(cutoff: Date): number
}

export function mailStateOf(lead: StoredLead): MailState {
  const notification = lead.notification
  if (!notification) return lead.status === "spam" ? "not sent (spam)" : "none"
  if (notification.sentAt) return "sent"
  return notification.needsAttention ? "failed" : "pending"
}
