/**
 * The schema, as an append-only list: a migration is never edited once released,
 * a change is a new entry. PRAGMA user_version records how many have run.
 */
import { randomBytes } from "node:crypto"

export type Migration = { version: number; description: string; sql: string | (() => string) }

export const migrations: Migration[] = [
  {
    version: 1,
    description: "leads, their notification outbox and installation settings",
    sql: () => `
      CREATE TABLE settings (
        name  TEXT PRIMARY KEY,
        value TEXT NOT NULL
      ) STRICT;

      -- The key that turns visitor IP addresses into pseudonyms (see lead-store.ts).
      INSERT INTO settings (name, value) VALUES ('ip_hash_key', '${randomBytes(32).toString("hex")}');

      CREATE TABLE leads (
        id              TEXT PRIMARY KEY,
        kind            TEXT NOT NULL CHECK (kind IN ('lead', 'contact')),
        status          TEXT NOT NULL CHECK (status IN ('new', 'spam')),
        firstname       TEXT NOT NULL,
        lastname        TEXT NOT NULL,
        email           TEXT NOT NULL,
        phone           TEXT NOT NULL,
        service         TEXT NOT NULL,
        message         TEXT NOT NULL,
        privacy         TEXT NOT NULL,
        created_at      TEXT NOT NULL,
        ip_hash         TEXT,
        user_agent      TEXT,
        idempotency_key TEXT UNIQUE,
        request_hash    TEXT NOT NULL
      ) STRICT;
      CREATE INDEX leads_created_at ON leads (created_at);

      CREATE TABLE outbox (
        lead_id         TEXT PRIMARY KEY REFERENCES leads (id) ON DELETE CASCADE,
        attempts        INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL,
        last_error      TEXT,
        sent_at         TEXT,
        needs_attention INTEGER NOT NULL DEFAULT 0,
        resends         INTEGER NOT NULL DEFAULT 0
      ) STRICT;
      CREATE INDEX outbox_pending ON outbox (next_attempt_at) WHERE sent_at IS NULL;
    `,
  },
]
