/**
 * Work locks every server on the database shares: a session advisory lock per kind of work, held
 * on a connection of its own while the work runs. A server that dies loses its connection, and
 * the database releases its lock with it, so a crash never leaves the others waiting.
 */
import { ProcessWorkLocks, type WorkLocks, type WorkName } from "../work-locks"
import type { Pool } from "./pool"

/** Advisory lock keys, apart from the migrations' (migrations.ts). */
const KEYS: Record<WorkName, number> = { "content-save": 7_310_001, "site-build": 7_310_002 }

export class PostgresWorkLocks implements WorkLocks {
  // Within this process first: a server waits for its own work without holding a connection for it.
  private readonly local = new ProcessWorkLocks()

  constructor(private readonly pool: Pool) {}

  run<T>(name: WorkName, work: () => Promise<T>): Promise<T> {
    return this.local.run(name, async () => {
      const key = KEYS[name]
      const client = await this.pool.connect()
      // A connection lost while it holds the lock (the database restarted) must not end the
      // process; the unlock below then fails, and the connection is thrown away.
      const lost = () => undefined
      client.on("error", lost)
      try {
        await client.query("SELECT pg_advisory_lock($1)", [key])
      } catch (error) {
        client.off("error", lost)
        client.release(error instanceof Error ? error : true)
        throw error
      }
      try {
        return await work()
      } finally {
        // A connection that cannot unlock is closed instead: the database releases its locks with it.
        await client
          .query("SELECT pg_advisory_unlock($1)", [key])
          .finally(() => client.off("error", lost))
          .then(
            () => client.release(),
            (error: unknown) => client.release(error instanceof Error ? error : true),
          )
      }
    })
  }
}
