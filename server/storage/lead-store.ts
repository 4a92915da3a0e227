/**
 * Every read and write of leads and their notification outbox. A lead and its
 * outbox row are written in one transaction, so a lead is never stored without
 * its e-mail being owed, and an acknowledged lead is always on disk.
 */
import { createHash, createHmac } from "node:crypto"
import { contactFieldNames, type ContactValues } from "../../src/forms/validation"
import type { Db } from "./database"
import { newLeadId } from "../lead-id"

export type LeadKind = "lead" | "contact"
export const LEAD_STATUSES = ["new", "in_progress", "done", "spam"] as const
export type LeadStatus = (typeof LEAD_STATUSES)[number]

/** Where a lead came from: the page its form was on, the visit's first page (with its utm_*
 * parameters) and the site that sent the visitor there. Each may be unknown. */
export type LeadOrigin = { sourcePage: string | null; landingPage: string | null; referrer: string | null }
export const UNKNOWN_ORIGIN: LeadOrigin = { sourcePage: null, landingPage: null, referrer: null }

/** A contact message's fields; a lead form's privacy is "". */
export type LeadFields = ContactValues

export type NewLead = {
  kind: LeadKind
  /** A new lead is "new", or "spam" when the honeypot caught it. */
  status: "new" | "spam"
  fields: LeadFields
  origin?: LeadOrigin
  ip: string | null
  userAgent: string | null
  idempotencyKey: string | null
}

export type Notification = {
  attempts: number
  nextAttemptAt: number
  lastError: string | null
  sentAt: string | null
  needsAttention: boolean
  resends: number
}

export type StoredLead = LeadFields & {
  id: string
  kind: LeadKind
  status: LeadStatus
  createdAt: string
  ipHash: string | null
  userAgent: string | null
  idempotencyKey: string | null
  origin: LeadOrigin
  /** null for spam, which is never mailed. */
  notification: Notification | null
}

export type SaveResult =
  { outcome: "stored"; id: string } | { outcome: "replayed"; id: string } | { outcome: "key-reused"; id: string }

export type LeadRow = LeadFields & {
  id: string
  kind: LeadKind
  status: LeadStatus
  created_at: string
  ip_hash: string | null
  user_agent: string | null
  idempotency_key: string | null
  source_page: string | null
  landing_page: string | null
  referrer: string | null
  attempts: number | null
  next_attempt_at: number | null
  last_error: string | null
  sent_at: string | null
  needs_attention: number | null
  resends: number | null
}

export const SELECT_LEAD = `
  SELECT leads.*, outbox.attempts, outbox.next_attempt_at, outbox.last_error, outbox.sent_at,
         outbox.needs_attention, outbox.resends
  FROM leads LEFT JOIN outbox ON outbox.lead_id = leads.id`

export class LeadStore {
  private readonly ipHashKey: string
  private readonly statements: ReturnType<typeof prepare>
  /** One lead in a nested transaction, which better-sqlite3 runs as a savepoint. */
  private readonly saveOne: (lead: NewLead, now: Date) => SaveResult

  constructor(private readonly db: Db) {
    const key = db.prepare("SELECT value FROM settings WHERE name = 'ip_hash_key'").pluck().get()
    if (typeof key !== "string") throw new Error("The database has no ip_hash_key setting: it was not migrated.")
    this.ipHashKey = key
    this.statements = prepare(db)
    this.saveOne = db.transaction((lead: NewLead, now: Date) => this.writeLead(lead, now))
  }

  /** Stores a lead (and, unless it is spam, its notification) in one transaction. */
  save(lead: NewLead, now: Date = new Date()): SaveResult {
    const [result] = this.saveMany([lead], now)
    if (result instanceof Error) throw result
    return result
  }

  /**
   * Stores several leads with one commit, so concurrent submissions share one fsync
   * (group commit). Each lead is written inside its own savepoint: one that fails
   * comes back as its Error and takes nothing of the others with it.
   */
  saveMany(leads: readonly NewLead[], now: Date = new Date()): (SaveResult | Error)[] {
    const saveAll = this.db.transaction(() =>
      leads.map(lead => {
        try {
          return this.saveOne(lead, now)
        } catch (error) {
          return error instanceof Error ? error : new Error(String(error))
        }
      }),
    )
    return saveAll.immediate()
  }

  private writeLead(lead: NewLead, now: Date): SaveResult {
    const requestHash = fingerprint(lead)
    if (lead.idempotencyKey !== null) {
      const previous = this.statements.byKey.get(lead.idempotencyKey)
      if (previous)
        return { outcome: previous.request_hash === requestHash ? "replayed" : "key-reused", id: previous.id }
    }
    const id = newLeadId(now.getTime())
    this.statements.insertLead.run({
      id,
      kind: lead.kind,
      status: lead.status,
      ...lead.fields,
      createdAt: now.toISOString(),
      ipHash: lead.ip === null ? null : this.pseudonymise(lead.ip),
      userAgent: lead.userAgent,
      idempotencyKey: lead.idempotencyKey,
      requestHash,
      ...(lead.origin ?? UNKNOWN_ORIGIN),
    })
    if (lead.status === "new") this.statements.insertOutbox.run(id, now.getTime())
    return { outcome: "stored", id }
  }

