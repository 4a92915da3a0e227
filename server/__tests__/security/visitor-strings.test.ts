/**
 * A visitor's strings where staff work: a hostile visit cookie, user agent and message, sent over
 * a raw socket to the real server, must leave no control, bidirectional or invisible character in
 * any stored column (read from the SQLite file and the PostgreSQL rows themselves), in the staff
 * API's answers, in either CSV export, or in what the real command line prints; and the command
 * line escapes them in a row that holds them anyway (stored before the gate, or by other means).
 */
import Database from "better-sqlite3"
import type { FastifyInstance } from "fastify"
import { connect } from "node:net"
import { join } from "node:path"
import pg from "pg"
import { VISIT_COOKIE } from "../../http/visit-origin"
import { UNSAFE_NOTE } from "../../staff/lead-routes"
import { openStorage } from "../../storage/open-storage"
import { DATABASE_FILE } from "../../storage/sqlite/database"
import {
  BIDI_CONTROLS,
  CONTROLS,
  DIRECTION_MARKS,
  HIDDEN_IN_TEXT,
  LINE_SEPARATORS,
  ZERO_WIDTH,
} from "../../../shared/forms/unsafe-characters"
import { createFixtureSite } from "../support/fixture-site"
import { newLead } from "../support/new-lead"
import { runEntry } from "../support/spawn-entry"
import { addStaffUser, signIn } from "../support/staff-session"
import { reportSkippedEngines } from "../support/storage-engines"
import { siteEnv, storageSites, type StorageSite } from "../support/storage-sites"
import { startApp, validLead } from "../support/test-app"
import type { CheapPasswords } from "../support/cheap-passwords"

// Accounts and the decoy hashed at the cheapest parameters: this suite checks what sign-in
// decides, not what a hash costs (support/cheap-passwords.ts).
jest.mock("../../staff/passwords", () =>
  jest.requireActual<CheapPasswords>("../support/cheap-passwords").cheapPasswords(),
)

const UNSAFE_CLASS = `${CONTROLS}${LINE_SEPARATORS}${BIDI_CONTROLS}${DIRECTION_MARKS}${ZERO_WIDTH}`
/** Any character of the list, but the line feed and tab a message may hold. */
const UNSAFE = new RegExp(`(?![\\n\\t])(?:[${UNSAFE_CLASS}]|${HIDDEN_IN_TEXT})`, "u")
/** In printed output, also the CR before the LF that ends a CSV row, and the byte-order mark a CSV file starts with. */
const UNSAFE_IN_OUTPUT = new RegExp(`(?!^\\ufeff)(?![\\n\\t]|\\r\\n)(?:[${UNSAFE_CLASS}]|${HIDDEN_IN_TEXT})`, "u")

/** "read me" in tag characters: text no reader sees and any tool reading the inbox does. */
const TAGGED = [..."read me"].map(letter => String.fromCodePoint(0xe0000 + letter.charCodeAt(0))).join("")

// ESC sequences that retitle the window (OSC 0), write the clipboard (OSC 52) and clear the
// screen (CSI 2J), CR/LF/NUL, bidi overrides and isolates, marks and zero-width characters, hidden
// tag characters and a Hangul filler.
const HOSTILE = `\u001b]0;owned\u0007\u001b]52;c;ZXZpbA==\u0007\u001b[2J\r\n\u0000\u202egnp.exe\u2066\u200f\u200b${TAGGED}\u3164`
const hostileCookie = Buffer.from(
  JSON.stringify({ landing: `/about/${HOSTILE}?utm_source=${HOSTILE}`, referrer: `https://evil.example/${HOSTILE}` }),
).toString("base64url")
// Node reads header bytes as Latin-1 and refuses an ESC: the UTF-8 bytes of CSI (U+009B), OSC
// (U+009D) and U+202E arrive as letters and C1 controls (C2 9B is "Â" and CSI).
const hostileUserAgent = "Mozilla/5.0 \u009b2J\u009d0;owned\u009c \u202e ok"
const hostileMessage = `Hello \u202egnp.exe\u2066 and \u2067more\u2069${TAGGED}\u115f\u00ad\u2062`

