/**
 * Leads in SQLite: stored with group commit (one fsync for the posts of a loop turn), listed and
 * searched for the inbox through narrow indexes and the FTS5 index, and changed by staff with the
 * audit entry in the same transaction.
 */
import {
  countLimitOf,
  INBOX_PAGE_SIZE,
  inboxPaging,
  inboxRowOf,
  mailStateOf,
  type Activity,
  type ExportRow,
  type InboxFilter,
  type InboxPage,
  type LeadDetail,
  pageOfMatches,
  type StatusCounts,
  totalOf,
} from "../inbox"
import { UNKNOWN_ORIGIN, type LeadStatus, type NewLead, type SaveResult, type StoredLead } from "../lead"
import { ipPseudonym, requestHashOf } from "../lead-hashes"
import type { LeadChange, LeadRepository, ResendOutcome } from "../lead-repository"
import type { Actor, NewAuditEntry } from "../audit"
import { newLeadId } from "../../lead-id"
import { insertAuditEntry } from "./audit-repository"
import type { Db } from "./database"
import { GroupCommit } from "./group-commit"
import { toLead, type LeadRow } from "../lead-row"
import { QUEUE_NOTIFICATION, SELECT_LEAD } from "./lead-rows"
import { indexNewLeads } from "./search-index"
import { searchExpression } from "./search-query"

/** The leads a filter selects: a FROM and WHERE to count them or page through them newest first. */
type Selection = { from: string; where: string; params: (string | number)[]; newestFirst: string }

