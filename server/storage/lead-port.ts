/**
 * What a storage engine does for the leads: SQL operations and nothing else. Which operations a
 * staff change runs, what it owes (an e-mail out of spam) and which audit entry it writes are
 * decided once, in lead-service.ts, over this port; each engine (sqlite/, postgres/) implements it.
 */
import type { AuditTransaction } from "./audit-port"
import type { Activity, InboxFilter, InboxPage } from "./inbox"
import type { LeadStatus, NewLead, SaveResult, StoredLead } from "./lead"

/** The operations of one transaction: they commit together when its work resolves, or not at all. */
export interface LeadTransaction extends AuditTransaction {
  /** The lead's status, the lead held for this transaction (two staff changing it take turns); null when there is none. */
  lockStatus(id: string): Promise<LeadStatus | null>
  lead(id: string): Promise<StoredLead | null>
  activity(id: string): Promise<Activity[]>
  updateStatus(id: string, status: LeadStatus): Promise<void>
  /** Queues the lead's staff e-mail due at `now`, or queues it again (a resend counts when the last was sent). */
  queueNotification(id: string, now: Date): Promise<void>
  recordActivity(id: string, activity: Activity): Promise<void>
  /** Whether there was such a lead; its e-mail record and activity go with it. */
  deleteLead(id: string): Promise<boolean>
  /** How many leads received before the cutoff were deleted. */
  deleteReceivedBefore(cutoff: Date): Promise<number>
  /** Every lead, oldest first. */
  selectAll(): Promise<StoredLead[]>
  /** The leads a filter selects, newest first. */
  selectFiltered(filter: InboxFilter): Promise<StoredLead[]>
}

export interface LeadStore {
  /** Stores a lead with the e-mail it owes unless it is spam, durably, before it resolves. */
  insert(lead: NewLead, now: Date): Promise<SaveResult>
  get(id: string): Promise<StoredLead | null>
  /** Every lead, oldest first. */
  all(): Promise<StoredLead[]>
  list(filter: InboxFilter, page: number): Promise<InboxPage>
  countNew(): Promise<number>
  transaction<T>(work: (tx: LeadTransaction) => Promise<T>): Promise<T>
  /**
   * After leads were deleted, for an engine whose own files could still hold them readable (SQLite's
   * write-ahead log): make sure nothing of them stays.
   */
  afterErase?(): Promise<void>
}
