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
  "sign-in-link-requested",
  "sign-in-link-used",
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
  "password-changed",
  "reauthentication-failed",
  "account-added",
  "password-reset",
  "account-removed",
  "role-changed",
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

/** Who acted: a staff member's e-mail, "system" for scheduled chores, or the command line. */
export type Actor = string
export const SYSTEM_ACTOR: Actor = "system"
/** The actor of a refused sign-in whose e-mail names no account: what was typed is never kept. */
export const UNKNOWN_ACCOUNT: Actor = "unknown account"
/** The entries that are refused sign-ins of an account (counted for its next sign-in). */
export const REFUSED_SIGN_IN_ACTIONS = ["sign-in-failed", "sign-in-throttled"] as const satisfies AuditAction[]

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

/** An entry as both engines' audit_log tables give it back. */
export type AuditRow = Omit<AuditEntry, "leadId"> & { lead_id: string | null }

export type NewAuditEntry = { actor: Actor; action: AuditAction; leadId?: string | null; detail?: string }

export { AUDIT_PAGE_SIZE } from "../../shared/lead-terms"
export const MAX_ACTOR_LENGTH = 200
export const MAX_DETAIL_LENGTH = 500

/**
 * The columns actor, action, lead_id and detail of an entry, in that order, as every engine
 * stores them: actor and detail cut to their limits, a missing lead or detail as null and "".
 */
export function auditColumns(entry: NewAuditEntry): [string, AuditAction, string | null, string] {
  return [
    entry.actor.slice(0, MAX_ACTOR_LENGTH),
    entry.action,
    entry.leadId ?? null,
    (entry.detail ?? "").slice(0, MAX_DETAIL_LENGTH),
  ]
}

export interface AuditRepository {
  write(entry: NewAuditEntry, now?: Date): Promise<void>
  /**
   * One entry per key and window, whose count grows with each repeat: a flood of refused sign-ins
   * becomes one row, not one row per request.
   */
  count(entry: NewAuditEntry & { key: string }, now?: Date): Promise<void>
  /** How many refused sign-ins (REFUSED_SIGN_IN_ACTIONS, with their counts) name the actor after `since`. */
  refusedSignInsSince(actor: Actor, since: Date | null): Promise<number>
  /** Newest first, a page at a time, before the entry id given (for "older"). */
  page(before: number | null): Promise<AuditEntry[]>
  /** Erases entries older than the cutoff and records how many, in one transaction. */
  pruneOlderThan(cutoff: Date, actor: Actor, now?: Date): Promise<number>
}
