/**
 * The server's configuration, read from the environment once at start-up. Every
 * mistake is reported together, naming the variable and what it should look like,
 * so a misconfigured deployment fails at once instead of at the first lead.
 */
import { join, resolve } from "node:path"

export type Config = {
  port: number
  host: string
  dataDir: string
  /** DATABASE_URL (postgres://…): the shared PostgreSQL database; null keeps the SQLite file in dataDir. */
  databaseUrl: string | null
  publicDir: string
  /** The built staff inbox app (scripts/build-staff.ts). */
  staffAppDir: string
  /**
   * CONTENT_CHECKOUT: the site's git checkout, whose data/ the web editor at /admin/ changes, one
   * commit per save; null (CONTENT_CHECKOUT=none) turns editing on this server off.
   */
  contentCheckout: string | null
  /** CONTENT_REMOTE: the git remote (name or URL) each editor's commit is pushed to; null keeps commits here. */
  contentRemote: string | null
  /**
   * RELEASES_DIR (default DATA_DIR/releases): the published builds and the link to the live one.
   * Instances that share a checkout share this folder too, so a publish through one is live on all.
   */
  releasesDir: string
  smtpUrl: string | null
  notifyTo: string
  mailFrom: string
  /**
   * How long the e-mails a mail worker claimed stay its own: an instance that dies leaves them to
   * the others after this long (PostgreSQL; longer than a batch takes to send).
   */
  mailClaimLeaseSeconds: number
  /** Posts per IP per 10 minutes; 0 switches the limit off. */
  rateLimit: number
  allowedOrigins: string[]
  siteUrl: string | null
  trustProxy: boolean | number | string
  hsts: boolean
  logLevel: string
  /** Leads older than this many days are erased daily; null keeps them. */
  retentionDays: number | null
  /** Audit entries older than this many days are erased daily. */
  auditRetentionDays: number
  /** STAFF_SECRET_KEY (64 hex digits), which seals TOTP secrets; null: DATA_DIR/secret.key. */
  secretKeyHex: string | null
  /** A staff session ends after this long without a request, and this long after sign-in. */
  staffIdleMinutes: number
  staffSessionHours: number
  /**
   * STAFF_SIGN_IN_ADDRESS_ATTEMPTS: sign-ins from new browsers one address may make in a day before
   * each waits longer (an office whose staff share one address may need more).
   */
  signInAddressAttempts: number
  /** STAFF_CONTENT_CHANGES_PER_MINUTE: the editor's saves, pictures and restores one account may make in a minute. */
  contentChangesPerMinute: number
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join("\n  - ")}`)
    this.name = "ConfigError"
  }
}

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"]
const SIMPLE_ADDRESS = /^[^\s@<>",;]+@[^\s@<>",;]+\.[^\s@<>",;]+$/

type Env = Record<string, string | undefined>

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = []
  const read = (name: string) => {
    const value = env[name]?.trim()
    return value ? value : undefined
  }

  const integer = (name: string, fallback: number, min: number, max: number) => {
    const raw = read(name)
    if (raw === undefined) return fallback
    const value = Number(raw)
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      problems.push(`${name} must be a whole number from ${min} to ${max} (got "${raw}").`)
      return fallback
    }
    return value
  }

  const origin = (name: string, raw: string) => {
    try {
      const url = new URL(raw)
      if (url.protocol !== "http:" && url.protocol !== "https:") throw new Error("not http")
      return url.origin
    } catch {
      problems.push(`${name} must hold absolute http(s) URLs such as https://www.example.com (got "${raw}").`)
      return null
    }
  }

  const address = (name: string, fallback: string) => {
    const raw = read(name) ?? fallback
    if (!SIMPLE_ADDRESS.test(raw))
      problems.push(`${name} must be one plain e-mail address such as leads@example.com (got "${raw}").`)
    return raw
  }

  const smtpUrl = read("SMTP_URL") ?? null
  if (smtpUrl !== null && !/^smtps?:\/\/[^\s]+$/.test(smtpUrl)) {
    problems.push(
      'SMTP_URL must look like smtp://user:pass@mail.example.com:587 or smtps://... (got a value that does not start with "smtp://" or "smtps://").',
    )
  }

  const siteUrlRaw = read("SITE_URL")
  const siteUrl = siteUrlRaw === undefined ? null : origin("SITE_URL", siteUrlRaw)
  const allowedOrigins = (read("ALLOWED_ORIGINS") ?? "")
    .split(",")
    .map(part => part.trim())
    .filter(Boolean)
    .map(part => origin("ALLOWED_ORIGINS", part))
    .filter((value): value is string => value !== null)

  const hstsRaw = read("HSTS")
  let hsts = siteUrl?.startsWith("https:") ?? false
  if (hstsRaw !== undefined) {
    if (hstsRaw === "true" || hstsRaw === "1") hsts = true
    else if (hstsRaw === "false" || hstsRaw === "0") hsts = false
    else problems.push(`HSTS must be true or false (got "${hstsRaw}").`)
  }

  const logLevel = read("LOG_LEVEL") ?? "info"
  if (!LOG_LEVELS.includes(logLevel))
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")} (got "${logLevel}").`)

  const config: Config = {
    port: integer("PORT", 8000, 0, 65535),
    host: read("HOST") ?? "127.0.0.1",
    dataDir: resolve(read("DATA_DIR") ?? "var"),
    databaseUrl: databaseUrl(read("DATABASE_URL"), problems),
    publicDir: resolve(read("PUBLIC_DIR") ?? "public"),
    staffAppDir: resolve(read("STAFF_APP_DIR") ?? "dist/staff-app"),
    contentCheckout: read("CONTENT_CHECKOUT") === "none" ? null : resolve(read("CONTENT_CHECKOUT") ?? "."),
    contentRemote: read("CONTENT_REMOTE") ?? null,
    releasesDir: resolve(read("RELEASES_DIR") ?? join(read("DATA_DIR") ?? "var", "releases")),
    smtpUrl,
    notifyTo: address("LEADS_NOTIFY_TO", "leads@example.com"),
    mailFrom: address("LEADS_MAIL_FROM", "website@example.com"),
    mailClaimLeaseSeconds: integer("MAIL_CLAIM_LEASE_SECONDS", 300, 5, 86_400),
    rateLimit: integer("LEADS_RATE_LIMIT", 10, 0, 1_000_000_000),
    allowedOrigins,
    siteUrl,
    trustProxy: parseTrustProxy(read("TRUST_PROXY"), problems),
    hsts,
    logLevel,
    retentionDays: read("LEADS_RETENTION_DAYS") === undefined ? null : integer("LEADS_RETENTION_DAYS", 0, 1, 36_500),
    auditRetentionDays: integer("AUDIT_RETENTION_DAYS", 400, 1, 36_500),
    secretKeyHex: secretKey(read("STAFF_SECRET_KEY"), problems),
    staffIdleMinutes: integer("STAFF_IDLE_MINUTES", 30, 1, 24 * 60),
    staffSessionHours: integer("STAFF_SESSION_HOURS", 12, 1, 24 * 30),
    signInAddressAttempts: integer("STAFF_SIGN_IN_ADDRESS_ATTEMPTS", 10, 1, 1_000_000),
    contentChangesPerMinute: integer("STAFF_CONTENT_CHANGES_PER_MINUTE", 60, 1, 1_000_000),
  }
  if (config.databaseUrl !== null && config.secretKeyHex === null && read("STAFF_SECRET_KEY") === undefined)
    problems.push(SHARED_SECRET_KEY_NEEDED)
  if (problems.length > 0) throw new ConfigError(problems)
  return config
}

