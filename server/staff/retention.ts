/**
 * LEADS_RETENTION_DAYS: once a day (and at start-up) leads older than that are erased, and the
 * audit log records how many. Unset, every lead is kept.
 */
import type { AuditLog } from "./audit-log"
import type { InboxStore } from "../storage/inbox-store"

const DAY_MS = 24 * 60 * 60 * 1000

export function purgeExpiredLeads(inbox: InboxStore, audit: AuditLog, days: number, now: Date = new Date()): number {
  const erased = inbox.eraseOlderThan(new Date(now.getTime() - days * DAY_MS))
  if (erased > 0)
    audit.write({ actor: "system", action: "retention-purge", detail: `${erased} leads older than ${days} days` }, now)
  return erased
}

/** Runs a chore now and then every day; the returned function stops it. */
export function scheduleDaily(run: () => void): () => void {
  run()
  const timer = setInterval(run, DAY_MS)
  timer.unref()
  return () => clearInterval(timer)
}
