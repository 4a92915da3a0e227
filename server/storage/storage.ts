/**
 * Everything the server keeps, behind one interface with an implementation per database:
 * the embedded SQLite file (the default, sqlite/) or a shared PostgreSQL server (postgres/).
 * The routes, the mail worker, the command line and the daily chores see only this.
 */
import type { AccountRepository, SessionRepository } from "./account-repository"
import type { AuditRepository } from "./audit"
import type { LeadRepository, Outbox } from "./lead-repository"
import type { ThrottleStore } from "./throttle-store"
import type { WorkLocks } from "./work-locks"

export type Engine = "sqlite" | "postgres"

export interface Storage {
  readonly engine: Engine
  readonly leads: LeadRepository
  readonly outbox: Outbox
  readonly accounts: AccountRepository
  readonly sessions: SessionRepository
  readonly audit: AuditRepository
  readonly throttle: ThrottleStore
  /** Turns for the work servers sharing this storage may not do at once (work-locks.ts). */
  readonly locks: WorkLocks
  close(): Promise<void>
}
