/**
 * What a storage engine does for the audit log: SQL operations and nothing else. Which entry a
 * change writes is decided by the services (lead-service.ts, account-service.ts, audit-service.ts),
 * each in the change's own transaction; each engine (sqlite/, postgres/) implements this port.
 */
import type { Actor, AuditAction, AuditEntry, NewAuditEntry } from "./audit"

/** What every unit of work can do besides its own change: write the entry that records it. */
export interface AuditTransaction {
  /** Appends the entry (actor and detail cut to their limits, see auditColumns). */
  recordAudit(entry: NewAuditEntry, now: Date): Promise<void>
}

export interface AuditLogTransaction extends AuditTransaction {
  /** How many entries written before the cutoff were deleted. */
  deleteWrittenBefore(cutoff: Date): Promise<number>
}

export interface AuditStore {
  /** Appends one entry on its own. */
  insert(entry: NewAuditEntry, now: Date): Promise<void>
  /** Appends the entry, or when an entry with its key exists, adds one to its count and moves its time. */
  insertOrCount(entry: NewAuditEntry & { key: string }, now: Date): Promise<void>
  /** The sum of the counts of the actor's entries with one of the actions written after `since`. */
  countSince(actor: Actor, actions: readonly AuditAction[], since: Date): Promise<number>
  /** Up to `limit` entries with an id below `before`, newest first. */
  page(before: number, limit: number): Promise<AuditEntry[]>
  transaction<T>(work: (tx: AuditLogTransaction) => Promise<T>): Promise<T>
}
