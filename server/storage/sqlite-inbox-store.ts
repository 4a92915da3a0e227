/**
 * The staff inbox on SQLite: filtered, paged lists newest first, search through the lead_search
 * FTS5 index, and the changes staff make to a lead.
 */
import type { Db } from "./database"
import {
  INBOX_PAGE_SIZE,
  mailStateOf,
  type Activity,
  type ExportRow,
  type InboxFilter,
  type InboxPage,
  type InboxStore,
  type LeadDetail,
} from "./inbox-store"
import { SELECT_LEAD, toLead, type LeadRow, type LeadStatus } from "./lead-store"
import { indexNewLeads } from "./search-index"
import { searchExpression } from "../staff/search-query"

/** The leads a filter selects: a FROM and WHERE to count them or page through them newest first. */
type Selection = { from: string; where: string; params: (string | number)[]; newestFirst: string }

function selectionSql(filter: InboxFilter): Selection {
  const conditions: string[] = []
  const params: (string | number)[] = []
  const search = filter.search === null ? null : searchExpression(filter.search)
  // A search drives the query from the FTS index, which hands its matches over newest first and
  // joins each to its row; an IN (subquery) would first copy every match into a temporary table.
  let from = "FROM leads"
  let newestFirst = "leads.seq DESC"
  if (search !== null) {
    from = "FROM lead_search JOIN leads ON leads.seq = lead_search.rowid"
    newestFirst = "lead_search.rowid DESC"
    conditions.push("lead_search MATCH ?")
    params.push(search)
  }
  if (filter.status === null) conditions.push("leads.status <> 'spam'")
  else {
    conditions.push("leads.status = ?")
    params.push(filter.status)
  }
  if (filter.kind !== null) {
    conditions.push("leads.kind = ?")
    params.push(filter.kind)
  }
  if (filter.service !== null) {
    conditions.push("leads.service = ?")
    params.push(filter.service)
  }
  if (filter.from !== null) {
    conditions.push("leads.created_at >= ?")
    params.push(filter.from)
  }
  if (filter.to !== null) {
    conditions.push("leads.created_at < ?")
    params.push(filter.to)
  }
  return { from, where: `WHERE ${conditions.join(" AND ")}`, params, newestFirst }
}

export class SqliteInboxStore implements InboxStore {
  constructor(private readonly db: Db) {}

  list(filter: InboxFilter, page: number): InboxPage {
    const selection = this.selectionOf(filter)
    const total = this.db
      .prepare<(string | number)[], number>(`SELECT count(*) ${selection.from} ${selection.where}`)
      .pluck()
      .get(...selection.params) as number
    const pages = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE))
    const current = Math.min(Math.max(1, page), pages)
    // The page's ids first, from the narrow index; only those 50 rows are then read whole and
    // joined to their notification (an OFFSET over the join would read every skipped row whole).
    const rows = this.db
      .prepare<(string | number)[], LeadRow>(
        `${SELECT_LEAD} WHERE leads.seq IN (
           SELECT leads.seq ${selection.from} ${selection.where} ORDER BY ${selection.newestFirst} LIMIT ? OFFSET ?
         ) ORDER BY leads.seq DESC`,
      )
      .all(...selection.params, INBOX_PAGE_SIZE, (current - 1) * INBOX_PAGE_SIZE)
      .map(toLead)
      .map(lead => ({
        id: lead.id,
        createdAt: lead.createdAt,
        kind: lead.kind,
        name: `${lead.firstname} ${lead.lastname}`,
        email: lead.email,
        phone: lead.phone,
        service: lead.service,
        status: lead.status,
        mail: mailStateOf(lead),
      }))
    return { rows, total, page: current, pages }
  }

  countNew(): number {
    return this.db.prepare("SELECT count(*) FROM leads WHERE status = 'new'").pluck().get() as number
  }

  detail(id: string): LeadDetail | null {
    const row = this.db.prepare<[string], LeadRow>(`${SELECT_LEAD} WHERE leads.id = ?`).get(id)
    if (!row) return null
    const lead = toLead(row)
    const activity = this.db
      .prepare<[string], Activity>("SELECT at, actor, kind, body FROM lead_activity WHERE lead_id = ? ORDER BY id")
      .all(id)
    return { ...lead, mail: mailStateOf(lead), activity }
  }

  setStatus(id: string, status: LeadStatus, actor: string, now: Date = new Date()): boolean {
    return this.db.transaction(() => {
      const current = this.statusOf(id)
      if (current === null) return false
      if (current === status) return true
      this.db.prepare("UPDATE leads SET status = ? WHERE id = ?").run(status, id)
      this.record(id, "status", actor, `${current} → ${status}`, now)
      // Out of spam: the staff e-mail the honeypot held back is owed now.
      if (current === "spam") this.queueNotification(id, now)
      return true
    })()
  }

  addNote(id: string, body: string, actor: string, now: Date = new Date()): boolean {
    if (this.statusOf(id) === null) return false
    this.record(id, "note", actor, body, now)
    return true
  }

  resend(id: string, actor: string, now: Date = new Date()): boolean {
    return this.db.transaction(() => {
      const current = this.statusOf(id)
      if (current === null || current === "spam") return false
      this.queueNotification(id, now)
      this.record(id, "resend", actor, "", now)
      return true
    })()
  }

  erase(id: string): boolean {
    // Erasure means gone from the file too: overwrite freed pages and fold the WAL back in.
    this.db.pragma("secure_delete = ON")
    const erased = this.db.prepare("DELETE FROM leads WHERE id = ?").run(id).changes > 0
    if (erased) this.db.pragma("wal_checkpoint(TRUNCATE)")
    return erased
  }

  exportRows(filter: InboxFilter): ExportRow[] {
    const selection = this.selectionOf(filter)
    return this.db
      .prepare<(string | number)[], LeadRow>(
        `${SELECT_LEAD} WHERE leads.seq IN (SELECT leads.seq ${selection.from} ${selection.where}) ORDER BY leads.seq DESC`,
      )
      .all(...selection.params)
      .map(toLead)
      .map(lead => ({ ...lead, mail: mailStateOf(lead) }))
  }

  eraseOlderThan(cutoff: Date): number {
    this.db.pragma("secure_delete = ON")
    const erased = this.db.prepare("DELETE FROM leads WHERE created_at < ?").run(cutoff.toISOString()).changes
    if (erased > 0) this.db.pragma("wal_checkpoint(TRUNCATE)")
    return erased
  }

  private selectionOf(filter: InboxFilter): Selection {
    if (filter.search !== null) indexNewLeads(this.db)
    return selectionSql(filter)
  }

  private statusOf(id: string): LeadStatus | null {
    const status = this.db.prepare<[string], string>("SELECT status FROM leads WHERE id = ?").pluck().get(id)
    return (status as LeadStatus | undefined) ?? null
  }

  private record(id: string, kind: Activity["kind"], actor: string, body: string, now: Date): void {
    this.db
      .prepare("INSERT INTO lead_activity (lead_id, at, actor, kind, body) VALUES (?, ?, ?, ?, ?)")
      .run(id, now.toISOString(), actor, kind, body)
  }

  private queueNotification(id: string, now: Date): void {
    this.db
      .prepare(
        `INSERT INTO outbox (lead_id, next_attempt_at) VALUES (@id, @now)
         ON CONFLICT (lead_id) DO UPDATE SET
           resends = resends + (sent_at IS NOT NULL), sent_at = NULL, attempts = 0,
           next_attempt_at = @now, last_error = NULL, needs_attention = 0`,
      )
      .run({ id, now: now.getTime() })
  }
}
