/** The audit log in SQLite. insertAuditEntry also serves the other repositories' transactions. */
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
import type { Db } from "./database"

export function insertAuditEntry(db: Db, entry: NewAuditEntry, now: Date): void {
  db.prepare("INSERT INTO audit_log (at, actor, action, lead_id, detail) VALUES (?, ?, ?, ?, ?)").run(
    now.toISOString(),
    ...auditColumns(entry),
  )
}

export class SqliteAuditRepository implements AuditRepository {
  constructor(private readonly db: Db) {}

  async write(entry: NewAuditEntry, now = new Date()): Promise<void> {
    insertAuditEntry(this.db, entry, now)
  }

  async count(entry: NewAuditEntry & { key: string }, now = new Date()): Promise<void> {
    this.db
      .prepare(
        `INSERT INTO audit_log (at, actor, action, lead_id, detail, repeat_key) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (repeat_key) WHERE repeat_key IS NOT NULL DO UPDATE SET count = count + 1, at = excluded.at`,
      )
      .run(now.toISOString(), ...auditColumns(entry), entry.key)
  }

  async refusedSignInsSince(actor: Actor, since: Date | null): Promise<number> {
    return (
      this.db
        .prepare<[string, string, ...string[]], { refused: number }>(
          `SELECT coalesce(sum(count), 0) AS refused FROM audit_log
         WHERE at > ? AND actor = ? AND action IN (${REFUSED_SIGN_IN_ACTIONS.map(() => "?").join(", ")})`,
        )
        .get((since ?? new Date(0)).toISOString(), actor, ...REFUSED_SIGN_IN_ACTIONS)?.refused ?? 0
    )
  }

  async page(before: number | null): Promise<AuditEntry[]> {
    return this.db
      .prepare<[number, number], AuditRow>(
        "SELECT id, at, actor, action, lead_id, detail, count FROM audit_log WHERE id < ? ORDER BY id DESC LIMIT ?",
      )
      .all(before ?? Number.MAX_SAFE_INTEGER, AUDIT_PAGE_SIZE)
      .map(({ lead_id, ...row }) => ({ ...row, leadId: lead_id }))
  }

  async pruneOlderThan(cutoff: Date, actor: Actor, now = new Date()): Promise<number> {
    return this.db.transaction(() => {
      const erased = this.db.prepare("DELETE FROM audit_log WHERE at < ?").run(cutoff.toISOString()).changes
      if (erased > 0)
        insertAuditEntry(
          this.db,
          { actor, action: "audit-purge", detail: `${erased} entries before ${cutoff.toISOString().slice(0, 10)}` },
          now,
        )
      return erased
    })()
  }
}
