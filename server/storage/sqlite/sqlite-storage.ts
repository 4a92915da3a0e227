/** The embedded engine: one SQLite file in DATA_DIR, for one server process and its command line. */
import { AccountService, SessionService } from "../account-service"
import { AuditService } from "../audit-service"
import { LeadService } from "../lead-service"
import type { Storage } from "../storage"
import { ThrottleService } from "../throttle-service"
import { SqliteAccountStore } from "./account-repository"
import { SqliteAuditStore } from "./audit-repository"
import { openDatabase } from "./database"
import { SqliteLeadStore } from "./lead-repository"
import { SqliteOutbox } from "./outbox"
import { SqliteAttemptStore } from "./throttle-store"

export function openSqliteStorage(dataDir: string): Storage {
  const db = openDatabase(dataDir)
  const accounts = new SqliteAccountStore(db)
  return {
    engine: "sqlite",
    leads: new LeadService(new SqliteLeadStore(db)),
    outbox: new SqliteOutbox(db),
    accounts: new AccountService(accounts),
    sessions: new SessionService(accounts),
    audit: new AuditService(new SqliteAuditStore(db)),
    throttle: new ThrottleService(new SqliteAttemptStore(db)),
    close: async () => {
      db.close()
    },
  }
}
