/**
 * The lead rules, once for every storage engine: what a status change owes, when "Send again" is
 * refused, what a note, an erasure, an export and the retention purge write, and which audit entry
 * each records, in the same transaction as the change. The engines (lead-port.ts) only run SQL.
 */
import type { Actor } from "./audit"
import { mailStateOf, type ExportRow, type InboxFilter, type InboxPage, type LeadDetail } from "./inbox"
import type { LeadStatus, NewLead, SaveResult, StoredLead } from "./lead"
import type { LeadStore, LeadTransaction } from "./lead-port"
import type { LeadChange, LeadRepository, ResendOutcome } from "./lead-repository"

async function detailIn(tx: LeadTransaction, id: string): Promise<LeadDetail | null> {
  const lead = await tx.lead(id)
  if (!lead) return null
  return { ...lead, mail: mailStateOf(lead), activity: await tx.activity(id) }
}

/** The detail of a lead this transaction has just found (and holds). */
async function foundDetailIn(tx: LeadTransaction, id: string): Promise<LeadDetail> {
  const lead = await detailIn(tx, id)
  if (!lead) throw new Error(`Lead ${id} vanished inside its own transaction.`)
  return lead
}

export class LeadService implements LeadRepository {
  constructor(private readonly store: LeadStore) {}

  insert(lead: NewLead, now: Date = new Date()): Promise<SaveResult> {
    return this.store.insert(lead, now)
  }

  get(id: string): Promise<StoredLead | null> {
    return this.store.get(id)
  }

  all(): Promise<StoredLead[]> {
    return this.store.all()
  }

  list(filter: InboxFilter, page: number): Promise<InboxPage> {
    return this.store.list(filter, page)
  }

  countNew(): Promise<number> {
    return this.store.countNew()
  }

  view(id: string, actor: Actor, now: Date = new Date()): Promise<LeadDetail | null> {
    return this.store.transaction(async tx => {
      const lead = await detailIn(tx, id)
      if (lead) await tx.recordAudit({ actor, action: "view", leadId: id }, now)
      return lead
    })
  }

  setStatus(id: string, status: LeadStatus, actor: Actor, now: Date = new Date()): Promise<LeadChange> {
    return this.store.transaction(async (tx): Promise<LeadChange> => {
      const current = await tx.lockStatus(id)
      if (current === null) return { outcome: "no-lead" }
      if (current === status) return { outcome: "unchanged", lead: await foundDetailIn(tx, id) }
      const change = `${current} → ${status}`
      await tx.updateStatus(id, status)
      await tx.recordActivity(id, { at: now.toISOString(), actor, kind: "status", body: change })
      // Out of spam: the staff e-mail the honeypot held back is owed now.
      if (current === "spam") await tx.queueNotification(id, now)
      await tx.recordAudit(
        { actor, action: current === "spam" ? "not-spam" : "status", leadId: id, detail: change },
        now,
      )
      return { outcome: "changed", lead: await foundDetailIn(tx, id) }
    })
  }

  addNote(id: string, body: string, actor: Actor, now: Date = new Date()): Promise<LeadChange> {
    return this.store.transaction(async (tx): Promise<LeadChange> => {
      if ((await tx.lockStatus(id)) === null) return { outcome: "no-lead" }
      await tx.recordActivity(id, { at: now.toISOString(), actor, kind: "note", body })
      await tx.recordAudit({ actor, action: "note", leadId: id }, now)
      return { outcome: "changed", lead: await foundDetailIn(tx, id) }
    })
  }

  resend(id: string, actor: Actor, now: Date = new Date()): Promise<ResendOutcome> {
    return this.store.transaction(async (tx): Promise<ResendOutcome> => {
      const current = await tx.lockStatus(id)
      if (current === null) return { outcome: "no-lead" }
      // A lead in spam is never mailed: it has to be marked as not spam first.
      if (current === "spam") return { outcome: "spam" }
      await tx.queueNotification(id, now)
      await tx.recordActivity(id, { at: now.toISOString(), actor, kind: "resend", body: "" })
      await tx.recordAudit({ actor, action: "resend", leadId: id }, now)
      return { outcome: "queued", lead: await foundDetailIn(tx, id) }
    })
  }

  async erase(id: string, actor: Actor, now: Date = new Date()): Promise<boolean> {
    const erased = await this.store.transaction(async tx => {
      const gone = await tx.deleteLead(id)
      if (gone) await tx.recordAudit({ actor, action: "delete", leadId: id }, now)
      return gone
    })
    if (erased) await this.store.afterErase?.()
    return erased
  }

  exportRows(filter: InboxFilter, actor: Actor, now: Date = new Date()): Promise<ExportRow[]> {
    return this.store.transaction(async tx => {
      const rows = (await tx.selectFiltered(filter)).map(lead => ({ ...lead, mail: mailStateOf(lead) }))
      await tx.recordAudit({ actor, action: "export", detail: `${rows.length} leads` }, now)
      return rows
    })
  }

  exportAll(actor: Actor, now: Date = new Date()): Promise<StoredLead[]> {
    return this.store.transaction(async tx => {
      const leads = await tx.selectAll()
      await tx.recordAudit({ actor, action: "export", detail: `${leads.length} leads` }, now)
      return leads
    })
  }

  async eraseOlderThan(cutoff: Date, actor: Actor, now: Date = new Date()): Promise<number> {
    const erased = await this.store.transaction(async tx => {
      const count = await tx.deleteReceivedBefore(cutoff)
      if (count > 0)
        await tx.recordAudit(
          { actor, action: "retention-purge", detail: `${count} leads received before ${cutoff.toISOString()}` },
          now,
        )
      return count
    })
    if (erased > 0) await this.store.afterErase?.()
    return erased
  }
}
