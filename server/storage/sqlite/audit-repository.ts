/**
 * The SQL of the audit log in SQLite (the rules are audit-service.ts's). insertAuditEntry also
 * serves the other stores' transactions.
 */
import { auditColumns, type AuditAction, type AuditEntry, type AuditRow, type NewAuditEntry } from "../audit"
import type { AuditLogTransaction, AuditStore } from "../audit-port"
import type { Db } from "./database"
import { inTransaction } from "./transactions"

export function insertAuditEntry(db: Db, entry: NewAuditEntry, now: Date): void {
  db.prepare("INSERT INTO audit_log (at, actor, action, lead_id, detail) VALUES (?, ?, ?, ?, ?)").run(
    now.toISOString(),
    ...auditColumns(entry),
  )
}

export class SqliteAuditStore implements AuditStore {
  constructor(private readonly db: Db) {}

  async insert(entry: NewAuditEntry, now: Date): Promise<void> {
    insertAuditEntry(this.db, entry, now)
  }

  async insertOrCount(entry: NewAuditEntry & { key: string }, now: Date): Promise<void> {
    this.db
      .prepare(
        `INSERT INTO audit_log (at, actor, action, lead_id, detail, repeat_key) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (repeat_key) WHERE repeat_key IS NOT NULL DO UPDATE SET count = count + 1, at = excluded.at`,
      )
      .run(now.toISOString(), ...auditColumns(entry), entry.key)
  }

  async countSince(actor: string, actions: readonly AuditAction[], since: Date): Promise<number> {
    const sql = `SELECT coalesce(sum(count), 0) FROM audit_log
      WHERE at > ? AND actor = ? AND action IN (${actions.map(() => "?").join(", ")})`
    return (
      this.db
        .prepare<string[], number>(sql)
        .pluck()
        .get(since.toISOString(), actor, ...actions) ?? 0
    )
  }

  async page(before: number, limit: number): Promise<AuditEntry[]> {
    return this.db
      .prepare<[number, number], AuditRow>(
        "SELECT id, at, actor, action, lead_id, detail, count FROM audit_log WHERE id < ? ORDER BY id DESC LIMIT ?",
      )
      .all(before, limit)
      .map(({ lead_id, ...row }) => ({ ...row, leadId: lead_id }))
  }

  /** A unit of work of the service, in one transaction on this connection (transactions.ts). */
  transaction<T>(work: (tx: AuditLogTransaction) => Promise<T>): Promise<T> {
    return inTransaction(this.db, () => work(this.operations))
  }

  private readonly operations: AuditLogTransaction = {
    deleteWrittenBefore: async cutoff =>
      this.db.prepare("DELETE FROM audit_log WHERE at < ?").run(cutoff.toISOString()).changes,
    recordAudit: async (entry, now) => insertAuditEntry(this.db, entry, now),
  }
}
