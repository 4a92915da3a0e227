/**
 * Leads in PostgreSQL: stored in one statement with their outbox row (INSERT … ON CONFLICT on the
 * Idempotency-Key, answering a replay with the lead stored first), listed and searched for the
 * inbox under a statement timeout, and changed by staff with the audit entry in the same
 * transaction.
 */
import type pg from "pg"
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
  type StatusCounts,
  totalOf,
} from "../inbox"
import { UNKNOWN_ORIGIN, type LeadStatus, type NewLead, type SaveResult, type StoredLead } from "../lead"
import { ipPseudonym, requestHashOf } from "../lead-hashes"
import { toLead, type LeadRow } from "../lead-row"
import type { LeadChange, LeadRepository, ResendOutcome } from "../lead-repository"
import type { Actor, NewAuditEntry } from "../audit"
import { newLeadId } from "../../lead-id"
import { insertAuditEntry } from "./audit-repository"
import { QUEUE_NOTIFICATION, SELECT_LEAD } from "./lead-rows"
import { inTransaction, type Pool, type Queryable } from "./pool"
import { searchLexemes } from "./search-document"
import { searchByForAll, whereOf } from "./inbox-selection"

/**
 * An inbox query that runs longer than this is cancelled: a slow search answers with an error the
 * staff can act on (narrow it) instead of holding a connection every instance shares.
 */
export const INBOX_STATEMENT_TIMEOUT_MS = 5_000

/**
 * Memory an inbox query may use for a bitmap or a sort (see inboxQuery): a bitmap of every page of a
 * million leads takes a few megabytes, and 64 MB keeps one exact to several million.
 */
const INBOX_WORK_MEM = "64MB"

// A fresh lead comes back with fresh = true; a replay finds the first lead (a replay racing its
// first post may commit between the two halves: the statement is then run again, see insert()).
const INSERT_LEAD = `
  WITH inserted AS (
    INSERT INTO leads (id, kind, status, language, firstname, lastname, email, phone, service, message, privacy,
                       created_at, ip_hash, user_agent, idempotency_key, request_hash,
                       source_page, landing_page, referrer, search)
    VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19,
            array_to_tsvector($20::text[]))
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING id, request_hash
  ), queued AS (
    INSERT INTO outbox (lead_id, next_attempt_at) SELECT id, $21 FROM inserted WHERE $3 = 'new'
  )
  SELECT id, request_hash, true AS fresh FROM inserted
  UNION ALL
  SELECT id, request_hash, false AS fresh FROM leads
  WHERE idempotency_key = $15 AND NOT EXISTS (SELECT 1 FROM inserted)`

export class PostgresLeadRepository implements LeadRepository {
  constructor(
    private readonly pool: Pool,
    private readonly ipKey: string,
  ) {}

  async insert(lead: NewLead, now: Date = new Date()): Promise<SaveResult> {
    const requestHash = requestHashOf(lead)
    const origin = lead.origin ?? UNKNOWN_ORIGIN
    const { firstname, lastname, email, phone, service, message, privacy } = lead.fields
    const values = [
      newLeadId(now.getTime()),
      lead.kind,
      lead.status,
      lead.language ?? "en",
      firstname,
      lastname,
      email,
      phone,
      service,
      message,
      privacy,
      now,
      lead.ip === null ? null : ipPseudonym(this.ipKey, lead.ip),
      lead.userAgent,
      lead.idempotencyKey,
      requestHash,
      origin.sourcePage,
      origin.landingPage,
      origin.referrer,
      searchLexemes(lead.fields),
      now.getTime(),
    ]
    // One statement is one transaction: the lead and its outbox row are committed together. Named,
    // so each connection has PostgreSQL parse and plan it once, not for every lead: that took about a
    // third of PostgreSQL's CPU per lead (npm run bench:receiver -- --db=postgres).
    const statement = { name: "insert-lead", text: INSERT_LEAD, values }
    for (let attempt = 0; attempt < 3; attempt++) {
      const { rows } = await this.pool.query<{ id: string; request_hash: string; fresh: boolean }>(statement)
      const [row] = rows
      if (!row) continue
      if (row.fresh) return { outcome: "stored", id: row.id }
      return { outcome: row.request_hash === requestHash ? "replayed" : "key-reused", id: row.id }
    }
    throw new Error(`The lead with Idempotency-Key ${lead.idempotencyKey} could neither be stored nor found.`)
  }

  async get(id: string): Promise<StoredLead | null> {
    const { rows } = await this.pool.query<LeadRow>(`${SELECT_LEAD} WHERE leads.id = $1`, [id])
    return rows.length > 0 ? toLead(rows[0]) : null
  }