/** Every string in every row of every table, as the database itself holds it. */
async function storedStrings(site: StorageSite): Promise<string[]> {
  const strings = (rows: Record<string, unknown>[]) =>
    rows.flatMap(row => Object.values(row).filter((value): value is string => typeof value === "string"))
  if (site.databaseUrl === null) {
    const database = new Database(join(site.dataDir, DATABASE_FILE), { readonly: true })
    try {
      const tables = database.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[]
      return tables.flatMap(table => strings(database.prepare(`SELECT * FROM "${table}"`).all() as never[]))
    } finally {
      database.close()
    }
  }
  const client = new pg.Client({ connectionString: site.databaseUrl })
  await client.connect()
  try {
    const tables = await client.query<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'",
    )
    const all: string[] = []
    for (const { name } of tables.rows) all.push(...strings((await client.query(`SELECT * FROM "${name}"`)).rows))
    return all
  } finally {
    await client.end()
  }
}

/** Every string of a JSON answer, wherever it sits. */
const jsonStrings = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(jsonStrings)
      : value !== null && typeof value === "object"
        ? Object.values(value).flatMap(jsonStrings)
        : []

const unsafeIn = (strings: string[]) => strings.filter(text => UNSAFE.test(text))

/**
 * A request written byte for byte; the socket stays open for the answer (the server closes it, as
 * the request says Connection: close), since a half-closed one may be dropped before a slow insert ends.
 */
function sendRequest(port: number, bytes: string): Promise<{ head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: "127.0.0.1", port }, () => socket.write(bytes))
    const chunks: Buffer[] = []
    socket.on("data", chunk => chunks.push(chunk))
    socket.on("error", reject)
    socket.on("close", () => {
      const [head, ...body] = Buffer.concat(chunks).toString("utf8").split("\r\n\r\n")
      resolve({ head, body: body.join("\r\n\r\n") })
    })
  })
}

const cli = (site: StorageSite, ...args: string[]) => runEntry("server/cli/leads.ts", args, siteEnv(site))

reportSkippedEngines()

