/** The audit log in PostgreSQL. insertAuditEntry also serves the other repositories' transactions. */
import {
  AUDIT_PAGE_SIZE,
  REFUSED_SIGN_IN_ACTIONS,
  auditColumns,
  type Actor,
  type AuditEntry,
  type AuditRepository,
  type AuditRow,
  type NewAuditEntry,
} from "../audit"
import { inTransaction, type Pool, type Queryable } from "./pool"

const auditValues = (entry: NewAuditEntry, now: Date) => [now, ...auditColumns(entry)]

export async function insertAuditEntry(db: Queryable, entry: NewAuditEntry, now: Date): Promise<void> {
  await db.query(
    "INSERT INTO audit_log (at, actor, action, lead_id, detail) VALUES ($1, $2, $3, $4, $5)",
    auditValues(entry, now),
  )
}

export class PostgresAuditRepository implements AuditRepository {
  constructor(private readonly pool: Pool) {}

  async write(entry: NewAuditEntry, now = new Date()): Promise<void> {
    await insertAuditEntry(this.pool, entry, now)
  }

  async count(entry: NewAuditEntry & { key: string }, now = new Date()): Promise<void> {
    await this.pool.query(
      `INSERT INTO audit_log (at, actor, action, lead_id, detail, repeat_key) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (repeat_key) WHERE repeat_key IS NOT NULL
       DO UPDATE SET count = audit_log.count + 1, at = excluded.at`,
      [...auditValues(entry, now), entry.key],
    )
  }

  async refusedSignInsSince(actor: Actor, since: Date | null): Promise<number> {
    const { rows } = await this.pool.query<{ refused: number | string }>(
      "SELECT coalesce(sum(count), 0) AS refused FROM audit_log WHERE at > $1 AND actor = $2 AND action = ANY($3)",
      [since ?? new Date(0), actor, REFUSED_SIGN_IN_ACTIONS],
    )
    return Number(rows[0].refused)
  }

  async page(before: number | null): Promise<AuditEntry[]> {
    const { rows } = await this.pool.query<AuditRow>(
      "SELECT id, at, actor, action, lead_id, detail, count FROM audit_log WHERE id < $1 ORDER BY id DESC LIMIT $2",
      [before ?? Number.MAX_SAFE_INTEGER, AUDIT_PAGE_SIZE],
    )
    return rows.map(({ lead_id, ...row }) => ({ ...row, leadId: lead_id }))
  }

  async pruneOlderThan(cutoff: Date, actor: Actor, now = new Date()): Promise<number> {
    return inTransaction(this.pool, async client => {
      const erased = (await client.query("DELETE FROM audit_log WHERE at < $1", [cutoff])).rowCount ?? 0
      if (erased > 0)
        await insertAuditEntry(
          client,
          { actor, action: "audit-purge", detail: `${erased} entries before ${cutoff.toISOString().slice(0, 10)}` },
          now,
        )
      return erased
    })
  }
}
