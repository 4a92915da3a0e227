/**
 * The storage and the actor of the command-line tools: the same database the server uses (the
 * environment names it as it does for the server), and changes audited as made from the command
 * line by the operating-system user who ran them.
 */
import { userInfo } from "node:os"
import { resolve } from "node:path"
import { ConfigError, databaseUrl } from "../config"
import type { Actor } from "../storage/audit"
import { openStorage } from "../storage/open-storage"
import type { Storage } from "../storage/storage"

export function dataDirOf(env: NodeJS.ProcessEnv): string {
  return resolve(env.DATA_DIR?.trim() || "var")
}

/** DATABASE_URL as the server reads it (null: the SQLite file in DATA_DIR); a malformed one is a ConfigError. */
export function databaseUrlOf(env: NodeJS.ProcessEnv): string | null {
  const problems: string[] = []
  const url = databaseUrl(env.DATABASE_URL?.trim() || undefined, problems)
  if (problems.length > 0) throw new ConfigError(problems)
  return url
}

export function openCommandLineStorage(env: NodeJS.ProcessEnv): Promise<Storage> {
  return openStorage({ dataDir: dataDirOf(env), databaseUrl: databaseUrlOf(env) })
}

export function commandLineActor(): Actor {
  let user = "unknown user"
  try {
    user = userInfo().username
  } catch {
    // No passwd entry (a container's arbitrary uid): the audit still says it was the command line.
  }
  return `command line (${user})`
}
