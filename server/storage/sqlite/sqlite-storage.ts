/** The embedded engine: one SQLite file in DATA_DIR, for one server process and its command line. */
import type { Storage } from "../storage"
import { storageOver } from "../storage-over"
import { SqliteAccountStore } from "./account-repository"
import { SqliteAuditStore } from "./audit-repository"
import { openDatabase } from "./database"
import { SqliteLeadStore } from "./lead-repository"
import { SqliteOutbox } from "./outbox"
import { SqliteAttemptStore } from "./throttle-store"
import { ProcessWorkLocks } from "../work-locks"

export function openSqliteStorage(dataDir: string): Storage {
  const db = openDatabase(dataDir)
  return storageOver({
    engine: "sqlite",
    leads: new SqliteLeadStore(db),
    outbox: new SqliteOutbox(db),
    accounts: new SqliteAccountStore(db),
    audit: new SqliteAuditStore(db),
    attempts: new SqliteAttemptStore(db),
    locks: new ProcessWorkLocks(),
    close: async () => {
      db.close()
    },
  })
}
