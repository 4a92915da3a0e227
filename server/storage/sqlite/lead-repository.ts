/**
 * The SQL of the leads in SQLite (the rules are lead-service.ts's): stored with group commit (one
 * fsync for the posts of a loop turn), listed and searched for the inbox through narrow indexes and
 * the FTS5 index, and changed in transactions the service runs its rules in.
 */
import { countLimitOf, INBOX_PAGE_SIZE, inboxPaging, inboxRowOf, pageOfMatches, totalOf } from "../inbox"
import type { Activity, InboxFilter, InboxPage, StatusCounts } from "../inbox"
import type { LeadStatus, NewLead, SaveResult, StoredLead } from "../lead"
import { leadRecordOf, outcomeOfKnownKey } from "../lead-record"
import type { LeadStore, LeadTransaction } from "../lead-port"
import { insertAuditEntry } from "./audit-repository"
import type { Db } from "./database"
import { GroupCommit } from "./group-commit"
import { toLead, type LeadRow } from "../lead-row"
import { INSERT_LEAD, QUEUE_NOTIFICATION, SELECT_LEAD } from "./lead-rows"
import { indexNewLeads } from "./search-index"
import { searchExpression } from "./search-query"
import { inTransaction } from "./transactions"

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

export class SqliteLeadStore implements LeadStore {
  private readonly ipKey: string
  private readonly batches = new GroupCommit<{ lead: NewLead; now: Date }, SaveResult>(items => this.insertMany(items))

  constructor(private readonly db: Db) {
    const key = db.prepare("SELECT value FROM settings WHERE name = 'ip_hash_key'").pluck().get()
    if (typeof key !== "string") throw new Error("The database has no ip_hash_key setting: it was not migrated.")
    this.ipKey = key
  }

  insert(lead: NewLead, now: Date): Promise<SaveResult> {
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
    const { owesNotification, createdAt, ...record } = leadRecordOf(lead, now, this.ipKey)
    if (record.idempotencyKey !== null) {
      const stored = this.db
        .prepare<[string], { id: string; requestHash: string }>(
          "SELECT id, request_hash AS requestHash FROM leads WHERE idempotency_key = ?",
        )
        .get(record.idempotencyKey)
      if (stored) return outcomeOfKnownKey(stored, record.requestHash)
    }
    this.db.prepare(INSERT_LEAD).run({ ...record, createdAt: createdAt.toISOString() })
    if (owesNotification) this.db.prepare(QUEUE_NOTIFICATION).run({ id: record.id, now: now.getTime() })
    return { outcome: "stored", id: record.id }
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

  /** A unit of work of the service, in one transaction on this connection (transactions.ts). */
  transaction<T>(work: (tx: LeadTransaction) => Promise<T>): Promise<T> {
    return inTransaction(this.db, () => work(this.operations))
  }

  /**
   * Leaves no word of the erased leads in the file. FTS5 marks a deleted entry with a tombstone and
   * keeps its words in the index's segments (also with its own secure-delete option, which removes
   * the entry but can leave the term), so the index is merged into one segment without them; the
   * pages it frees are overwritten (secure_delete, database.ts), and the WAL, which held the old
   * pages, is folded back into the file and emptied.
   */
  async afterErase(): Promise<void> {
    await this.transaction(async () => {
      this.db.exec("INSERT INTO lead_search (lead_search) VALUES ('optimize')")
    })
    this.db.pragma("wal_checkpoint(TRUNCATE)")
  }

  private readonly operations: LeadTransaction = {
    lockStatus: async id => {
      const status = this.db.prepare<[string], LeadStatus>("SELECT status FROM leads WHERE id = ?").pluck().get(id)
      return status ?? null
    },
    lead: async id => {
      const row = this.db.prepare<[string], LeadRow>(`${SELECT_LEAD} WHERE leads.id = ?`).get(id)
      return row ? toLead(row) : null
    },
    activity: async id =>
      this.db
        .prepare<[string], Activity>("SELECT at, actor, kind, body FROM lead_activity WHERE lead_id = ? ORDER BY id")
        .all(id),
    updateStatus: async (id, status) => {
      this.db.prepare("UPDATE leads SET status = ? WHERE id = ?").run(status, id)
    },
    queueNotification: async (id, now) => {
      this.db.prepare(QUEUE_NOTIFICATION).run({ id, now: now.getTime() })
    },
    recordActivity: async (id, { at, actor, kind, body }) => {
      this.db
        .prepare("INSERT INTO lead_activity (lead_id, at, actor, kind, body) VALUES (?, ?, ?, ?, ?)")
        .run(id, at, actor, kind, body)
    },
    recordAudit: async (entry, now) => insertAuditEntry(this.db, entry, now),
    deleteLead: async id => this.db.prepare("DELETE FROM leads WHERE id = ?").run(id).changes > 0,
    deleteReceivedBefore: async cutoff =>
      this.db.prepare("DELETE FROM leads WHERE created_at < ?").run(cutoff.toISOString()).changes,
    selectAll: async () => this.db.prepare<[], LeadRow>(`${SELECT_LEAD} ORDER BY leads.seq`).all().map(toLead),
    selectFiltered: async filter => {
      const selection = this.selectionOf(filter)
      return this.db
        .prepare<(string | number)[], LeadRow>(
          `${SELECT_LEAD} WHERE leads.seq IN (SELECT leads.seq ${selection.from} ${selection.where}) ORDER BY leads.seq DESC`,
        )
        .all(...selection.params)
        .map(toLead)
    },
  }

  private selectionOf(filter: InboxFilter): Selection {
    if (filter.search !== null) indexNewLeads(this.db)
    return selectionSql(filter)
  }
}
