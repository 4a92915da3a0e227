import Database from "better-sqlite3"
import { join } from "node:path"
import { csvCell, toCsv } from "../cli/csv"
import { DATABASE_FILE } from "../storage/sqlite/database"
import { openSqliteStorage } from "../storage/sqlite/sqlite-storage"
import { EXPORT_COLUMNS, UTF8_BOM } from "../lead-export"
import { newLead } from "./support/new-lead"
import { runTsx } from "./support/spawn-tsx"
import { readLeads, tempDir } from "./support/test-app"

const cli = (dataDir: string, ...args: string[]) => runTsx("server/cli/leads.ts", args, { DATA_DIR: dataDir })

async function seed(): Promise<{ dataDir: string; ids: string[] }> {
  const dataDir = tempDir("cli-")
  const storage = openSqliteStorage(dataDir)
  const base = newLead({ message: 'Hi, "quoted"\nline two' })
  const ids = [
    (await storage.leads.insert(base)).id,
    (
      await storage.leads.insert({
        ...base,
        kind: "contact",
        fields: { ...base.fields, firstname: '=HYPERLINK("http://evil")', message: "@SUM(1)", privacy: "on" },
      })
    ).id,
    (await storage.leads.insert({ ...base, status: "spam" })).id,
  ]
  await storage.close()
  return { dataDir, ids }
}

/** The audit log's entries, newest first, as [actor, action, lead]. */
function auditOf(dataDir: string): [string, string, string | null][] {
  const db = new Database(join(dataDir, DATABASE_FILE), { readonly: true })
  try {
    return db
      .prepare<[], { actor: string; action: string; lead_id: string | null }>(
        "SELECT actor, action, lead_id FROM audit_log ORDER BY id DESC",
      )
      .all()
      .map(row => [row.actor, row.action, row.lead_id])
  } finally {
    db.close()
  }
}

