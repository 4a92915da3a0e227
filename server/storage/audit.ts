/**
 * Who did what with the leads and the staff accounts. Entries name a lead by its id only, so
 * erasing a lead leaves nothing personal behind. The repositories write an entry in the same
 * transaction as the change it records: a change whose entry cannot be written does not happen.
 */
export const AUDIT_ACTIONS = [
  "sign-in",
  "sign-in-failed",
  "sign-in-throttled",
  "sign-in-code-needed",
  "sign-out",
  "view",
  "status",
  "note",
  "export",
  "delete",
  "resend",
  "not-spam",
  "retention-purge",
  "audit-purge",
  "totp-enabled",
  "totp-disabled",
  "totp-code-failed",
  "account-added",
  "password-reset",
  "account-removed",
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

/** Who acted: a staff member's e-mail, "system" for scheduled chores, or the command line. */
export type Actor = string
export const SYSTEM_ACTOR: Actor = "system"

export type AuditEntry = {
  id: number
  at: string
  actor: Actor
  action: AuditAction
  leadId: string | null
  detail: string
  /** How many times this happened in the entry's window (throttled sign-ins are counted, not listed). */
  count: number
}

export type NewAuditEntry = { actor: Actor; action: AuditAction; leadId?: string | null; detail?: string }

export { AUDIT_PAGE_SIZE } from "../../src/shared/lead-terms"
export const MAX_ACTOR_LENGTH = 200
export const MAX_DETAIL_LENGTH = 500

export interface AuditRepository {
  write(entry: NewAuditEntry, now?: Date): Promise<void>
  /**
   * One entry per key and window, whose count grows with each repeat: a flood of refused sign-ins
   * becomes one row, not one row per request.
   */
  count(entry: NewAuditEntry & { key: string }, now?: Date): Promise<void>
  /** Newest first, a page at a time, before the entry id given (for "older"). */
  page(before: number | null): Promise<AuditEntry[]>
  /** Erases entries older than the cutoff and records how many, in one transaction. */
  pruneOlderThan(cutoff: Date, actor: Actor, now?: Date): Promise<number>
}
