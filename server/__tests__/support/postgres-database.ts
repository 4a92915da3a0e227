/**
 * Fresh, empty databases in the run's PostgreSQL cluster (postgres-global-setup.ts): each caller
 * gets its own, so suites and tests never see each other's rows.
 */
import { randomBytes } from "node:crypto"
import pg from "pg"

/** The cluster's URL, or null with the reason it is not there. */
export function postgresAvailability(): { url: string } | { skipped: string } {
  const url = process.env.TEST_POSTGRES_URL
  if (url) return { url }
  return { skipped: process.env.TEST_POSTGRES_SKIPPED ?? "jest's global setup started no PostgreSQL cluster" }
}

export async function freshDatabaseUrl(): Promise<string> {
  const availability = postgresAvailability()
  if ("skipped" in availability) throw new Error(`No PostgreSQL for this test: ${availability.skipped}`)
  const name = `test_${process.pid}_${randomBytes(6).toString("hex")}`
  const admin = new pg.Client({ connectionString: availability.url })
  await admin.connect()
  try {
    await admin.query(`CREATE DATABASE ${name}`)
  } finally {
    await admin.end()
  }
  const url = new URL(availability.url)
  url.pathname = `/${name}`
  return url.toString()
}
