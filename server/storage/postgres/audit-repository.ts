/**
 * The SQL of the audit log in PostgreSQL (the rules are audit-service.ts's). insertAuditEntry also
 * serves the other stores' transactions.
 */
import { auditColumns, type AuditAction, type AuditEntry, type AuditRow, type NewAuditEntry } from "../audit"
import type { AuditLogTransaction, AuditStore } from "../audit-port"
import { inTransaction, type Pool, type Queryable } from "./pool"

const auditValues = (entry: NewAuditEntry, now: Date) => [now, ...auditColumns(entry)]

export async function insertAuditEntry(db: Queryable, entry: NewAuditEntry, now: Date): Promise<void> {
  await db.query(
    "INSERT INTO audit_log (at, actor, action, lead_id, detail) VALUES ($1, $2, $3, $4, $5)",
    auditValues(entry, now),
  )
}

export class PostgresAuditStore implements AuditStore {
  constructor(private readonly pool: Pool) {}

  insert(entry: NewAuditEntry, now: Date): Promise<void> {
    return insertAuditEntry(this.pool, entry, now)
  }

  async insertOrCount(entry: NewAuditEntry & { key: string }, now: Date): Promise<void> {
    await this.pool.query(
      `INSERT INTO audit_log (at, actor, action, lead_id, detail, repeat_key) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (repeat_key) WHERE repeat_key IS NOT NULL
       DO UPDATE SET count = audit_log.count + 1, at = excluded.at`,
      [...auditValues(entry, now), entry.key],
    )
  }

  async countSince(actor: string, actions: readonly AuditAction[], since: Date): Promise<number> {
    const { rows } = await this.pool.query<{ refused: number | string }>(
      "SELECT coalesce(sum(count), 0) AS refused FROM audit_log WHERE at > $1 AND actor = $2 AND action = ANY($3)",
      [since, actor, actions],
    )
    return Number(rows[0].refused)
  }

  async page(before: number, limit: number): Promise<AuditEntry[]> {
    const { rows } = await this.pool.query<AuditRow>(
      "SELECT id, at, actor, action, lead_id, detail, count FROM audit_log WHERE id < $1 ORDER BY id DESC LIMIT $2",
      [before, limit],
    )
    return rows.map(({ lead_id, ...row }) => ({ ...row, leadId: lead_id }))
  }

  transaction<T>(work: (tx: AuditLogTransaction) => Promise<T>): Promise<T> {
    return inTransaction(this.pool, client =>
      work({
        deleteWrittenBefore: async cutoff =>
          (await client.query("DELETE FROM audit_log WHERE at < $1", [cutoff])).rowCount ?? 0,
        recordAudit: (entry, now) => insertAuditEntry(client, entry, now),
      }),
    )
  }
}
