/**
 * The staff commands (npm run leads -- <command>). They work on the same database as the server
 * (DATA_DIR's leads.sqlite, DATA_DIR default ./var) through the same lead repository as the staff
 * inbox, and may run while it is serving. Changes (resend, delete, export) are audited as the
 * command line's.
 *
 * Exit codes: 0 done, 1 no such lead / no database / refused, 2 wrong usage.
 */
import { existsSync } from "node:fs"
import { join } from "node:path"
import { EXPORT_COLUMNS, exportRecord, leadsCsv } from "../lead-export"
import { mailStateOf } from "../storage/inbox"
import type { StoredLead } from "../storage/lead"
import { SECRET_KEY_FILE } from "../staff/secret-box"
import { COPIED_TABLES, copySqliteToPostgres, TargetNotEmptyError } from "../storage/postgres/copy-from-sqlite"
import { DATABASE_FILE } from "../storage/sqlite/database"
import type { Storage } from "../storage/storage"
import { ConfigError } from "../config"
import { commandLineActor, dataDirOf, databaseUrlOf, openCommandLineStorage } from "./command-line-storage"
import { terminalJson, terminalLine, terminalText } from "./terminal-text"

const USAGE = `Usage: npm run leads -- <command>

Commands:
  list                         every lead, oldest first, with its e-mail status
  export --format=csv|json     every lead to standard output (csv is the default)
  show <id>                    one lead with all its fields
  resend <id>                  send the staff e-mail for a lead again (not for spam)
  delete <id>                  erase a lead and its e-mail record (e.g. on request)
  copy-to-postgres [--replace] copy everything in $DATA_DIR/leads.sqlite into the empty
                               PostgreSQL database DATABASE_URL names (--replace: empty it first)

The database is $DATA_DIR/leads.sqlite (DATA_DIR defaults to ./var), or the PostgreSQL
database DATABASE_URL names (postgres://…), as for the server.`

class UsageError extends Error {}
class RefusedError extends Error {}

/** out and err print a line; raw prints text as it is (CSV ends its own lines with CRLF). */
export type Output = { out: (text: string) => void; err: (text: string) => void; raw: (text: string) => void }

type Command = (storage: Storage, args: string[], output: Output) => Promise<void>

export async function runLeadsCommand(args: string[], env: NodeJS.ProcessEnv, output: Output): Promise<number> {
  const [command, ...rest] = args
  if (command === undefined || command === "help" || command === "--help" || command === "-h") {
    output.out(USAGE)
    return command === undefined ? 2 : 0
  }
  try {
    if (command === "copy-to-postgres") return await copyToPostgres(rest, env, output)
    const run = commands[command]
    if (!run) throw new UsageError(`Unknown command "${command}".`)
    const file = join(dataDirOf(env), DATABASE_FILE)
    if (databaseUrlOf(env) === null && !existsSync(file))
      throw new RefusedError(
        `No lead database at ${file}. Set DATA_DIR to the server's data directory (or DATABASE_URL to its PostgreSQL database).`,
      )
    const storage = await openCommandLineStorage(env)
    try {
      await run(storage, rest, output)
    } finally {
      await storage.close()
    }
    return 0
  } catch (error) {
    if (error instanceof UsageError) {
      output.err(`${error.message}\n\n${USAGE}`)
      return 2
    }
    if (error instanceof TargetNotEmptyError) {
      output.err(`${error.message} Nothing was copied. To empty it and copy again, add --replace.`)
      return 1
    }
    if (error instanceof RefusedError || error instanceof ConfigError) {
      output.err(error.message)
      return 1
    }
    throw error
  }
}

/** Moving over from the SQLite file to a PostgreSQL database (docs/server.md, "Moving over"). */
async function copyToPostgres(args: string[], env: NodeJS.ProcessEnv, { out }: Output): Promise<number> {
  const replace = args.includes("--replace")
  noMoreArguments(args.filter(arg => arg !== "--replace"))
  const databaseUrl = databaseUrlOf(env)
  if (databaseUrl === null)
    throw new RefusedError("Set DATABASE_URL to the PostgreSQL database to copy into (postgres://…).")
  const dataDir = dataDirOf(env)
  const file = join(dataDir, DATABASE_FILE)
  if (!existsSync(file))
    throw new RefusedError(`No lead database at ${file}. Set DATA_DIR to the server's data directory.`)
  const counts = await copySqliteToPostgres(dataDir, databaseUrl, { replace })
  out(`Copied ${file} into PostgreSQL; the counts match:`)
  for (const table of COPIED_TABLES) out(`  ${table.padEnd(18)} ${counts[table]}`)
  if (!env.STAFF_SECRET_KEY?.trim() && existsSync(join(dataDir, SECRET_KEY_FILE)))
    out(
      `Two-step sign-in secrets are sealed with ${join(dataDir, SECRET_KEY_FILE)}: set STAFF_SECRET_KEY to its contents on every server instance.`,
    )
  return 0
}