  get(id: string): StoredLead | null {
    const row = this.statements.get.get(id)
    return row ? toLead(row) : null
  }

  list(): StoredLead[] {
    return this.statements.list.all().map(toLead)
  }

  /** Notifications whose next attempt is due, oldest first. */
  due(now: number, limit: number): StoredLead[] {
    return this.statements.due.all(now, limit).map(toLead)
  }

  /** When the next unsent notification is due (epoch ms), or null when none is pending. */
  nextDueAt(): number | null {
    const value = this.statements.nextDue.get()
    return typeof value === "number" ? value : null
  }

  markSent(id: string, at: Date = new Date()): void {
    this.statements.markSent.run(at.toISOString(), id)
  }

  markFailed(
    id: string,
    failure: { attempts: number; nextAttemptAt: number; error: string; needsAttention: boolean },
  ): void {
    this.statements.markFailed.run(
      failure.attempts,
      failure.nextAttemptAt,
      failure.error.slice(0, 500),
      failure.needsAttention ? 1 : 0,
      id,
    )
  }

  /** Queues the lead's notification again (staff "resend"); false when there is no such lead. */
  requeue(id: string, now: number = Date.now()): boolean {
    if (!this.get(id)) return false
    this.statements.requeue.run({ id, now })
    return true
  }

  /** Erases the lead and its outbox row; false when there is no such lead. */
  delete(id: string): boolean {
    return this.statements.delete.run(id).changes > 0
  }

  /**
   * A keyed hash instead of the address: enough to see that many posts came from one
   * place, useless for finding the person (a plain hash of an IPv4 address can be
   * reversed by trying all 2^32). The key lives only in this database.
   */
  private pseudonymise(ip: string): string {
    return createHmac("sha256", this.ipHashKey).update(ip).digest("hex").slice(0, 32)
  }
}

function prepare(db: Db) {
  return {
    byKey: db.prepare<[string], { id: string; request_hash: string }>(
      "SELECT id, request_hash FROM leads WHERE idempotency_key = ?",
    ),
    insertLead: db.prepare(`
      INSERT INTO leads (id, kind, status, firstname, lastname, email, phone, service, message, privacy,
                         created_at, ip_hash, user_agent, idempotency_key, request_hash,
                         source_page, landing_page, referrer)
      VALUES (@id, @kind, @status, @firstname, @lastname, @email, @phone, @service, @message, @privacy,
              @createdAt, @ipHash, @userAgent, @idempotencyKey, @requestHash,
              @sourcePage, @landingPage, @referrer)`),
    insertOutbox: db.prepare("INSERT INTO outbox (lead_id, next_attempt_at) VALUES (?, ?)"),
    get: db.prepare<[string], LeadRow>(`${SELECT_LEAD} WHERE leads.id = ?`),
    list: db.prepare<[], LeadRow>(`${SELECT_LEAD} ORDER BY leads.created_at, leads.id`),
    due: db.prepare<[number, number], LeadRow>(
      `${SELECT_LEAD} WHERE outbox.sent_at IS NULL AND outbox.next_attempt_at <= ? ORDER BY outbox.next_attempt_at LIMIT ?`,
    ),
    nextDue: db.prepare("SELECT MIN(next_attempt_at) FROM outbox WHERE sent_at IS NULL").pluck(),
    markSent: db.prepare("UPDATE outbox SET sent_at = ?, last_error = NULL, needs_attention = 0 WHERE lead_id = ?"),
    markFailed: db.prepare(
      "UPDATE outbox SET attempts = ?, next_attempt_at = ?, last_error = ?, needs_attention = ? WHERE lead_id = ? AND sent_at IS NULL",
    ),
    requeue: db.prepare(`
      INSERT INTO outbox (lead_id, next_attempt_at) VALUES (@id, @now)
      ON CONFLICT (lead_id) DO UPDATE SET
        resends = resends + (sent_at IS NOT NULL), sent_at = NULL, attempts = 0,
        next_attempt_at = @now, last_error = NULL, needs_attention = 0`),
    delete: db.prepare("DELETE FROM leads WHERE id = ?"),
  }
}

function fingerprint(lead: NewLead): string {
  return createHash("sha256")
    .update(JSON.stringify([lead.kind, lead.fields]))
    .digest("hex")
}

/** Just the form's fields of a row or a stored lead (fromEntries forgets the key names, hence the cast). */
export function fieldsOf(source: LeadFields): LeadFields {
  return Object.fromEntries(contactFieldNames.map(name => [name, source[name]])) as LeadFields
}

export function toLead(row: LeadRow): StoredLead {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    ...fieldsOf(row),
    createdAt: row.created_at,
    ipHash: row.ip_hash,
    userAgent: row.user_agent,
    idempotencyKey: row.idempotency_key,
    origin: { sourcePage: row.source_page, landingPage: row.landing_page, referrer: row.referrer },
    notification:
      row.attempts === null
        ? null
        : {
            attempts: row.attempts,
            nextAttemptAt: row.next_attempt_at ?? 0,
            lastError: row.last_error,
            sentAt: row.sent_at,
            needsAttention: row.needs_attention === 1,
            resends: row.resends ?? 0,
          },
  }
}
