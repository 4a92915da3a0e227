/**
 * The connection pool to the PostgreSQL server that DATABASE_URL names. Every connection runs with
 * synchronous_commit on (whatever the server's default): a visitor hears "sent" only after the
 * lead is on the database server's disk. Instants come back as ISO text and epoch milliseconds as
 * numbers, the shapes the SQLite engine gives, so both engines hand the same values upward.
 */
import pg from "pg"

export type Pool = pg.Pool
export type Queryable = pg.Pool | pg.PoolClient

const TIMESTAMPTZ = 1184
const INT8 = 20

const types = new pg.TypeOverrides()
const parseTimestamp = pg.types.getTypeParser(TIMESTAMPTZ, "text")
types.setTypeParser(TIMESTAMPTZ, "text", (value: string) => (parseTimestamp(value) as Date).toISOString())
// bigint columns hold epoch milliseconds and counts, far below 2^53.
types.setTypeParser(INT8, "text", (value: string) => Number(value))

export function openPool(databaseUrl: string, max = 10): Pool {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max,
    types,
    options: "-c synchronous_commit=on -c TimeZone=UTC",
    application_name: "dubai-leads",
    connectionTimeoutMillis: 10_000,
  })
  // An idle connection the server dropped (a restart) is replaced on the next query; without a
  // listener the error would end the process.
  pool.on("error", () => undefined)
  return pool
}

/** Runs `work` in one transaction on one connection: committed if it resolves, rolled back if not. */
export async function inTransaction<T>(pool: Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect()
  try {
    await client.query("BEGIN")
    const result = await work(client)
    await client.query("COMMIT")
    return result
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}
