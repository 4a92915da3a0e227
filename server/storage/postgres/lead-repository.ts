/**
 * The SQL of the leads in PostgreSQL (the rules are lead-service.ts's): stored in one statement with
 * their outbox row (INSERT … ON CONFLICT on the Idempotency-Key, answering a replay with the lead
 * stored first), listed and searched for the inbox under a statement timeout, and changed in
 * transactions the service runs its rules in.
 */
import type pg from "pg"
import { LEAD_FIELDS } from "../../../shared/lead-fields"
import { countLimitOf, INBOX_PAGE_SIZE, inboxPaging, inboxRowOf, totalOf } from "../inbox"
import type { Activity, InboxFilter, InboxPage, StatusCounts } from "../inbox"
import { fieldsOf, type LeadStatus, type NewLead, type SaveResult, type StoredLead } from "../lead"
import { leadRecordOf, outcomeOfKnownKey } from "../lead-record"
import { toLead, type LeadRow } from "../lead-row"
import type { LeadStore, LeadTransaction } from "../lead-port"
import { insertAuditEntry } from "./audit-repository"
import { QUEUE_NOTIFICATION, SELECT_LEAD } from "./lead-rows"
import { inTransaction, type Pool, type Queryable } from "./pool"
import { searchLexemes } from "./search-document"
import { searchByFor, whereOf } from "./inbox-selection"

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

/**
 * The rest of the transaction runs as an inbox query (see inboxQuery). JIT is off: the planner
 * compiles a query it expects to read much of the table, and a search that stops at its count limit
 * after a few thousand rows spent 7 to 25 ms compiling (EXPLAIN ANALYZE at a million leads).
 */
async function limitInboxQuery(client: pg.PoolClient): Promise<void> {
  await client.query(
    `SET LOCAL statement_timeout = ${INBOX_STATEMENT_TIMEOUT_MS}; SET LOCAL work_mem = '${INBOX_WORK_MEM}'; SET LOCAL jit = off`,
  )
}

// A fresh lead comes back with fresh = true; a replay finds the first lead (a replay racing its
// first post may commit between the two halves: the statement is then run again, see insert()).
/** The columns a new lead's statement fills, by position ($1…), the contact fields among them. */
const INSERT_COLUMNS = [
  "id",
  "kind",
  "status",
  "language",
  ...LEAD_FIELDS.map(field => field.name),
  "created_at",
  "ip_hash",
  "user_agent",
  "idempotency_key",
  "request_hash",
  "source_page",
  "landing_page",
  "referrer",
] as const
type InsertColumn = (typeof INSERT_COLUMNS)[number]
const parameterOf = (column: InsertColumn) => `$${INSERT_COLUMNS.indexOf(column) + 1}`
/** After the columns: the lead's search lexemes, the moment its e-mail is due, and whether it owes one. */
const SEARCH_PARAMETER = `$${INSERT_COLUMNS.length + 1}`
const DUE_PARAMETER = `$${INSERT_COLUMNS.length + 2}`
const OWES_PARAMETER = `$${INSERT_COLUMNS.length + 3}`

const INSERT_LEAD = `
  WITH inserted AS (
    INSERT INTO leads (${INSERT_COLUMNS.join(", ")}, search)
    VALUES (${INSERT_COLUMNS.map(parameterOf).join(", ")}, array_to_tsvector(${SEARCH_PARAMETER}::text[]))
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING id, request_hash
  ), queued AS (
    INSERT INTO outbox (lead_id, next_attempt_at) SELECT id, ${DUE_PARAMETER} FROM inserted
    WHERE ${OWES_PARAMETER}::boolean
  )
  SELECT id, request_hash, true AS fresh FROM inserted
  UNION ALL
  SELECT id, request_hash, false AS fresh FROM leads
  WHERE idempotency_key = ${parameterOf("idempotency_key")} AND NOT EXISTS (SELECT 1 FROM inserted)`

export class PostgresLeadStore implements LeadStore {
  constructor(
    private readonly pool: Pool,
    private readonly ipKey: string,
  ) {}

