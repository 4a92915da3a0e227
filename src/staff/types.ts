/** What the staff API answers, as the server declares it. */
export type { Activity, InboxPage, InboxRow, LeadDetail, MailState } from "../../server/storage/inbox-store"
export type { LeadKind, LeadStatus } from "../../server/storage/lead-store"
export type { AuditEntry } from "../../server/staff/audit-log"
import type { ServiceOption } from "../forms/service-options"

export type StaffSession = {
  email: string
  totpEnabled: boolean
  csrfToken: string
  newCount: number
  services: ServiceOption[]
}
