/**
 * Who did what in the staff inbox: sign-ins (failed ones too), status changes, notes, exports,
 * deletions, resends and retention purges. Entries name a lead by its id only, so erasing a
 * lead leaves nothing personal behind here.
 */
import type { Db } from "../storage/database"

export const AUDIT_ACTIONS = [
  "sign-in",
  "sign-in-failed",
  "sign-out",
  "status",
  "note",
  "export",
  "delete",
  "resend",
  "not-spam",
  "retention-purge",
  "totp-enabled",
  "totp-disabled",
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

export type AuditEntry = {
  id: number
  at: string
  actor: string
  action: AuditAction
  leadId: string | null
  detail: string
}

type AuditRow = { id: number; at: string; actor: string; action: AuditAction; lead_id: string | null; detail: string }

export const AUDIT_PAGE_SIZE = 100

export class AuditLog {
  constructor(private readonly db: Db) {}

  write(
    entry: { actor: string; action: AuditAction; leadId?: string | null; detail?: string },
    now = new Date(),
  ): void {
    this.db
      .prepare("INSERT INTO audit_log (at, actor, action, lead_id, detail) VALUES (?, ?, ?, ?, ?)")
      .run(
        now.toISOString(),
        entry.actor.slice(0, 200),
        entry.action,
        entry.leadId ?? null,
        (entry.detail ?? "").slice(0, 500),
      )
  }

  /** Newest first, a page at a time, before the entry id given (for "older"). */
  page(before: number | null = null): AuditEntry[] {
    return this.db
      .prepare<[number, number], AuditRow>("SELECT * FROM audit_log WHERE id < ? ORDER BY id DESC LIMIT ?")
      .all(before ?? Number.MAX_SAFE_INTEGER, AUDIT_PAGE_SIZE)
      .map(row => ({
        id: row.id,
        at: row.at,
        actor: row.actor,
        action: row.action,
        leadId: row.lead_id,
        detail: row.detail,
      }))
  }
}
