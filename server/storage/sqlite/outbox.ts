/**
 * The staff e-mails owed, in SQLite. One server process works them (SQLite is the single-process
 * engine), so a claim needs no lease: the process's one mail worker is the only one asking.
 */
import type { DeliveryFailure, Outbox } from "../lead-repository"
import type { StoredLead } from "../lead"
import type { Db } from "./database"
import { toLead, type LeadRow } from "../lead-row"
import { SELECT_LEAD } from "./lead-rows"

export class SqliteOutbox implements Outbox {
  constructor(private readonly db: Db) {}

  async claimDue(now: number, limit: number): Promise<StoredLead[]> {
    return this.db
      .prepare<[number, number], LeadRow>(
        `${SELECT_LEAD} WHERE outbox.sent_at IS NULL AND outbox.next_attempt_at <= ?
         ORDER BY outbox.next_attempt_at LIMIT ?`,
      )
      .all(now, limit)
      .map(toLead)
  }

  async markSent(id: string, at: Date = new Date()): Promise<void> {
    this.db
      .prepare("UPDATE outbox SET sent_at = ?, last_error = NULL, needs_attention = 0 WHERE lead_id = ?")
      .run(at.toISOString(), id)
  }

  async markFailed(id: string, failure: DeliveryFailure): Promise<void> {
    this.db
      .prepare(
        `UPDATE outbox SET attempts = ?, next_attempt_at = ?, last_error = ?, needs_attention = ?
         WHERE lead_id = ? AND sent_at IS NULL`,
      )
      .run(failure.attempts, failure.nextAttemptAt, failure.error, failure.needsAttention ? 1 : 0, id)
  }

  async nextDueAt(): Promise<number | null> {
    const value = this.db.prepare("SELECT MIN(next_attempt_at) FROM outbox WHERE sent_at IS NULL").pluck().get()
    return typeof value === "number" ? value : null
  }
}