const LIST_WIDTHS = [26, 19, 7, 11, 15]

/**
 * A visitor's name in quotes, as a mail header writes a display name: a name typed as
 * `CFO <cfo@company.example>` then reads as a name, not as a second address before the real one.
 */
const quotedName = (name: string) => `"${name.replace(/["\\]/g, "\\$&")}"`

const commands: Record<string, Command> = {
  async list(storage, args, { out }) {
    noMoreArguments(args)
    const leads = await storage.leads.all()
    if (leads.length === 0) return out("No leads yet.")
    const line = (cells: string[]) =>
      cells
        .map((cell, index) => terminalLine(cell).padEnd(LIST_WIDTHS[index] ?? 0))
        .join("  ")
        .trimEnd()
    out(line(["ID", "RECEIVED (UTC)", "KIND", "STATUS", "E-MAIL", "FROM"]))
    for (const lead of leads) {
      out(
        line([
          lead.id,
          lead.createdAt.slice(0, 19).replace("T", " "),
          lead.kind,
          lead.status,
          mailStatus(lead),
          `${quotedName(`${lead.firstname} ${lead.lastname}`)} <${lead.email}>${lead.service ? `, ${lead.service}` : ""}`,
        ]),
      )
    }
    out(`${leads.length} lead${leads.length === 1 ? "" : "s"}.`)
  },

  async export(storage, args, { out, raw }) {
    let format = "csv"
    for (const arg of args) {
      const match = /^--format=(.*)$/.exec(arg)
      if (!match) throw new UsageError(`Unknown option "${arg}" for export.`)
      format = match[1]
    }
    if (format !== "csv" && format !== "json")
      throw new UsageError(`Unknown export format "${format}": use --format=csv or --format=json.`)
    const all = await storage.leads.exportAll(commandLineActor())
    if (format === "json") return out(terminalJson(all.map(exportRecord)))
    raw(leadsCsv(all))
  },

  async show(storage, args, { out }) {
    const lead = await find(storage, args)
    const record = exportRecord(lead)
    const width = Math.max(...EXPORT_COLUMNS.map(column => column.length))
    for (const column of EXPORT_COLUMNS) {
      if (column === "message") continue
      out(`${column.padEnd(width)}  ${terminalLine(record[column])}`)
    }
    out(`${"last_error".padEnd(width)}  ${terminalLine(lead.notification?.lastError ?? "")}`)
    out(`\nmessage:\n${terminalText(lead.message)}`)
  },

  async resend(storage, args, { out }) {
    const lead = await find(storage, args)
    const outcome = await storage.leads.resend(lead.id, commandLineActor())
    if (outcome.outcome === "spam")
      throw new RefusedError(`${lead.id} is in Spam and is never mailed: mark it as not spam in the inbox first.`)
    out(`The staff e-mail for ${lead.id} is queued: the running server sends it within 30 seconds (it needs SMTP_URL).`)
  },

  async delete(storage, args, { out }) {
    const lead = await find(storage, args)
    await storage.leads.erase(lead.id, commandLineActor())
    out(`Lead ${lead.id} and its e-mail record are erased.`)
  },
}

function mailStatus(lead: StoredLead): string {
  const state = mailStateOf(lead)
  return state === "failed" ? "NEEDS ATTENTION" : state
}

async function find(storage: Storage, args: string[]): Promise<StoredLead> {
  const [id, ...extra] = args
  if (id === undefined) throw new UsageError("Give the lead id (see: npm run leads -- list).")
  noMoreArguments(extra)
  const lead = await storage.leads.get(id.trim().toUpperCase())
  if (!lead) throw new RefusedError(`No lead with id ${id}.`)
  return lead
}

function noMoreArguments(args: string[]): void {
  if (args.length > 0) throw new UsageError(`Unexpected argument "${args[0]}".`)
}

if (require.main === module) {
  runLeadsCommand(process.argv.slice(2), process.env, {
    out: text => console.log(text),
    err: text => console.error(text),
    raw: text => process.stdout.write(text),
  }).then(
    code => {
      process.exitCode = code
    },
    error => {
      console.error(error)
      process.exitCode = 1
    },
  )
}
