import { csvCell, toCsv } from "../csv"
import { EXPORT_COLUMNS, UTF8_BOM } from "../lead-export"
import { openStorage } from "../storage/open-storage"
import { newLead } from "./support/new-lead"
import { runEntry } from "./support/spawn-entry"
import { reportSkippedEngines } from "./support/storage-engines"
import { siteEnv, storageSites, type StorageSite } from "./support/storage-sites"
import { readLeads, tempDir } from "./support/test-app"

const cli = (site: StorageSite, ...args: string[]) => runEntry("server/cli/leads.ts", args, siteEnv(site))

async function seed(site: StorageSite): Promise<string[]> {
  const storage = await openStorage(site)
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
  return ids
}

/** The audit log's entries, newest first, as [actor, action, lead]. */
async function auditOf(site: StorageSite): Promise<[string, string, string | null][]> {
  const storage = await openStorage(site)
  try {
    return (await storage.audit.page(null)).map(entry => [entry.actor, entry.action, entry.leadId])
  } finally {
    await storage.close()
  }
}

reportSkippedEngines()

describe.each(storageSites)("npm run leads on $engine", ({ site: newSite }) => {
  let site: StorageSite
  let ids: string[]
  beforeAll(async () => {
    site = await newSite()
    ids = await seed(site)
  })

  it("list shows every lead with its e-mail status", async () => {
    const { status, stdout } = cli(site, "list")
    expect(status).toBe(0)
    for (const id of ids) expect(stdout).toContain(id)
    expect(stdout).toContain("pending")
    expect(stdout).toContain("not sent (spam)")
    expect(stdout).toContain("3 leads.")
    // A name reads as a name, in quotes, however it is typed: never as an address before the real one.
    const { lastname, email } = newLead().fields
    expect(stdout).toContain(`"=HYPERLINK(\\"http://evil\\") ${lastname}" <${email}>`)
  })

  it("export --format=csv writes a header and one RFC 4180 row per lead, safe from formulas", async () => {
    const { status, stdout } = cli(site, "export", "--format=csv")
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
    expect((await auditOf(site))[0]).toEqual([expect.stringMatching(/^command line \(.+\)$/), "export", null])
  })

  it("export --format=json writes every field", async () => {
    const { status, stdout } = cli(site, "export", "--format=json")
    expect(status).toBe(0)
    const leads = JSON.parse(stdout)
    expect(leads.map((lead: { id: string }) => lead.id)).toEqual(ids)
    expect(leads[0]).toMatchObject({ firstname: "Amira", message: 'Hi, "quoted"\nline two', mail_status: "pending" })
  })

  it("show prints one lead", async () => {
    const { status, stdout } = cli(site, "show", ids[0])
    expect(status).toBe(0)
    expect(stdout).toContain("amira@example.org")
    expect(stdout).toContain('Hi, "quoted"\nline two')
  })

  it("resend queues the e-mail again, with an audit entry; a lead in spam is never mailed", async () => {
    const { status, stdout } = cli(site, "resend", ids[0])
    expect(status).toBe(0)
    expect(stdout).toContain("queued")
    expect((await readLeads(site)).find(lead => lead.id === ids[0])?.notification).toMatchObject({
      sentAt: null,
      attempts: 0,
    })
    expect((await auditOf(site))[0]).toEqual([expect.stringMatching(/^command line/), "resend", ids[0]])
    const spam = cli(site, "resend", ids[2])
    expect([spam.status, spam.stderr.trim()]).toEqual([
      1,
      `${ids[2]} is in Spam and is never mailed: mark it as not spam in the inbox first.`,
    ])
    expect((await readLeads(site)).find(lead => lead.id === ids[2])?.notification).toBeNull()
  })

  it("delete erases the lead and its e-mail record", async () => {
    const { status, stdout } = cli(site, "delete", ids[1])
    expect(status).toBe(0)
    expect(stdout).toContain("erased")
    expect((await readLeads(site)).map(lead => lead.id)).toEqual([ids[0], ids[2]])
    expect((await auditOf(site))[0]).toEqual([expect.stringMatching(/^command line/), "delete", ids[1]])
  })

  it("explains mistakes with exit codes: 2 for usage, 1 for a missing lead or database", async () => {
    const unknown = cli(site, "frobnicate")
    expect([unknown.status, unknown.stderr]).toEqual([2, expect.stringContaining('Unknown command "frobnicate"')])
    expect(cli(site, "show").status).toBe(2)
    expect(cli(site, "export", "--format=xml").stderr).toContain('Unknown export format "xml"')
    const missing = cli(site, "show", "01ARZ3NDEKTSV4RRFFQ69G5FAV")
    expect([missing.status, missing.stderr.trim()]).toEqual([1, "No lead with id 01ARZ3NDEKTSV4RRFFQ69G5FAV."])
    const noDatabase = cli({ dataDir: tempDir("cli-empty-"), databaseUrl: null, secretKeyHex: null }, "list")
    expect([noDatabase.status, noDatabase.stderr]).toEqual([1, expect.stringContaining("No lead database at")])
    const wrongUrl = cli({ ...site, databaseUrl: "mysql://leads:s3cret@db.example.com/leads" }, "list")
    expect(wrongUrl.status).toBe(1)
    expect(wrongUrl.stderr).toContain("DATABASE_URL must start with postgres:// or postgresql://")
    expect(wrongUrl.stderr).not.toContain("s3cret")
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
    // Spreadsheets skip white space before a formula, and some read the full-width signs as ASCII.
    [" =1+1", `"' =1+1"`],
    ["  +971", `"'  +971"`],
    ["\u00a0-2", `"'\u00a0-2"`],
    ["\u3000@cmd", `"'\u3000@cmd"`],
    ["a; =HYPERLINK()", `"a;' =HYPERLINK()"`],
    ["line\n\t=1", `"line\n'\t'=1"`],
    ["＝1+1", `"'＝1+1"`],
    ["＋971", `"'＋971"`],
    ["－2", `"'－2"`],
    ["＠SUM(1)", `"'＠SUM(1)"`],
    ["a,＝1", `"a,'＝1"`],
    ["a ＝ b", '"a ＝ b"'],
  ])("%j -> %j", (value, cell) => expect(csvCell(value)).toBe(cell))

  it("ends every row with CRLF", () => expect(toCsv(["a", "b"], [["1", "2"]])).toBe('"a","b"\r\n"1","2"\r\n'))
})
