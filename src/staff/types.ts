/** What the staff API answers, as shared/staff-api.ts declares it for the server too. */
export type {
  AuditEntry,
  ContentVersion,
  PublishState,
  InboxPage,
  InboxRow,
  LeadView,
  SessionView as StaffSession,
  TotpEnrolment,
} from "../../shared/staff-api"
export type { LeadKind, LeadStatus, MailState } from "../../shared/lead-terms"
