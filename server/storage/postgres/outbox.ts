/**
 * The staff e-mails owed, in PostgreSQL, worked by the mail workers of every server instance. A
 * worker claims due rows with SELECT … FOR UPDATE SKIP LOCKED, so two workers never take the same
 * row, and moves each row's next attempt past the lease: the claim outlives the transaction, and a
 * worker that dies leaves its rows to the others once the lease runs out. Sending or failing
 * sets the row's next state as in SQLite.
 */
import type { DeliveryFailure, Outbox } from "../lead-repository"
import { toLead, type LeadRow } from "../lead-row"
import type { StoredLead } from "../lead"
import { SELECT_LEAD } from "./lead-rows"
import { inTransaction, type Pool } from "./pool"

export class PostgresOutbox implements Outbox {
  constructor(private readonly pool: Pool) {}

  async claimDue(now: number, limit: number, leaseMs: number): Promise<StoredLead[]> {
    return inTransaction(this.pool, async client => {
      // The rows as they were when claimed: the worker's attempt count comes from before the lease.
      const { rows } = await client.query<LeadRow>(
        `${SELECT_LEAD} WHERE outbox.lead_id IN (
           SELECT lead_id FROM outbox WHERE sent_at IS NULL AND next_attempt_at <= $1
           ORDER BY next_attempt_at LIMIT $2 FOR UPDATE SKIP LOCKED
         ) ORDER BY outbox.next_attempt_at`,
        [now, limit],
      )
      if (rows.length > 0)
        await client.query("UPDATE outbox SET next_attempt_at = $1 WHERE lead_id = ANY($2)", [
          now + leaseMs,
          rows.map(row => row.id),
        ])
      return rows.map(toLead)
    })
  }

  async markSent(id: string, at: Date = new Date()): Promise<void> {
    await this.pool.query(
      "UPDATE outbox SET sent_at = $1, last_error = NULL, needs_attention = false WHERE lead_id = $2",
      [at, id],
    )
  }

  async markFailed(id: string, failure: DeliveryFailure): Promise<void> {
    await this.pool.query(
      `UPDATE outbox SET attempts = $1, next_attempt_at = $2, last_error = $3, needs_attention = $4
       WHERE lead_id = $5 AND sent_at IS NULL`,
      [failure.attempts, failure.nextAttemptAt, failure.error, failure.needsAttention, id],
    )
  }

  async nextDueAt(): Promise<number | null> {
    const { rows } = await this.pool.query<{ due: number | null }>(
      "SELECT min(next_attempt_at) AS due FROM outbox WHERE sent_at IS NULL",
    )
    return rows[0].due
  }
}
