/**
 * Every operation on leads, for the receiver, the staff inbox, the command line and retention
 * alike. Each change made by a person or a chore is written with its audit entry in one
 * transaction. Engines: sqlite/ (the default) and postgres/.
 */
import type { Actor } from "./audit"
import type { ExportRow, InboxFilter, InboxPage, LeadDetail } from "./inbox"
import type { LeadStatus, NewLead, SaveResult, StoredLead } from "./lead"

/** What a change to one lead came to. */
export type LeadChange = { outcome: "changed" | "unchanged"; lead: LeadDetail } | { outcome: "no-lead" }
export type ResendOutcome = { outcome: "queued"; lead: LeadDetail } | { outcome: "spam" } | { outcome: "no-lead" }

export interface LeadRepository {
  /**
   * Stores a lead and, unless it is spam, the e-mail it owes, durably, before it resolves. A
   * replay of an Idempotency-Key answers with the lead it stored the first time.
   */
  insert(lead: NewLead, now?: Date): Promise<SaveResult>
  get(id: string): Promise<StoredLead | null>
  /** Every lead, oldest first (the command line's list and export). */
  all(): Promise<StoredLead[]>

  list(filter: InboxFilter, page: number): Promise<InboxPage>
  countNew(): Promise<number>
  /** One lead with its activity; the viewing is audited. */
  view(id: string, actor: Actor, now?: Date): Promise<LeadDetail | null>
  /** Leaving spam queues the e-mail the honeypot held back ("not-spam" in the audit). */
  setStatus(id: string, status: LeadStatus, actor: Actor, now?: Date): Promise<LeadChange>
  addNote(id: string, body: string, actor: Actor, now?: Date): Promise<LeadChange>
  /** Queues the staff e-mail again; a lead in spam is never mailed. */
  resend(id: string, actor: Actor, now?: Date): Promise<ResendOutcome>
  /** Erases the lead with its e-mail record and activity, from the file too; false when there is none. */
  erase(id: string, actor: Actor, now?: Date): Promise<boolean>
  /** The leads a filter selects, newest first, for a spreadsheet; the export is audited. */
  exportRows(filter: InboxFilter, actor: Actor, now?: Date): Promise<ExportRow[]>
  /** Every lead, spam included, oldest first (the command line's export); audited. */
  exportAll(actor: Actor, now?: Date): Promise<StoredLead[]>
  /** Erases leads received before the cutoff and records how many; returns how many. */
  eraseOlderThan(cutoff: Date, actor: Actor, now?: Date): Promise<number>
}

export type DeliveryFailure = { attempts: number; nextAttemptAt: number; error: string; needsAttention: boolean }

/** The longest delivery error kept (the mail worker cuts it; the engines store what they are given). */
export const MAX_DELIVERY_ERROR_LENGTH = 500

/** The staff e-mails owed, as the mail workers of every server instance work them. */
export interface Outbox {
  /**
   * Up to `limit` notifications due now, oldest first, each held for this worker for `leaseMs`: a
   * second worker skips them until the lease runs out (a worker that died leaves them to others).
   */
  claimDue(now: number, limit: number, leaseMs: number): Promise<StoredLead[]>
  markSent(id: string, at?: Date): Promise<void>
  markFailed(id: string, failure: DeliveryFailure): Promise<void>
  /** When the next unsent notification is due (epoch ms), or null when none is pending. */
  nextDueAt(): Promise<number | null>
}