  async insert(lead: NewLead, now: Date): Promise<SaveResult> {
    const record = leadRecordOf(lead, now, this.ipKey)
    const columns: Record<InsertColumn, unknown> = {
      ...fieldsOf(record),
      id: record.id,
      kind: record.kind,
      status: record.status,
      language: record.language,
      created_at: record.createdAt,
      ip_hash: record.ipHash,
      user_agent: record.userAgent,
      idempotency_key: record.idempotencyKey,
      request_hash: record.requestHash,
      source_page: record.sourcePage,
      landing_page: record.landingPage,
      referrer: record.referrer,
    }
    const values = [
      ...INSERT_COLUMNS.map(column => columns[column]),
      searchLexemes(lead.fields),
      now.getTime(),
      record.owesNotification,
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
      return outcomeOfKnownKey({ id: row.id, requestHash: row.request_hash }, record.requestHash)
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
        const all = whereOf(filter, await searchByFor(client, filter, limit))
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

  transaction<T>(work: (tx: LeadTransaction) => Promise<T>): Promise<T> {
    return inTransaction(this.pool, client => work(this.operationsOn(client)))
  }

  private operationsOn(client: pg.PoolClient): LeadTransaction {
    return {
      lockStatus: async id => {
        const { rows } = await client.query<{ status: LeadStatus }>(
          "SELECT status FROM leads WHERE id = $1 FOR UPDATE",
          [id],
        )
        return rows.length > 0 ? rows[0].status : null
      },
      lead: async id => {
        const { rows } = await client.query<LeadRow>(`${SELECT_LEAD} WHERE leads.id = $1`, [id])
        return rows.length > 0 ? toLead(rows[0]) : null
      },
      activity: async id =>
        (
          await client.query<Activity>(
            "SELECT at, actor, kind, body FROM lead_activity WHERE lead_id = $1 ORDER BY id",
            [id],
          )
        ).rows,
      updateStatus: async (id, status) => {
        await client.query("UPDATE leads SET status = $1 WHERE id = $2", [status, id])
      },
      queueNotification: async (id, now) => {
        await client.query(QUEUE_NOTIFICATION, [id, now.getTime()])
      },
      recordActivity: async (id, { at, actor, kind, body }) => {
        await client.query("INSERT INTO lead_activity (lead_id, at, actor, kind, body) VALUES ($1, $2, $3, $4, $5)", [
          id,
          at,
          actor,
          kind,
          body,
        ])
      },
      recordAudit: (entry, now) => insertAuditEntry(client, entry, now),
      deleteLead: async id => ((await client.query("DELETE FROM leads WHERE id = $1", [id])).rowCount ?? 0) > 0,
      deleteReceivedBefore: async cutoff =>
        (await client.query("DELETE FROM leads WHERE created_at < $1", [cutoff])).rowCount ?? 0,
      selectAll: async () => (await client.query<LeadRow>(`${SELECT_LEAD} ORDER BY leads.seq`)).rows.map(toLead),
      selectFiltered: async filter => {
        await limitInboxQuery(client)
        const { where, params } = whereOf(filter, await searchByFor(client, filter, null))
        const { rows } = await client.query<LeadRow>(
          `${SELECT_LEAD} WHERE leads.seq IN (SELECT leads.seq FROM leads ${where}) ORDER BY leads.seq DESC`,
          params,
        )
        return rows.map(toLead)
      },
    }
  }

  /**
   * A transaction whose statements are cancelled after INBOX_STATEMENT_TIMEOUT_MS, with INBOX_WORK_MEM:
   * a search by the index must keep its bitmap of matching rows exact. Past work_mem the bitmap
   * becomes lossy, and every row of a lossy page is tested again by computing its word starts: a
   * phone's start took 0.7 s at a million leads with the default 4 MB, 35 ms with the bitmap exact.
   */
  private inboxQuery<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    return inTransaction(this.pool, async client => {
      await limitInboxQuery(client)
      return work(client)
    })
  }
}
