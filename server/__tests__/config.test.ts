import { resolve } from "node:path"
import { ConfigError, loadConfig } from "../config"

describe("configuration", () => {
  it("has safe defaults: loopback, port 8000, ./var, no SMTP, 10 posts per 10 minutes, no HSTS", () => {
    expect(loadConfig({})).toEqual({
      port: 8000,
      host: "127.0.0.1",
      dataDir: resolve("var"),
      databaseUrl: null,
      publicDir: resolve("public"),
      smtpUrl: null,
      notifyTo: "leads@example.com",
      mailFrom: "website@example.com",
      mailClaimLeaseSeconds: 300,
      rateLimit: 10,
      allowedOrigins: [],
      siteUrl: null,
      trustProxy: false,
      hsts: false,
      logLevel: "info",
      retentionDays: null,
      auditRetentionDays: 400,
      secretKeyHex: null,
      staffIdleMinutes: 30,
      staffSessionHours: 12,
      staffAppDir: resolve("dist/staff-app"),
      contentCheckout: resolve("."),
      contentRemote: null,
      releasesDir: resolve("var/releases"),
      signInAddressAttempts: 10,
      contentChangesPerMinute: 60,
    })
  })

  it("takes the secret key as 64 hex digits and audit retention in days, and names a wrong value", () => {
    const key = "ab".repeat(32)
    expect(loadConfig({ STAFF_SECRET_KEY: key, AUDIT_RETENTION_DAYS: "30" })).toMatchObject({
      secretKeyHex: key,
      auditRetentionDays: 30,
    })
    expect(() => loadConfig({ STAFF_SECRET_KEY: "password", AUDIT_RETENTION_DAYS: "0" })).toThrow(
      /AUDIT_RETENTION_DAYS must be a whole number from 1 to 36500[\s\S]*STAFF_SECRET_KEY must be 64 hexadecimal digits/,
    )
  })

  it("takes DATABASE_URL as a postgres:// URL naming a database, and names a wrong one without echoing it", () => {
    const url = "postgres://leads:s3cret@db.example.com:5432/leads"
    const STAFF_SECRET_KEY = "ab".repeat(32)
    expect(loadConfig({ DATABASE_URL: url, STAFF_SECRET_KEY }).databaseUrl).toBe(url)
    expect(loadConfig({ DATABASE_URL: "postgresql:///leads?host=/run/postgresql", STAFF_SECRET_KEY }).databaseUrl).toBe(
      "postgresql:///leads?host=/run/postgresql",
    )
    // Every instance must open the TOTP secrets the others sealed.
    expect(() => loadConfig({ DATABASE_URL: url })).toThrow(/STAFF_SECRET_KEY must be set when DATABASE_URL is/)
    for (const [raw, message] of [
      ["mysql://leads:s3cret@db.example.com/leads", /start with postgres:\/\/ or postgresql:\/\//],
      ["db.example.com/leads", /not a URL/],
      ["postgres://leads:s3cret@db.example.com", /must name the database/],
    ] as const) {
      const attempt = () => loadConfig({ DATABASE_URL: raw, STAFF_SECRET_KEY })
      expect(attempt).toThrow(ConfigError)
      expect(attempt).toThrow(message)
      expect(attempt).not.toThrow(/s3cret/)
    }
  })

  it("keeps the releases where RELEASES_DIR says, for instances that share them", () => {
    expect(loadConfig({ RELEASES_DIR: "/srv/shared/releases" }).releasesDir).toBe("/srv/shared/releases")
  })

  it("reads every variable", () => {
    const config = loadConfig({
      PORT: "9000",
      HOST: "0.0.0.0",
      DATA_DIR: "/srv/leads",
      SMTP_URL: "smtps://user:pass@mail.example.com:465",
      LEADS_NOTIFY_TO: "sales@example.com",
      LEADS_MAIL_FROM: "noreply@example.com",
      LEADS_RATE_LIMIT: "0",
      ALLOWED_ORIGINS: "https://a.example.com, https://b.example.com/",
      SITE_URL: "https://www.example.com/",
      TRUST_PROXY: "1",
      LOG_LEVEL: "warn",
      LEADS_RETENTION_DAYS: "730",
      STAFF_IDLE_MINUTES: "15",
      STAFF_SESSION_HOURS: "8",
      STAFF_APP_DIR: "/srv/staff-app",
      MAIL_CLAIM_LEASE_SECONDS: "60",
    })
    expect(config).toMatchObject({
      port: 9000,
      host: "0.0.0.0",
      dataDir: "/srv/leads",
      releasesDir: "/srv/leads/releases",
      smtpUrl: "smtps://user:pass@mail.example.com:465",
      notifyTo: "sales@example.com",
      mailFrom: "noreply@example.com",
      rateLimit: 0,
      allowedOrigins: ["https://a.example.com", "https://b.example.com"],
      siteUrl: "https://www.example.com",
      trustProxy: 1,
      // On by default for an https SITE_URL.
      hsts: true,
      logLevel: "warn",
      retentionDays: 730,
      staffIdleMinutes: 15,
      staffSessionHours: 8,
      staffAppDir: "/srv/staff-app",
      mailClaimLeaseSeconds: 60,
    })
    expect(loadConfig({ SITE_URL: "https://www.example.com", HSTS: "false" }).hsts).toBe(false)
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1" }).trustProxy).toBe("10.0.0.0/8, 127.0.0.1")
  })

  it("reports every mistake at once, naming the variable", () => {
    let error: unknown = null
    try {
      loadConfig({
        PORT: "eighty",
        SMTP_URL: "mail.example.com",
        LEADS_NOTIFY_TO: "not an address",
        LEADS_RATE_LIMIT: "-1",
        ALLOWED_ORIGINS: "example.com",
        SITE_URL: "ftp://x",
        TRUST_PROXY: "yes please",
        HSTS: "maybe",
        LOG_LEVEL: "loud",
        LEADS_RETENTION_DAYS: "0",
        STAFF_IDLE_MINUTES: "forever",
        STAFF_SESSION_HOURS: "0",
        MAIL_CLAIM_LEASE_SECONDS: "1",
      })
    } catch (caught) {
      error = caught
    }
    if (!(error instanceof ConfigError)) throw new Error(`expected a ConfigError, got ${String(error)}`)
    const problems = error.problems
    for (const name of [
      "PORT",
      "SMTP_URL",
      "LEADS_NOTIFY_TO",
      "LEADS_RATE_LIMIT",
      "ALLOWED_ORIGINS",
      "SITE_URL",
      "TRUST_PROXY",
      "HSTS",
      "LOG_LEVEL",
      "LEADS_RETENTION_DAYS",
      "STAFF_IDLE_MINUTES",
      "STAFF_SESSION_HOURS",
      "MAIL_CLAIM_LEASE_SECONDS",
    ]) {
      expect(problems.some(problem => problem.startsWith(name))).toBe(true)
    }
  })
})
