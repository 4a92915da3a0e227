/**
 * The staff commands (npm run leads -- <command>). They read the same database as
 * the server ($DATA_DIR/leads.sqlite, DATA_DIR default ./var) and may run while it
 * is serving: SQLite's WAL lets both work at once.
 *
 * Exit codes: 0 done, 1 no such lead / no database, 2 wrong usage.
 */
import { existsSync } from "node:fs"
import { join, resolve } from "node:path"
import { DATABASE_FILE, openDatabase, type Db } from "../storage/database"
import { LeadStore, type StoredLead } from "../storage/lead-store"
import { mailStateOf } from "../storage/inbox-store"
import { EXPORT_COLUMNS, exportRecord, leadsCsv } from "../lead-export"

const USAGE = `Usage: npm run leads -- <command>

Commands:
  list                         every lead, oldest first, with its e-mail status
  export --format=csv|json     every lead to standard output (csv is the default)
  show <id>                    one lead with all its fields
  resend <id>                  send the staff e-mail for a lead again
  delete <id>                  erase a lead and its e-mail record (e.g. on request)

The database is $DATA_DIR/leads.sqlite (DATA_DIR defaults to ./var).`

class UsageError extends Error {}
class NotFoundError extends Error {}

/** out and err print a line; raw prints text as it is (CSV ends its own lines with CRLF). */
type Output = { out: (text: string) => void; err: (text: string) => void; raw: (text: string) => void }

export function runLeadsCommand(args: string[], env: NodeJS.ProcessEnv, output: Output): number {
  const [command, ...rest] = args
  if (command === undefined || command === "help" || command === "--help" || command === "-h") {
    output.out(USAGE)
    return command === undefined ? 2 : 0
  }
  const dataDir = resolve(env.DATA_DIR?.trim() || "var")
  try {
    const run = commands[command]
    if (!run) throw new UsageError(`Unknown command "${command}".`)
    if (!existsSync(join(dataDir, DATABASE_FILE))) {
      throw new NotFoundError(
        `No lead database at ${join(dataDir, DATABASE_FILE)}. Set DATA_DIR to the server's data directory.`,
      )
    }
    const db = openDatabase(dataDir)
    try {
      run(new LeadStore(db), rest, output, db)
    } finally {
      db.close()
    }
    return 0
  } catch (error) {
    if (error instanceof UsageError) {
      output.err(`${error.message}\n\n${USAGE}`)
      return 2
    }
    if (error instanceof NotFoundError) {
      output.err(error.message)
      return 1
    }
    throw error
  }
}

type Command = (store: LeadStore, args: string[], output: Output, db: Db) => void

const commands: Record<string, Command> = {
  list(store, args, { out }) {
    noMoreArguments(args)
    const leads = store.list()
    if (leads.length === 0) return out("No leads yet.")
    const line = (cells: string[]) =>
      cells
        .map((cell, index) => cell.padEnd(LIST_WIDTHS[index] ?? 0))
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
          `${lead.firstname} ${lead.lastname} <${lead.email}>${lead.service ? `, ${lead.service}` : ""}`,
        ]),
      )
    }
    out(`${leads.length} lead${leads.length === 1 ? "" : "s"}.`)
  },

  export(store, args, { out, raw }) {
    let format = "csv"
    for (const arg of args) {
      const match = /^--format=(.*)$/.exec(arg)
      if (!match) throw new UsageError(`Unknown option "${arg}" for export.`)
      format = match[1]
    }
    const leads = store.list()
    if (format === "json") return out(JSON.stringify(leads.map(exportRecord), null, 2))
    if (format !== "csv") throw new UsageError(`Unknown export format "${format}": use --format=csv or --format=json.`)
    raw(leadsCsv(leads))
  },

  show(store, args, { out }) {
    const lead = find(store, args)
    const record = exportRecord(lead)
    const width = Math.max(...EXPORT_COLUMNS.map(column => column.length))
    for (const column of EXPORT_COLUMNS) {
      if (column === "message") continue
      out(`${column.padEnd(width)}  ${record[column]}`)
    }
    out(`${"last_error".padEnd(width)}  ${lead.notification?.lastError ?? ""}`)
    out(`\nmessage:\n${lead.message}`)
  },

  resend(store, args, { out }) {
    const lead = find(store, args)
    store.requeue(lead.id)
    out(`The staff e-mail for ${lead.id} is queued: the running server sends it within 30 seconds (it needs SMTP_URL).`)
  },

  delete(store, args, { out }, db) {
    const lead = find(store, args)
    // Erasure means gone from the file too: overwrite freed pages and fold the WAL back in.
    db.pragma("secure_delete = ON")
    store.delete(lead.id)
    db.pragma("wal_checkpoint(TRUNCATE)")
    out(`Lead ${lead.id} and its e-mail record are erased.`)
  },
}

const LIST_WIDTHS = [26, 19, 7, 11, 15]

function mailStatus(lead: StoredLead): string {
  const state = mailStateOf(lead)
  return state === "failed" ? "NEEDS ATTENTION" : state
}

function find(store: LeadStore, args: string[]): StoredLead {
  const [id, ...extra] = args
  if (id === undefined) throw new UsageError("Give the lead id (see: npm run leads -- list).")
  noMoreArguments(extra)
  const lead = store.get(id.trim().toUpperCase())
  if (!lead) throw new NotFoundError(`No lead with id ${id}.`)
  return lead
}

function noMoreArguments(args: string[]): void {
  if (args.length > 0) throw new UsageError(`Unexpected argument "${args[0]}".`)
}

if (require.main === module) {
  process.exitCode = runLeadsCommand(process.argv.slice(2), process.env, {
    out: text => console.log(text),
    err: text => console.error(text),
    raw: text => process.stdout.write(text),
  })
}