  async all(): Promise<StoredLead[]> {
    return (await this.pool.query<LeadRow>(`${SELECT_LEAD} ORDER BY leads.seq`)).rows.map(toLead)
  }

  async list(filter: InboxFilter, page: number): Promise<InboxPage> {
    return this.inboxQuery(async client => {
      const limit = countLimitOf(filter)
      let counted: number
      if (limit === null) counted = totalOf(await this.statusCounts(client), filter)
      else {
        const all = whereOf(filter, await searchByForAll(client, filter))
        counted = (
          await client.query<{ total: number }>(
            `SELECT count(*) AS total FROM (SELECT 1 FROM leads ${all.where} LIMIT ${limit}) AS matches`,
            all.params,
          )
        ).rows[0].total
      }
      const paging = inboxPaging(counted, filter, page)
      // The page's rows first, from the indexes; only those 50 are then joined to their notification.
      // A search that matches few leads is paged from its matches (the GIN index), not by walking
      // the newest-first index and testing every lead until 50 match: for a rare word that walk
      // reads nearly the whole table. The count just taken says which case this is: with more
      // matches than it counts, walking the newest leads finds a page within the first few hundred rows.
      const fewMatches = limit !== null && !paging.moreThanTotal
      const { where, params } = whereOf(filter, fewMatches ? "index" : "row")
      const next = params.length
      const pageSql = fewMatches
        ? `WITH matches AS MATERIALIZED (SELECT leads.seq FROM leads ${where})
           SELECT seq FROM matches ORDER BY seq DESC LIMIT $${next + 1} OFFSET $${next + 2}`
        : `SELECT leads.seq FROM leads ${where} ORDER BY leads.seq DESC LIMIT $${next + 1} OFFSET $${next + 2}`
      const { rows } = await client.query<LeadRow>(
        `${SELECT_LEAD} WHERE leads.seq IN (${pageSql}) ORDER BY leads.seq DESC`,
        [...params, INBOX_PAGE_SIZE, (paging.page - 1) * INBOX_PAGE_SIZE],
      )
      return { rows: rows.map(row => inboxRowOf(toLead(row))), ...paging }
    })
  }

  async countNew(): Promise<number> {
    return (await this.statusCounts(this.pool)).new
  }

  /** The sums of the slots migration 2's triggers keep. */
  private async statusCounts(db: Queryable): Promise<StatusCounts> {
    const { rows } = await db.query<StatusCounts>(
      `SELECT sum(new)::bigint AS new, sum(in_progress)::bigint AS in_progress, sum(done)::bigint AS done,
              sum(spam)::bigint AS spam
       FROM lead_counts`,
    )
    return rows[0]
  }

  async view(id: string, actor: Actor, now: Date = new Date()): Promise<LeadDetail | null> {
    return inTransaction(this.pool, async client => {
      const lead = await this.detail(client, id)
      if (lead) await this.audit(client, { actor, action: "view", leadId: id }, now)
      return lead
    })
  }

  async setStatus(id: string, status: LeadStatus, actor: Actor, now: Date = new Date()): Promise<LeadChange> {
    return inTransaction(this.pool, async (client): Promise<LeadChange> => {
      const current = await this.lockStatus(client, id)
      if (current === null) return { outcome: "no-lead" }
      if (current !== status) {
        await client.query("UPDATE leads SET status = $1 WHERE id = $2", [status, id])
        await this.record(client, id, "status", actor, `${current} → ${status}`, now)
        // Out of spam: the staff e-mail the honeypot held back is owed now.
        if (current === "spam") await client.query(QUEUE_NOTIFICATION, [id, now.getTime()])
        const action = current === "spam" ? "not-spam" : "status"
        await this.audit(client, { actor, action, leadId: id, detail: `${current} → ${status}` }, now)
      }
      return { outcome: current === status ? "unchanged" : "changed", lead: await this.detailOf(client, id) }
    })
  }

  async addNote(id: string, body: string, actor: Actor, now: Date = new Date()): Promise<LeadChange> {
    return inTransaction(this.pool, async (client): Promise<LeadChange> => {
      if ((await this.lockStatus(client, id)) === null) return { outcome: "no-lead" }
      await this.record(client, id, "note", actor, body, now)
      await this.audit(client, { actor, action: "note", leadId: id }, now)
      return { outcome: "changed", lead: await this.detailOf(client, id) }
    })
  }

