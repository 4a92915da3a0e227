/**
 * Opens the storage the configuration names: PostgreSQL when DATABASE_URL is set, otherwise the
 * embedded SQLite file in DATA_DIR. The server, every command-line tool and the benches open it here.
 */
import { openPostgresStorage } from "./postgres/postgres-storage"
import { openSqliteStorage } from "./sqlite/sqlite-storage"
import type { Storage } from "./storage"

export type StorageLocation = { dataDir: string; databaseUrl: string | null }

export async function openStorage(location: StorageLocation): Promise<Storage> {
  if (location.databaseUrl !== null) return openPostgresStorage(location.databaseUrl)
  return openSqliteStorage(location.dataDir)
}
