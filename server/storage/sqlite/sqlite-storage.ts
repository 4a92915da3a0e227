/** The embedded engine: one SQLite file in DATA_DIR, for one server process and its command line. */
import { LeadService } from "../lead-service"
import type { Storage } from "../storage"
import { SqliteAccountRepository, SqliteSessionRepository } from "./account-repository"
import { SqliteAuditRepository } from "./audit-repository"
import { openDatabase } from "./database"
import { SqliteLeadStore } from "./lead-repository"
import { SqliteOutbox } from "./outbox"
import { SqliteThrottleStore } from "./throttle-store"

export function openSqliteStorage(dataDir: string): Storage {
  const db = openDatabase(dataDir)
  return {
    engine: "sqlite",
    leads: new LeadService(new SqliteLeadStore(db)),
    outbox: new SqliteOutbox(db),
    accounts: new SqliteAccountRepository(db),
    sessions: new SqliteSessionRepository(db),
    audit: new SqliteAuditRepository(db),
    throttle: new SqliteThrottleStore(db),
    close: async () => {
      db.close()
    },
  }
}