function selectionSql(filter: InboxFilter): Selection {
  const conditions: string[] = []
  const params: (string | number)[] = []
  const search = filter.search === null ? null : searchExpression(filter.search)
  // A search drives the query from the FTS index, which hands its matches over newest first and
  // joins each to its row; an IN (subquery) would first copy every match into a temporary table.
  // The join reads the narrow leads_list index (seq first, with status, kind, service and date), not
  // the wide rows: the 10,001 matches a common word is counted to are spread over the whole file
  // (at a million leads, 22 ms -> 11 ms).
  let from = "FROM leads"
  let newestFirst = "leads.seq DESC"
  if (search !== null) {
    from = "FROM lead_search JOIN leads INDEXED BY leads_list ON leads.seq = lead_search.rowid"
    newestFirst = "lead_search.rowid DESC"
    conditions.push("lead_search MATCH ?")
    params.push(search)
  }
  if (filter.status === null) conditions.push("leads.status <> 'spam'")
  else {
    conditions.push("leads.status = ?")
    params.push(filter.status)
  }
  for (const column of ["kind", "service", "language"] as const) {
    const value = filter[column]
    if (value === null) continue
    conditions.push(`leads.${column} = ?`)
    params.push(value)
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

export class SqliteLeadRepository implements LeadRepository {
  private readonly ipKey: string
  private readonly batches = new GroupCommit<{ lead: NewLead; now: Date }, SaveResult>(items => this.insertMany(items))

  constructor(private readonly db: Db) {
    const key = db.prepare("SELECT value FROM settings WHERE name = 'ip_hash_key'").pluck().get()
    if (typeof key !== "string") throw new Error("The database has no ip_hash_key setting: it was not migrated.")
    this.ipKey = key
  }

  insert(lead: NewLead, now: Date = new Date()): Promise<SaveResult> {
    return this.batches.save({ lead, now })
  }

  /**
   * Several leads with one commit. Each is written inside its own savepoint (better-sqlite3's
   * nested transaction): one that fails comes back as its Error and takes nothing of the others.
   */
  private insertMany(items: readonly { lead: NewLead; now: Date }[]): (SaveResult | Error)[] {
    const insertOne = this.db.transaction((lead: NewLead, now: Date) => this.insertOne(lead, now))
    return this.db
      .transaction(() =>
        items.map(({ lead, now }) => {
          try {
            return insertOne(lead, now)
          } catch (error) {
            return error instanceof Error ? error : new Error(String(error))
          }
        }),
      )
      .immediate()
  }

  private insertOne(lead: NewLead, now: Date): SaveResult {
    const requestHash = requestHashOf(lead)
    if (lead.idempotencyKey !== null) {
      const previous = this.db
        .prepare<[string], { id: string; request_hash: string }>(
          "SELECT id, request_hash FROM leads WHERE idempotency_key = ?",
        )
        .get(lead.idempotencyKey)
      if (previous)
        return { outcome: previous.request_hash === requestHash ? "replayed" : "key-reused", id: previous.id }
    }
    const id = newLeadId(now.getTime())
    this.db
      .prepare(
        `INSERT INTO leads (id, kind, status, language, firstname, lastname, email, phone, service, message, privacy,
                            created_at, ip_hash, user_agent, idempotency_key, request_hash,
                            source_page, landing_page, referrer)
         VALUES (@id, @kind, @status, @language, @firstname, @lastname, @email, @phone, @service, @message, @privacy,
                 @createdAt, @ipHash, @userAgent, @idempotencyKey, @requestHash,
                 @sourcePage, @landingPage, @referrer)`,
      )
      .run({
        id,
        kind: lead.kind,
        status: lead.status,
        language: lead.language ?? "en",
        ...lead.fields,
        createdAt: now.toISOString(),
        ipHash: lead.ip === null ? null : ipPseudonym(this.ipKey, lead.ip),
        userAgent: lead.userAgent,
        idempotencyKey: lead.idempotencyKey,
        requestHash,
        ...(lead.origin ?? UNKNOWN_ORIGIN),
      })
    if (lead.status === "new") this.db.prepare(QUEUE_NOTIFICATION).run({ id, now: now.getTime() })
    return { outcome: "stored", id }
  }

  async get(id: string): Promise<StoredLead | null> {
    const row = this.db.prepare<[string], LeadRow>(`${SELECT_LEAD} WHERE leads.id = ?`).get(id)
    return row ? toLead(row) : null
  }

  async all(): Promise<StoredLead[]> {
    return this.db.prepare<[], LeadRow>(`${SELECT_LEAD} ORDER BY leads.seq`).all().map(toLead)
  }

  async list(filter: InboxFilter, page: number): Promise<InboxPage> {
    const selection = this.selectionOf(filter)
    const limit = countLimitOf(filter)
    const newest = (count: number, offset: number) =>
      this.db
        .prepare<(string | number)[], number>(
          `SELECT leads.seq ${selection.from} ${selection.where} ORDER BY ${selection.newestFirst} LIMIT ${count} OFFSET ${offset}`,
        )
        .pluck()
        .all(...selection.params)
    let paging: Omit<InboxPage, "rows">
    let seqs: number[]
    if (limit === null) {
      // The whole inbox or one status: counted by the triggers, paged from the narrow index.
      paging = inboxPaging(totalOf(this.statusCounts(), filter), filter, page)
      seqs = newest(INBOX_PAGE_SIZE, (paging.page - 1) * INBOX_PAGE_SIZE)
    } else ({ paging, onPage: seqs } = pageOfMatches(newest(limit, 0), filter, page))
    // Only the page's 50 rows are read whole and joined to their notification.
    const rows = this.db
      .prepare<number[], LeadRow>(
        `${SELECT_LEAD} WHERE leads.seq IN (${seqs.map(() => "?").join(", ")}) ORDER BY leads.seq DESC`,
      )
      .all(...seqs)
      .map(row => inboxRowOf(toLead(row)))
    return { rows, ...paging }
  }

  async countNew(): Promise<number> {
    return this.statusCounts().new
  }

  /** Kept by migration 4's triggers on every write to leads; the table holds one row per status. */
  private statusCounts(): StatusCounts {
    const rows = this.db
      .prepare<[], { status: LeadStatus; leads: number }>("SELECT status, leads FROM lead_counts")
      .all()
    return Object.fromEntries(rows.map(row => [row.status, row.leads])) as StatusCounts
  }

  async view(id: string, actor: Actor, now: Date = new Date()): Promise<LeadDetail | null> {
    return this.db.transaction(() => {
      const lead = this.detail(id)
      if (lead) this.audit({ actor, action: "view", leadId: id }, now)
      return lead
    })()
  }

  async setStatus(id: string, status: LeadStatus, actor: Actor, now: Date = new Date()): Promise<LeadChange> {
    return this.db.transaction((): LeadChange => {
      const current = this.statusOf(id)
      if (current === null) return { outcome: "no-lead" }
      if (current !== status) {
        this.db.prepare("UPDATE leads SET status = ? WHERE id = ?").run(status, id)
        this.record(id, "status", actor, `${current} → ${status}`, now)
        // Out of spam: the staff e-mail the honeypot held back is owed now.
        if (current === "spam") this.db.prepare(QUEUE_NOTIFICATION).run({ id, now: now.getTime() })
        const action = current === "spam" ? "not-spam" : "status"
        this.audit({ actor, action, leadId: id, detail: `${current} → ${status}` }, now)
      }
      return { outcome: current === status ? "unchanged" : "changed", lead: this.detailOf(id) }
    })()
  }

  async addNote(id: string, body: string, actor: Actor, now: Date = new Date()): Promise<LeadChange> {
    return this.db.transaction((): LeadChange => {
      if (this.statusOf(id) === null) return { outcome: "no-lead" }
      this.record(id, "note", actor, body, now)
      this.audit({ actor, action: "note", leadId: id }, now)
      return { outcome: "changed", lead: this.detailOf(id) }
    })()
  }

  async resend(id: string, actor: Actor, now: Date = new Date()): Promise<ResendOutcome> {
    return this.db.transaction((): ResendOutcome => {
      const current = this.statusOf(id)
      if (current === null) return { outcome: "no-lead" }
      if (current === "spam") return { outcome: "spam" }
      this.db.prepare(QUEUE_NOTIFICATION).run({ id, now: now.getTime() })
      this.record(id, "resend", actor, "", now)
      this.audit({ actor, action: "resend", leadId: id }, now)
      return { outcome: "queued", lead: this.detailOf(id) }
    })()
  }

  async erase(id: string, actor: Actor, now: Date = new Date()): Promise<boolean> {
    const erased = this.db.transaction(() => {
      const gone = this.db.prepare("DELETE FROM leads WHERE id = ?").run(id).changes > 0
      if (gone) this.audit({ actor, action: "delete", leadId: id }, now)
      return gone
    })()
    // Fold the WAL back into the file, where secure_delete has overwritten the freed space.
    if (erased) this.db.pragma("wal_checkpoint(TRUNCATE)")
    return erased
  }

  async exportRows(filter: InboxFilter, actor: Actor, now: Date = new Date()): Promise<ExportRow[]> {
    const selection = this.selectionOf(filter)
    return this.db.transaction(() => {
      const rows = this.db
        .prepare<(string | number)[], LeadRow>(
          `${SELECT_LEAD} WHERE leads.seq IN (SELECT leads.seq ${selection.from} ${selection.where}) ORDER BY leads.seq DESC`,
        )
        .all(...selection.params)
        .map(toLead)
        .map(lead => ({ ...lead, mail: mailStateOf(lead) }))
      this.audit({ actor, action: "export", detail: `${rows.length} leads` }, now)
      return rows
    })()
  }

  async exportAll(actor: Actor, now: Date = new Date()): Promise<StoredLead[]> {
    return this.db.transaction(() => {
      const leads = this.db.prepare<[], LeadRow>(`${SELECT_LEAD} ORDER BY leads.seq`).all().map(toLead)
      this.audit({ actor, action: "export", detail: `${leads.length} leads` }, now)
      return leads
    })()
  }

  async eraseOlderThan(cutoff: Date, actor: Actor, now: Date = new Date()): Promise<number> {
    const erased = this.db.transaction(() => {
      const count = this.db.prepare("DELETE FROM leads WHERE created_at < ?").run(cutoff.toISOString()).changes
      if (count > 0)
        this.audit(
          { actor, action: "retention-purge", detail: `${count} leads received before ${cutoff.toISOString()}` },
          now,
        )
      return count
    })()
    if (erased > 0) this.db.pragma("wal_checkpoint(TRUNCATE)")
    return erased
  }

  private selectionOf(filter: InboxFilter): Selection {
    if (filter.search !== null) indexNewLeads(this.db)
    return selectionSql(filter)
  }

  private detail(id: string): LeadDetail | null {
    const row = this.db.prepare<[string], LeadRow>(`${SELECT_LEAD} WHERE leads.id = ?`).get(id)
    if (!row) return null
    const lead = toLead(row)
    const activity = this.db
      .prepare<[string], Activity>("SELECT at, actor, kind, body FROM lead_activity WHERE lead_id = ? ORDER BY id")
      .all(id)
    return { ...lead, mail: mailStateOf(lead), activity }
  }

  /** The detail of a lead this transaction has just found. */
  private detailOf(id: string): LeadDetail {
    const lead = this.detail(id)
    if (!lead) throw new Error(`Lead ${id} vanished inside its own transaction.`)
    return lead
  }

  private statusOf(id: string): LeadStatus | null {
    const status = this.db.prepare<[string], string>("SELECT status FROM leads WHERE id = ?").pluck().get(id)
    return (status as LeadStatus | undefined) ?? null
  }

  private record(id: string, kind: Activity["kind"], actor: Actor, body: string, now: Date): void {
    this.db
      .prepare("INSERT INTO lead_activity (lead_id, at, actor, kind, body) VALUES (?, ?, ?, ?, ?)")
      .run(id, now.toISOString(), actor, kind, body)
  }

  private audit(entry: NewAuditEntry, now: Date): void {
    insertAuditEntry(this.db, entry, now)
  }
}
