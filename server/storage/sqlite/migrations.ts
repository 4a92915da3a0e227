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
  {
    version: 2,
    description: "the staff inbox: work statuses, where a lead came from, search, notes, accounts, sessions, audit log",
    // Run with foreign keys off (see database.ts): SQLite changes a CHECK only by rebuilding the table.
    // seq is an INTEGER PRIMARY KEY so the search index's rowids survive VACUUM.
    sql: `
      CREATE TABLE leads_v2 (
        seq             INTEGER PRIMARY KEY,
        id              TEXT NOT NULL UNIQUE,
        kind            TEXT NOT NULL CHECK (kind IN ('lead', 'contact')),
        status          TEXT NOT NULL CHECK (status IN ('new', 'in_progress', 'done', 'spam')),
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
        request_hash    TEXT NOT NULL,
        source_page     TEXT,
        landing_page    TEXT,
        referrer        TEXT
      ) STRICT;
      INSERT INTO leads_v2 (id, kind, status, firstname, lastname, email, phone, service, message, privacy,
                            created_at, ip_hash, user_agent, idempotency_key, request_hash)
        SELECT id, kind, status, firstname, lastname, email, phone, service, message, privacy,
               created_at, ip_hash, user_agent, idempotency_key, request_hash
        FROM leads ORDER BY id;
      DROP TABLE leads;
      ALTER TABLE leads_v2 RENAME TO leads;
      -- The inbox filters on status, kind, service and date, newest first. Both indexes hold all four
      -- columns, so a filter is counted and paged from an index alone, never from the wide rows:
      -- leads_list in list order (with 100,000 leads, page 1,000: 32 ms -> 5 ms), leads_status for
      -- the count of new leads every staff page shows and for status filters. Each index more costs
      -- every stored lead a page write, so there are no more (bench:inbox and bench:receiver).
      CREATE INDEX leads_status ON leads (status, kind, service, created_at);
      CREATE INDEX leads_list ON leads (seq, status, kind, service, created_at);

      -- Name, e-mail, phone and message, for the staff's search (search-index.ts).
      -- Leads are added when staff next search, not while a visitor waits for the answer to a post:
      -- it would double the cost of storing a lead. search_indexed_through is the last seq added.
      CREATE VIRTUAL TABLE lead_search USING fts5(
        name, email, phone, message,
        content = '', contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
      );
      INSERT INTO settings (name, value) VALUES ('search_indexed_through', '0');
      CREATE TRIGGER leads_search_delete AFTER DELETE ON leads BEGIN
        DELETE FROM lead_search WHERE rowid = old.seq;
        -- Once the newest lead is gone its seq is given again: what is indexed must end before it.
        UPDATE settings SET value = CAST(min(CAST(value AS INTEGER), coalesce((SELECT max(seq) FROM leads), 0)) AS TEXT)
          WHERE name = 'search_indexed_through';
      END;

      -- Status changes and internal notes, shown on the lead's page; erased with the lead.
      CREATE TABLE lead_activity (
        id        INTEGER PRIMARY KEY,
        lead_id   TEXT NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
        at        TEXT NOT NULL,
        actor     TEXT NOT NULL,
        kind      TEXT NOT NULL CHECK (kind IN ('status', 'note', 'resend')),
        body      TEXT NOT NULL
      ) STRICT;
      CREATE INDEX lead_activity_lead ON lead_activity (lead_id, id);

      CREATE TABLE staff_users (
        id             INTEGER PRIMARY KEY,
        email          TEXT NOT NULL UNIQUE COLLATE NOCASE,
        password_hash  TEXT NOT NULL,
        totp_secret    TEXT,
        totp_last_step INTEGER NOT NULL DEFAULT 0,
        created_at     TEXT NOT NULL
      ) STRICT;

      -- id_hash is the SHA-256 of the cookie's random id: a copy of this file opens no session.
      CREATE TABLE staff_sessions (
        id_hash      TEXT PRIMARY KEY,
        user_id      INTEGER NOT NULL REFERENCES staff_users (id) ON DELETE CASCADE,
        csrf_token   TEXT NOT NULL,
        created_at   INTEGER NOT NULL,
        last_seen_at INTEGER NOT NULL,
        totp_pending TEXT
      ) STRICT;
      CREATE INDEX staff_sessions_user ON staff_sessions (user_id);

      -- Who did what. It names leads by id only: an erased lead leaves no personal data here.
      CREATE TABLE audit_log (
        id      INTEGER PRIMARY KEY,
        at      TEXT NOT NULL,
        actor   TEXT NOT NULL,
        action  TEXT NOT NULL,
        lead_id TEXT,
        detail  TEXT NOT NULL DEFAULT ''
      ) STRICT;
    `,
  },
  {
    version: 3,
    description:
      "the edition a lead came from, counted sign-in attempts shared by every server process, and audit entries that count repeats",
    sql: `
      ALTER TABLE leads ADD COLUMN language TEXT NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'ar'));

      -- One row per key (an account and an address, an account, an address, a user's codes): the
      -- attempts in its current run, and until when the next one must wait (throttle-store.ts).
      CREATE TABLE sign_in_attempts (
        key             TEXT PRIMARY KEY,
        attempts        INTEGER NOT NULL,
        blocked_until   INTEGER NOT NULL,
        last_attempt_at INTEGER NOT NULL
      ) STRICT;

      -- A repeated event (a refused sign-in in a flood of them) is one entry whose count grows.
      ALTER TABLE audit_log ADD COLUMN count INTEGER NOT NULL DEFAULT 1;
      ALTER TABLE audit_log ADD COLUMN repeat_key TEXT;
      CREATE UNIQUE INDEX audit_log_repeat ON audit_log (repeat_key) WHERE repeat_key IS NOT NULL;
      CREATE INDEX audit_log_at ON audit_log (at);
    `,
  },
  {
    version: 4,
    description:
      "how many leads each status holds, kept by triggers, for the inbox's totals and the badge of new leads",
    // Counting 800,000 leads for every page of the inbox took about 100 ms at a million leads
    // (npm run bench:inbox). Every write to leads goes through these triggers, whoever makes it.
    sql: `
      CREATE TABLE lead_counts (
        status TEXT PRIMARY KEY CHECK (status IN ('new', 'in_progress', 'done', 'spam')),
        leads  INTEGER NOT NULL
      ) STRICT;
      INSERT INTO lead_counts (status, leads)
        SELECT 'new', count(*) FROM leads WHERE status = 'new'
        UNION ALL SELECT 'in_progress', count(*) FROM leads WHERE status = 'in_progress'
        UNION ALL SELECT 'done', count(*) FROM leads WHERE status = 'done'
        UNION ALL SELECT 'spam', count(*) FROM leads WHERE status = 'spam';
      CREATE TRIGGER leads_count_insert AFTER INSERT ON leads BEGIN
        UPDATE lead_counts SET leads = leads + 1 WHERE status = new.status;
      END;
      CREATE TRIGGER leads_count_delete AFTER DELETE ON leads BEGIN
        UPDATE lead_counts SET leads = leads - 1 WHERE status = old.status;
      END;
      CREATE TRIGGER leads_count_status AFTER UPDATE OF status ON leads WHEN old.status <> new.status BEGIN
        UPDATE lead_counts SET leads = leads - 1 WHERE status = old.status;
        UPDATE lead_counts SET leads = leads + 1 WHERE status = new.status;
      END;
    `,
  },
  {
    version: 5,
    description: "the search index with start-of-word indexes of 2 to 8 characters, without word positions",
    // The last word of a search matches by its start. With start-of-word indexes of 2 and 3 characters
    // only, FTS5 merged the lists of every indexed word beginning with a longer start into one before
    // it could give the first match: "corp.example" (every lead has an "example") took 35 ms at a
    // million leads, 5 ms from a start-of-word index (npm run bench:inbox). Positions serve phrase and
    // NEAR queries, which the search never makes (search-query.ts); without them the index is smaller.
    sql: `
      DROP TABLE lead_search;
      CREATE VIRTUAL TABLE lead_search USING fts5(
        name, email, phone, message,
        content = '', contentless_delete = 1, detail = none, tokenize = 'unicode61 remove_diacritics 2',
        prefix = '2 3 4 5 6 7 8'
      );
      -- Empty: filled when the database opens after its migrations (database.ts).
      UPDATE settings SET value = '0' WHERE name = 'search_indexed_through';
    `,
  },
  {
    version: 6,
    description: "known devices of staff accounts, and when each account last signed in",
    sql: `
      -- A browser where the person signed in before (server/staff/devices.ts): only the SHA-256 of the
      -- token's nonce, so a copy of this file rebuilds no token; erased with the account.
      CREATE TABLE staff_devices (
        id_hash      TEXT PRIMARY KEY,
        user_id      INTEGER NOT NULL REFERENCES staff_users (id) ON DELETE CASCADE,
        created_at   INTEGER NOT NULL,
        last_used_at INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX staff_devices_user ON staff_devices (user_id);
      -- Refused sign-ins since this moment are what the next sign-in reports.
      ALTER TABLE staff_users ADD COLUMN last_sign_in_at INTEGER;
    `,
  },
  {
    version: 7,
    description: "e-mailed sign-in links that make a new browser known",
    sql: `
      -- server/staff/sign-in-links.ts: only the SHA-256 of the link's token, so a copy of this file
      -- opens no link; one use, erased with the account. created_at spaces an account's mails.
      CREATE TABLE staff_sign_in_links (
        token_hash   TEXT PRIMARY KEY,
        user_id      INTEGER NOT NULL REFERENCES staff_users (id) ON DELETE CASCADE,
        created_at   INTEGER NOT NULL,
        expires_at   INTEGER NOT NULL,
        used_at      INTEGER
      ) STRICT;
      CREATE INDEX staff_sign_in_links_expiry ON staff_sign_in_links (expires_at);
      CREATE INDEX staff_sign_in_links_user ON staff_sign_in_links (user_id, created_at);
    `,
  },
  {
    version: 8,
    description: "no word of a lead erased before stays in the search index",
    // FTS5 deletes by adding a tombstone and keeps the erased words in its segments until a merge
    // rewrites them, so a copy of the file still held them. Every erase now merges the index
    // (SqliteLeadStore.afterErase); this merge clears what earlier erases left.
    sql: `INSERT INTO lead_search (lead_search) VALUES ('optimize');`,
  },
  {
    version: 9,
    description: "the search index in one column, filled from the searchable fields of the lead's field list",
    // A search is not limited to a field, so a lead's searchable fields are one text (search-index.ts):
    // a field marked searchable in shared/lead-fields.ts is indexed without a change to this table.
    // Left empty, as a migration cannot know the fields of later ones: the database fills it when it
    // opens after its migrations (database.ts; about 20 s at a million leads, once).
    sql: `
      DROP TABLE lead_search;
      CREATE VIRTUAL TABLE lead_search USING fts5(
        words,
        content = '', contentless_delete = 1, detail = none, tokenize = 'unicode61 remove_diacritics 2',
        prefix = '2 3 4 5 6 7 8'
      );
      UPDATE settings SET value = '0' WHERE name = 'search_indexed_through';
    `,
  },
  {
    version: 10,
    description: "each staff account's role: the leads, the site's content, or both",
    // shared/staff-roles.ts: accounts made before roles keep what they could do, the leads.
    sql: `
      ALTER TABLE staff_users ADD COLUMN role TEXT NOT NULL DEFAULT 'inbox'
        CHECK (role IN ('inbox', 'editor', 'owner'));
    `,
  },
]
