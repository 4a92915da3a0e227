/**
 * Jest's global setup: one throwaway PostgreSQL cluster for the whole run. Its URL (or why there
 * is none) reaches the test workers through the environment; each suite makes its own databases
 * in it (postgres-database.ts).
 */
import { startCluster } from "./postgres-cluster"

export default async function setUp(): Promise<void> {
  if (process.env.TEST_POSTGRES_URL || process.env.TEST_POSTGRES_SKIPPED) return
  const outcome = await startCluster()
  if ("skipped" in outcome) {
    process.env.TEST_POSTGRES_SKIPPED = outcome.skipped
    console.warn(`\nPostgreSQL suites skipped: ${outcome.skipped}\n`)
    return
  }
  process.env.TEST_POSTGRES_URL = outcome.cluster.url
  process.env.TEST_POSTGRES_CLUSTER = JSON.stringify(outcome.cluster)
}
