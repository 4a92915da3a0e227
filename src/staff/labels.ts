/** How the inbox names statuses, kinds and mail states, and formats times (the viewer's time zone). */
import type { Locale } from "../../shared/i18n/locales"
import type { StaffRole } from "../../shared/staff-roles"
import type { LeadKind, LeadStatus, MailState } from "./types"

/** What each role lets an account do, as the account page says it. */
export const ROLE_LABELS: Record<StaffRole, string> = {
  inbox: "Inbox: the leads and the audit log",
  editor: "Editor: the site's content",
  owner: "Owner: the leads, the audit log and the site's content",
}

export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  in_progress: "In progress",
  done: "Done",
  spam: "Spam",
}

export const KIND_LABELS: Record<LeadKind, string> = { lead: "Quote request", contact: "Contact message" }

/** The edition of the site a lead was sent from. */
export const LANGUAGE_LABELS: Record<Locale, string> = { en: "English", ar: "Arabic" }

export const MAIL_LABELS: Record<MailState, string> = {
  sent: "Sent",
  pending: "Pending",
  failed: "Failed",
  "not sent (spam)": "Not sent (spam)",
  none: "None",
}

const timeFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" })

export function formatTime(iso: string): string {
  return timeFormat.format(new Date(iso))
}
