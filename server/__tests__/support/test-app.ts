/** The real app on a temporary DATA_DIR, for tests. */
import type { FastifyInstance } from "fastify"
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { buildApp } from "../../app"
import type { Config } from "../../config"
import type { RetryPolicy } from "../../mail/retry-delay"
import type { StoredLead } from "../../storage/lead"
import { openStorage } from "../../storage/open-storage"
import type { Storage } from "../../storage/storage"
import { serviceOptionsOf } from "../../../shared/forms/form-edition-files"

export const tempDir = (prefix: string) => mkdtempSync(join(tmpdir(), prefix))

export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = overrides.dataDir ?? tempDir("leads-data-")
  return {
    port: 0,
    host: "127.0.0.1",
    dataDir,
    databaseUrl: null,
    publicDir: tempDir("empty-public-"),
    staffAppDir: tempDir("empty-staff-app-"),
    contentCheckout: null,
    contentRemote: null,
    releasesDir: join(dataDir, "releases"),
    smtpUrl: null,
    notifyTo: "staff@example.com",
    mailFrom: "website@example.com",
    mailClaimLeaseSeconds: 300,
    rateLimit: 1000,
    allowedOrigins: [],
    siteUrl: null,
    trustProxy: false,
    hsts: false,
    logLevel: "silent",
    retentionDays: null,
    auditRetentionDays: 400,
    secretKeyHex: null,
    staffIdleMinutes: 30,
    staffSessionHours: 12,
    signInAddressAttempts: 10,
    contentChangesPerMinute: 60,
    ...overrides,
  }
}

/** Fast retries so the tests do not wait for the production backoff. */
export const fastRetry: RetryPolicy = { baseMs: 100, capMs: 400, attentionAfter: 3 }

export async function startApp(overrides: Partial<Config> = {}, retry: RetryPolicy = fastRetry) {
  const config = testConfig(overrides)
  const app: FastifyInstance = await buildApp(config, { retry, mailIdleCheckMs: 200 })
  await app.listen({ port: 0, host: "127.0.0.1" })
  const address = app.server.address()
  const port = typeof address === "object" && address ? address.port : 0
  return { app, config, url: `http://127.0.0.1:${port}` }
}

/** Works on a server's database through a connection of its own, as a second instance or the CLI would. */
export async function withStorage<T>(
  site: Pick<Config, "dataDir" | "databaseUrl">,
  work: (storage: Storage) => Promise<T>,
): Promise<T> {
  const storage = await openStorage(site)
  try {
    return await work(storage)
  } finally {
    await storage.close()
  }
}

/** Reads what a server wrote to its database, oldest first. */
export const readLeads = (site: Pick<Config, "dataDir" | "databaseUrl">): Promise<StoredLead[]> =>
  withStorage(site, storage => storage.leads.all())

/** A service the lead form offers, from data/service-options.json (editors may rename it). */
export const leadService = serviceOptionsOf("en").lead[0].value

export const validLead = (overrides: Record<string, string> = {}) =>
  new URLSearchParams({
    firstname: "Amira",
    lastname: "Haddad",
    email: "amira@example.org",
    phone: "+971 50 123 4567",
    service: leadService,
    message: "We need a business account.",
    submit: "submit",
    ...overrides,
  }).toString()

export const validContact = (overrides: Record<string, string> = {}) =>
  new URLSearchParams({
    firstname: "Omar",
    lastname: "Saleh",
    email: "omar@example.org",
    phone: "",
    service: "",
    message: "Please call me back.",
    privacy: "on",
    ...overrides,
  }).toString()

export const FORM = { "content-type": "application/x-www-form-urlencoded" }

export async function waitFor<T>(
  probe: () => T | undefined | null | false | Promise<T | undefined | null | false>,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value) return value
    if (Date.now() > deadline) throw new Error("waitFor: timed out")
    await new Promise(resolve => setTimeout(resolve, 25))
  }
}