describe.each(storageSites)("a hostile visitor's strings on $engine", ({ site: newSite }) => {
  let site: StorageSite
  let app: FastifyInstance
  let leadId: string
  beforeAll(async () => {
    site = await newSite()
    const started = await startApp({ ...site, publicDir: createFixtureSite() })
    app = started.app
    await addStaffUser(site)
    const port = Number(new URL(started.url).port)
    const body = validLead({ message: hostileMessage })
    const { head, body: answer } = await sendRequest(
      port,
      [
        "POST /send_email.php HTTP/1.1",
        `Host: 127.0.0.1:${port}`,
        "Content-Type: application/x-www-form-urlencoded",
        "Sec-Fetch-Site: same-origin",
        `Referer: http://127.0.0.1:${port}/contact-us/%1b]0;x%07%e2%80%ae`,
        `Cookie: ${VISIT_COOKIE}=${hostileCookie}`,
        `User-Agent: ${hostileUserAgent}`,
        `Content-Length: ${Buffer.byteLength(body)}`,
        "Connection: close",
        "",
        body,
      ].join("\r\n"),
    )
    expect(head).toMatch(/^HTTP\/1\.1 200 /)
    leadId = (JSON.parse(answer) as { id: string }).id
  })
  afterAll(() => app.close())

  it("stores the lead, and no column of any table holds such a character", async () => {
    const strings = await storedStrings(site)
    // The lead is there, its origin and user agent kept as far as they are safe.
    expect(strings).toContain("Hello gnp.exe and more")
    expect(strings.some(text => text.startsWith("/about/"))).toBe(true)
    expect(strings.some(text => text.startsWith("https://evil.example/"))).toBe(true)
    expect(strings.some(text => text.startsWith("Mozilla/5.0 ") && text.endsWith(" ok"))).toBe(true)
    expect(unsafeIn(strings)).toEqual([])
  })

  it("the staff API's list, lead and CSV export hold none", async () => {
    const staff = await signIn(app)
    const list = await staff.request({ url: "/staff/api/leads" })
    const lead = await staff.request({ url: `/staff/api/leads/${leadId}` })
    const csv = await staff.request({ url: "/staff/api/leads.csv" })
    expect([list.statusCode, lead.statusCode, csv.statusCode]).toEqual([200, 200, 200])
    expect(lead.json<{ origin: { landingPage: string } }>().origin.landingPage).toMatch(/^\/about\//)
    expect(unsafeIn([...jsonStrings(list.json()), ...jsonStrings(lead.json())])).toEqual([])
    expect(csv.body).toContain(leadId)
    expect(csv.body).not.toMatch(UNSAFE_IN_OUTPUT)
  })

  it("a staff note holding such a character is refused with a message, and nothing of it stored", async () => {
    const staff = await signIn(app)
    const note = (body: string) =>
      staff.request({ method: "POST", url: `/staff/api/leads/${leadId}/notes`, payload: { body } })
    // What an insider could plant for other staff: ESC sequences, a C1 control, an override, NUL, half a surrogate pair.
    const hostileNotes = [
      "Plan \u001b]0;owned\u0007 call",
      "Plan \u001b[2J call",
      "Plan \u0085 call",
      "Plan \u202egnp.exe call",
      "Plan \u2066hidden\u2069 call",
      "Plan \u0000 call",
      "Plan \ud800 call",
      "Plan \r call",
      `Plan ${TAGGED} call`,
      "Plan \u3164 call",
    ]
    for (const body of hostileNotes) {
      const answer = await note(body)
      expect([body, answer.statusCode, answer.json()]).toEqual([body, 400, { message: UNSAFE_NOTE }])
    }
    expect((await storedStrings(site)).filter(text => text.includes("Plan"))).toEqual([])
    const lead = await staff.request({ url: `/staff/api/leads/${leadId}` })
    expect(lead.json<{ activity: { kind: string }[] }>().activity.filter(entry => entry.kind === "note")).toEqual([])

    // Tabs, line breaks (CR LF stored as LF), Arabic and emoji are text.
    const typed = "Plan:\r\n\t1. call\r\nمرحبا 👩‍💻 ❤\ufe0f می\u200cخواهم"
    expect((await note(typed)).statusCode).toBe(200)
    expect(await storedStrings(site)).toContain(typed.replace(/\r\n/g, "\n"))
  })

  it("the command line prints none: list, show and both exports", () => {
    for (const args of [["list"], ["show", leadId], ["export", "--format=json"], ["export", "--format=csv"]]) {
      const { status, stdout } = cli(site, ...args)
      expect(status).toBe(0)
      expect(stdout).toContain(leadId)
      expect(stdout).not.toMatch(UNSAFE_IN_OUTPUT)
    }
  }, 120_000)

  it("the command line escapes them in a row stored without the gate", async () => {
    // PostgreSQL's text holds no NUL at all.
    const HOSTILE_ROW = HOSTILE.replace("\u0000", "")
    const storage = await openStorage(site)
    const { id } = await storage.leads.insert(
      newLead(
        { firstname: `Eve${HOSTILE_ROW}`, message: `line one\n${HOSTILE_ROW}\tend` },
        { origin: { sourcePage: null, landingPage: `/${HOSTILE_ROW}`, referrer: null }, userAgent: HOSTILE_ROW },
      ),
    )
    await storage.close()
    const printed = [cli(site, "list"), cli(site, "show", id)]
    for (const { status, stdout } of printed) {
      expect(status).toBe(0)
      expect(stdout).not.toMatch(UNSAFE_IN_OUTPUT)
      // Escaped where it was, so the operator sees it: ESC, BEL, CR, LF, the override, the mark.
      for (const escape of ["\\u001B", "\\u0007", "\\u000D\\u000A", "\\u202E", "\\u200F"])
        expect(stdout).toContain(escape)
    }
    const json = cli(site, "export", "--format=json").stdout
    expect(json).not.toMatch(UNSAFE_IN_OUTPUT)
    for (const escape of ["\\u001b", "\\r\\n", "\\u202E", "\\u200F"]) expect(json).toContain(escape)
    // The JSON export reads back to the very same text.
    const exported = JSON.parse(json) as { id: string; firstname: string }[]
    expect(exported.find(lead => lead.id === id)?.firstname).toBe(`Eve${HOSTILE_ROW}`)
    // show keeps the message's own line breaks and tabs.
    expect(printed[1].stdout).toContain("line one\n\\u001B]0;owned\\u0007")
  }, 120_000)
})
