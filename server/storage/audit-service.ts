/**
 * The audit log's own rules, once for every storage engine: which refused sign-ins count for an
 * account's next sign-in, the page size, and that a purge of old entries records itself in the same
 * transaction. The engines (audit-port.ts) only run SQL.
 */
import {
  AUDIT_PAGE_SIZE,
  REFUSED_SIGN_IN_ACTIONS,
  type Actor,
  type AuditEntry,
  type AuditRepository,
  type NewAuditEntry,
} from "./audit"
import type { AuditStore } from "./audit-port"

export class AuditService implements AuditRepository {
  constructor(private readonly store: AuditStore) {}

  write(entry: NewAuditEntry, now: Date = new Date()): Promise<void> {
    return this.store.insert(entry, now)
  }

  count(entry: NewAuditEntry & { key: string }, now: Date = new Date()): Promise<void> {
    return this.store.insertOrCount(entry, now)
  }

  refusedSignInsSince(actor: Actor, since: Date | null): Promise<number> {
    return this.store.countSince(actor, REFUSED_SIGN_IN_ACTIONS, since ?? new Date(0))
  }

  page(before: number | null): Promise<AuditEntry[]> {
    return this.store.page(before ?? Number.MAX_SAFE_INTEGER, AUDIT_PAGE_SIZE)
  }

  pruneOlderThan(cutoff: Date, actor: Actor, now: Date = new Date()): Promise<number> {
    return this.store.transaction(async tx => {
      const erased = await tx.deleteWrittenBefore(cutoff)
      if (erased > 0)
        await tx.recordAudit(
          { actor, action: "audit-purge", detail: `${erased} entries before ${cutoff.toISOString().slice(0, 10)}` },
          now,
        )
      return erased
    })
  }
}
