/**
 * A Storage from an engine's ports: the same services (the rules) over whichever engine's SQL, so
 * an engine cannot wire a repository of its own past them.
 */
import type { AccountStore } from "./account-port"
import { AccountService, SessionService } from "./account-service"
import type { AuditStore } from "./audit-port"
import { AuditService } from "./audit-service"
import type { Outbox } from "./lead-repository"
import type { LeadStore } from "./lead-port"
import { LeadService } from "./lead-service"
import type { Engine, Storage } from "./storage"
import type { AttemptStore } from "./throttle-port"
import { ThrottleService } from "./throttle-service"
import type { WorkLocks } from "./work-locks"

export type EnginePorts = {
  engine: Engine
  leads: LeadStore
  /** The mail workers' claims: SQL only, with no rule to share. */
  outbox: Outbox
  accounts: AccountStore
  audit: AuditStore
  attempts: AttemptStore
  locks: WorkLocks
  close(): Promise<void>
}

export function storageOver(ports: EnginePorts): Storage {
  return {
    engine: ports.engine,
    leads: new LeadService(ports.leads),
    outbox: ports.outbox,
    accounts: new AccountService(ports.accounts),
    sessions: new SessionService(ports.accounts),
    audit: new AuditService(ports.audit),
    throttle: new ThrottleService(ports.attempts),
    locks: ports.locks,
    close: () => ports.close(),
  }
}