describe("npm run leads", () => {
  let dataDir: string
  let ids: string[]
  beforeAll(async () => {
    ;({ dataDir, ids } = await seed())
  })

  it("list shows every lead with its e-mail status", () => {
    const { status, stdout } = cli(dataDir, "list")
    expect(status).toBe(0)
    for (const id of ids) expect(stdout).toContain(id)
    expect(stdout).toContain("pending")
    expect(stdout).toContain("not sent (spam)")
    expect(stdout).toContain("3 leads.")
  })

  it("export --format=csv writes a header and one RFC 4180 row per lead, safe from formulas", () => {
    const { status, stdout } = cli(dataDir, "export", "--format=csv")
    expect(status).toBe(0)
    // A byte-order mark first, so Excel reads UTF-8 (Arabic names) correctly.
    expect(stdout.startsWith(UTF8_BOM)).toBe(true)
    const lines = stdout.slice(1).split("\r\n")
    expect(lines[0]).toBe(EXPORT_COLUMNS.map(column => `"${column}"`).join(","))
    expect(EXPORT_COLUMNS).toContain("language")
    expect(stdout).toContain(`"Hi, ""quoted""\nline two"`)
    expect(stdout).toContain(`"'=HYPERLINK(""http://evil"")"`)
    expect(stdout).toContain(`,"'@SUM(1)",`)
    expect(stdout).toContain(`,"'+971 50 123 4567",`)
    expect(stdout.endsWith("\r\n")).toBe(true)
    // Header + three rows, each starting with its id.
    expect(ids.every(id => stdout.includes(`\r\n"${id}",`))).toBe(true)
    expect(auditOf(dataDir)[0]).toEqual([expect.stringMatching(/^command line \(.+\)$/), "export", null])
  })

  it("export --format=json writes every field", () => {
    const { status, stdout } = cli(dataDir, "export", "--format=json")
    expect(status).toBe(0)
    const leads = JSON.parse(stdout)
    expect(leads.map((lead: { id: string }) => lead.id)).toEqual(ids)
    expect(leads[0]).toMatchObject({ firstname: "Amira", message: 'Hi, "quoted"\nline two', mail_status: "pending" })
  })

  it("show prints one lead", () => {
    const { status, stdout } = cli(dataDir, "show", ids[0])
    expect(status).toBe(0)
    expect(stdout).toContain("amira@example.org")
    expect(stdout).toContain('Hi, "quoted"\nline two')
  })

  it("resend queues the e-mail again, with an audit entry; a lead in spam is never mailed", () => {
    const { status, stdout } = cli(dataDir, "resend", ids[0])
    expect(status).toBe(0)
    expect(stdout).toContain("queued")
    expect(readLeads(dataDir).find(lead => lead.id === ids[0])?.notification).toMatchObject({
      sentAt: null,
      attempts: 0,
    })
    expect(auditOf(dataDir)[0]).toEqual([expect.stringMatching(/^command line/), "resend", ids[0]])
    const spam = cli(dataDir, "resend", ids[2])
    expect([spam.status, spam.stderr.trim()]).toEqual([
      1,
      `${ids[2]} is in Spam and is never mailed: mark it as not spam in the inbox first.`,
    ])
    expect(readLeads(dataDir).find(lead => lead.id === ids[2])?.notification).toBeNull()
  })

  it("delete erases the lead and its e-mail record", () => {
    const { status, stdout } = cli(dataDir, "delete", ids[1])
    expect(status).toBe(0)
    expect(stdout).toContain("erased")
    expect(readLeads(dataDir).map(lead => lead.id)).toEqual([ids[0], ids[2]])
    const db = new Database(join(dataDir, DATABASE_FILE), { readonly: true })
    expect(db.prepare("SELECT COUNT(*) FROM outbox WHERE lead_id = ?").pluck().get(ids[1])).toBe(0)
    db.close()
    expect(auditOf(dataDir)[0]).toEqual([expect.stringMatching(/^command line/), "delete", ids[1]])
  })

  it("explains mistakes with exit codes: 2 for usage, 1 for a missing lead or database", () => {
    const unknown = cli(dataDir, "frobnicate")
    expect([unknown.status, unknown.stderr]).toEqual([2, expect.stringContaining('Unknown command "frobnicate"')])
    expect(cli(dataDir, "show").status).toBe(2)
    expect(cli(dataDir, "export", "--format=xml").stderr).toContain('Unknown export format "xml"')
    const missing = cli(dataDir, "show", "01ARZ3NDEKTSV4RRFFQ69G5FAV")
    expect([missing.status, missing.stderr.trim()]).toEqual([1, "No lead with id 01ARZ3NDEKTSV4RRFFQ69G5FAV."])
    const noDatabase = cli(tempDir("cli-empty-"), "list")
    expect([noDatabase.status, noDatabase.stderr]).toEqual([1, expect.stringContaining("No lead database at")])
  })
})

describe("CSV cells", () => {
  it.each([
    ["plain", '"plain"'],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["=1+1", `"'=1+1"`],
    ["+971", `"'+971"`],
    ["-2", `"'-2"`],
    ["@cmd", `"'@cmd"`],
    ["\tx", `"'\tx"`],
    ["\rx", `"'\rx"`],
    ["", '""'],
    // A spreadsheet that splits on ; (or , tab, a line) could start a formula inside the cell.
    ['hello;=HYPERLINK("http://evil")', `"hello;'=HYPERLINK(""http://evil"")"`],
    ["a,@SUM(1)", `"a,'@SUM(1)"`],
    ["x\t-1", `"x\t'-1"`],
    ["line\n+1", `"line\n'+1"`],
    ["a-b c+d", '"a-b c+d"'],
  ])("%j -> %j", (value, cell) => expect(csvCell(value)).toBe(cell))

  it("ends every row with CRLF", () => expect(toCsv(["a", "b"], [["1", "2"]])).toBe('"a","b"\r\n"1","2"\r\n'))
})
