/**
 * The daily chores, run at start-up and then once a day: leads older than LEADS_RETENTION_DAYS
 * and audit entries older than AUDIT_RETENTION_DAYS are erased (each purge audited), and expired
 * sessions, devices that have not signed in for DEVICE_LIFETIME_MS and forgotten sign-in counts
 * are dropped.
 */
import { SYSTEM_ACTOR } from "../storage/audit"
import type { Storage } from "../storage/storage"
import { DEVICE_LIFETIME_MS } from "./devices"
import type { Sessions } from "./sessions"

const DAY_MS = 24 * 60 * 60 * 1000

export type RetentionDays = { leads: number | null; audit: number }

export async function runDailyChores(
  storage: Storage,
  sessions: Sessions,
  days: RetentionDays,
  now: Date = new Date(),
): Promise<void> {
  await sessions.prune(now.getTime())
  await storage.accounts.pruneDevices(now.getTime() - DEVICE_LIFETIME_MS)
  await storage.throttle.prune(now.getTime())
  if (days.leads !== null)
    await storage.leads.eraseOlderThan(new Date(now.getTime() - days.leads * DAY_MS), SYSTEM_ACTOR, now)
  await storage.audit.pruneOlderThan(new Date(now.getTime() - days.audit * DAY_MS), SYSTEM_ACTOR, now)
}

/** Runs a chore now and then every day; the returned function stops it. */
export function scheduleDaily(run: () => void): () => void {
  run()
  const timer = setInterval(run, DAY_MS)
  timer.unref()
  return () => clearInterval(timer)
}