/** With a shared database every instance must open the TOTP secrets another one sealed. */
export const SHARED_SECRET_KEY_NEEDED =
  "STAFF_SECRET_KEY must be set when DATABASE_URL is (64 hex digits, the same on every server instance and for npm run staff): each instance's own DATA_DIR/secret.key could not open the two-step sign-in secrets another instance sealed."

/**
 * DATABASE_URL, checked before the server tries to connect: a typo (mysql://, a missing host, a
 * stray space) is named at start, not as a connection error at the first lead.
 */
export function databaseUrl(raw: string | undefined, problems: string[]): string | null {
  if (raw === undefined) return null
  const example = "postgres://user:password@db.example.com:5432/leads"
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    problems.push(
      `DATABASE_URL must be a PostgreSQL connection URL such as ${example} (got a value that is not a URL).`,
    )
    return null
  }
  if (url.protocol !== "postgres:" && url.protocol !== "postgresql:") {
    problems.push(
      `DATABASE_URL must start with postgres:// or postgresql://, such as ${example} (got "${url.protocol}//…"); unset it to keep the SQLite file in DATA_DIR.`,
    )
    return null
  }
  if (url.pathname.length <= 1) {
    problems.push(`DATABASE_URL must name the database after the host, such as ${example}.`)
    return null
  }
  return raw
}

function secretKey(raw: string | undefined, problems: string[]): string | null {
  if (raw === undefined) return null
  if (/^[0-9a-fA-F]{64}$/.test(raw)) return raw
  problems.push(
    "STAFF_SECRET_KEY must be 64 hexadecimal digits, e.g. the output of `openssl rand -hex 32` (got a value of another form).",
  )
  return null
}

/**
 * Mirrors Fastify's trustProxy: "true" trusts every hop (only when the proxy strips
 * X-Forwarded-For from clients), a number trusts that many hops, anything else is a
 * comma-separated list of proxy addresses or CIDR ranges.
 */
function parseTrustProxy(raw: string | undefined, problems: string[]): boolean | number | string {
  if (raw === undefined || raw === "false" || raw === "0") return false
  if (raw === "true") return true
  if (/^\d+$/.test(raw)) return Number(raw)
  if (/^[0-9a-fA-F.:/,\s]+$/.test(raw)) return raw
  problems.push(`TRUST_PROXY must be true, false, a hop count or proxy addresses/CIDR ranges (got "${raw}").`)
  return false
}