  async resend(id: string, actor: Actor, now: Date = new Date()): Promise<ResendOutcome> {
    return inTransaction(this.pool, async (client): Promise<ResendOutcome> => {
      const current = await this.lockStatus(client, id)
      if (current === null) return { outcome: "no-lead" }
      if (current === "spam") return { outcome: "spam" }
      await client.query(QUEUE_NOTIFICATION, [id, now.getTime()])
      await this.record(client, id, "resend", actor, "", now)
      await this.audit(client, { actor, action: "resend", leadId: id }, now)
      return { outcome: "queued", lead: await this.detailOf(client, id) }
    })
  }

  async erase(id: string, actor: Actor, now: Date = new Date()): Promise<boolean> {
    return inTransaction(this.pool, async client => {
      const gone = ((await client.query("DELETE FROM leads WHERE id = $1", [id])).rowCount ?? 0) > 0
      if (gone) await this.audit(client, { actor, action: "delete", leadId: id }, now)
      return gone
    })
  }

  async exportRows(filter: InboxFilter, actor: Actor, now: Date = new Date()): Promise<ExportRow[]> {
    return this.inboxQuery(async client => {
      const { where, params } = whereOf(filter, await searchByForAll(client, filter))
      const { rows } = await client.query<LeadRow>(
        `${SELECT_LEAD} WHERE leads.seq IN (SELECT leads.seq FROM leads ${where}) ORDER BY leads.seq DESC`,
        params,
      )
      const exported = rows.map(toLead).map(lead => ({ ...lead, mail: mailStateOf(lead) }))
      await this.audit(client, { actor, action: "export", detail: `${exported.length} leads` }, now)
      return exported
    })
  }

  async exportAll(actor: Actor, now: Date = new Date()): Promise<StoredLead[]> {
    return inTransaction(this.pool, async client => {
      const leads = (await client.query<LeadRow>(`${SELECT_LEAD} ORDER BY leads.seq`)).rows.map(toLead)
      await this.audit(client, { actor, action: "export", detail: `${leads.length} leads` }, now)
      return leads
    })
  }

  async eraseOlderThan(cutoff: Date, actor: Actor, now: Date = new Date()): Promise<number> {
    return inTransaction(this.pool, async client => {
      const count = (await client.query("DELETE FROM leads WHERE created_at < $1", [cutoff])).rowCount ?? 0
      if (count > 0)
        await this.audit(
          client,
          { actor, action: "retention-purge", detail: `${count} leads received before ${cutoff.toISOString()}` },
          now,
        )
      return count
    })
  }

  /**
   * A transaction whose statements are cancelled after INBOX_STATEMENT_TIMEOUT_MS, with INBOX_WORK_MEM:
   * a search by the index must keep its bitmap of matching rows exact. Past work_mem the bitmap
   * becomes lossy, and every row of a lossy page is tested again by computing its word starts: a
   * phone's start took 0.7 s at a million leads with the default 4 MB, 35 ms with the bitmap exact.
   */
  private inboxQuery<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    return inTransaction(this.pool, async client => {
      await client.query(
        `SET LOCAL statement_timeout = ${INBOX_STATEMENT_TIMEOUT_MS}; SET LOCAL work_mem = '${INBOX_WORK_MEM}'`,
      )
      return work(client)
    })
  }

  private async detail(db: Queryable, id: string): Promise<LeadDetail | null> {
    const { rows } = await db.query<LeadRow>(`${SELECT_LEAD} WHERE leads.id = $1`, [id])
    if (rows.length === 0) return null
    const lead = toLead(rows[0])
    const activity = await db.query<Activity>(
      "SELECT at, actor, kind, body FROM lead_activity WHERE lead_id = $1 ORDER BY id",
      [id],
    )
    return { ...lead, mail: mailStateOf(lead), activity: activity.rows }
  }

  /** The detail of a lead this transaction has just found. */
  private async detailOf(db: Queryable, id: string): Promise<LeadDetail> {
    const lead = await this.detail(db, id)
    if (!lead) throw new Error(`Lead ${id} vanished inside its own transaction.`)
    return lead
  }

  /** The lead's status, its row locked until the transaction ends (two staff changing it take turns). */
  private async lockStatus(db: Queryable, id: string): Promise<LeadStatus | null> {
    const { rows } = await db.query<{ status: LeadStatus }>("SELECT status FROM leads WHERE id = $1 FOR UPDATE", [id])
    return rows.length > 0 ? rows[0].status : null
  }

  private async record(db: Queryable, id: string, kind: Activity["kind"], actor: Actor, body: string, now: Date) {
    await db.query("INSERT INTO lead_activity (lead_id, at, actor, kind, body) VALUES ($1, $2, $3, $4, $5)", [
      id,
      now,
      actor,
      kind,
      body,
    ])
  }

  private async audit(db: Queryable, entry: NewAuditEntry, now: Date): Promise<void> {
    await insertAuditEntry(db, entry, now)
  }
}
