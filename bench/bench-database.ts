/**
 * `--db=sqlite` (the default) or `--db=postgres`: where a bench keeps its leads. PostgreSQL is a
 * throwaway cluster started like the tests' own (server/__tests__/support/postgres-cluster.ts) and
 * stopped at the end, or, when BENCH_DATABASE_URL is set, a fresh database made on that server.
 */
import { randomBytes } from "node:crypto"
import pg from "pg"
import { startCluster, stopCluster, type Cluster } from "../server/__tests__/support/postgres-cluster"

export type BenchDatabase = {
  engine: "sqlite" | "postgres"
  /** The throwaway cluster's data folder (its server's CPU is read from postmaster.pid), or null. */
  clusterDir: string | null
  databaseUrl: string | null
  secretKeyHex: string | null
  /** What the server needs in its environment to use it. */
  env: Record<string, string>
  stop: () => Promise<void>
}

/** The engine a bench's --db option names. */
export function engineOf(value: string): "sqlite" | "postgres" {
  if (value !== "sqlite" && value !== "postgres") throw new Error(`--db must be sqlite or postgres (got "${value}").`)
  return value
}

/** durable: a throwaway cluster with fsync on, as production runs (a bench of durable answers). */
export async function openBenchDatabase(
  engine: "sqlite" | "postgres",
  options: { durable?: boolean } = {},
): Promise<BenchDatabase> {
  if (engine === "sqlite")
    return { engine, clusterDir: null, databaseUrl: null, secretKeyHex: null, env: {}, stop: async () => undefined }
  let cluster: Cluster | null = null
  let serverUrl = process.env.BENCH_DATABASE_URL ?? null
  if (serverUrl === null) {
    const outcome = await startCluster(options)
    if ("skipped" in outcome) throw new Error(`No PostgreSQL for the bench: ${outcome.skipped}`)
    cluster = outcome.cluster
    serverUrl = cluster.url
  }
  const name = `bench_${Date.now()}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const secretKeyHex = randomBytes(32).toString("hex")
  const started = cluster
  return {
    engine,
    clusterDir: started?.dataDir ?? null,
    databaseUrl: url.toString(),
    secretKeyHex,
    env: { DATABASE_URL: url.toString(), STAFF_SECRET_KEY: secretKeyHex },
    stop: async () => {
      if (started) stopCluster(started)
    },
  }
}
