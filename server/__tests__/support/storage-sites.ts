/**
 * Where a test server keeps its data, on each storage engine: a fresh DATA_DIR always, and on
 * PostgreSQL a fresh database and the shared secret key every instance needs (config.ts). Suites
 * that start the real server or its command line loop over these (see storage-engines.ts for the
 * repository suites).
 */
import { randomBytes } from "node:crypto"
import type { Config } from "../../config"
import type { Engine } from "../../storage/storage"
import { freshDatabaseUrl, postgresAvailability } from "./postgres-database"
import { tempDir } from "./test-app"

export type StorageSite = Pick<Config, "dataDir" | "databaseUrl" | "secretKeyHex">
export type SiteOpener = { engine: Engine; site: () => Promise<StorageSite> }

const postgres = postgresAvailability()

/**
 * The "edited content" project (jest.config.mjs) runs the server suites again only to catch a test
 * that pins shipped content; what a server answers from data/ is the same on every engine, and the
 * "unit" project covers each engine, so there they run on SQLite alone.
 */
const editedContentRun = Reflect.get(globalThis, "EDITED_CONTENT_RUN") === true

export const storageSites: SiteOpener[] = [
  { engine: "sqlite", site: async () => ({ dataDir: tempDir("leads-data-"), databaseUrl: null, secretKeyHex: null }) },
  ...("url" in postgres && !editedContentRun
    ? [
        {
          engine: "postgres" as const,
          site: async () => ({
            dataDir: tempDir("leads-data-"),
            databaseUrl: await freshDatabaseUrl(),
            secretKeyHex: randomBytes(32).toString("hex"),
          }),
        },
      ]
    : []),
]

/** The site as a server process or a command-line tool reads it from its environment. */
export function siteEnv(site: StorageSite): Record<string, string> {
  return {
    DATA_DIR: site.dataDir,
    ...(site.databaseUrl === null ? {} : { DATABASE_URL: site.databaseUrl }),
    ...(site.secretKeyHex === null ? {} : { STAFF_SECRET_KEY: site.secretKeyHex }),
  }
}
