/**
 * The lead repository, on every storage engine: what the receiver, the inbox, the command line
 * and retention rely on. Each change's audit entry is written in the change's own transaction.
 */
import { COUNT_LIMIT, EMPTY_FILTER, INBOX_PAGE_SIZE, type InboxFilter } from "../../storage/inbox"
import type { LeadStatus } from "../../storage/lead"
import type { LeadRepository } from "../../storage/lead-repository"
import { newLead } from "../support/new-lead"
import { reportSkippedEngines, storageEngines, type EngineFixture } from "../support/storage-engines"

const filter = (overrides: Partial<InboxFilter>): InboxFilter => ({ ...EMPTY_FILTER, ...overrides })
const names = (rows: { name: string }[]) => rows.map(row => row.name)
const STAFF = "sara@example.com"
// better-sqlite3's errors come from the first test file a jest worker loaded it in (a native module
// loads once), so in a later file they are no `instanceof Error` there and `rejects.toThrow` misses them.
const rejection = (pattern: RegExp) => expect.objectContaining({ message: expect.stringMatching(pattern) })

reportSkippedEngines()

describe.each(storageEngines)("the lead repository on $engine", ({ open }) => {
  let fixture: EngineFixture
  let leads: LeadRepository
  beforeEach(async () => {
    fixture = await open()
    leads = fixture.storage.leads
  })
  afterEach(() => fixture.close())

  const auditActions = async () => (await fixture.storage.audit.page(null)).map(entry => entry.action)

  describe("storing", () => {
    it("writes the lead and its outbox row together: both or neither", async () => {
      await fixture.failInsertsInto("outbox", "disk trouble")
      await expect(leads.insert(newLead())).rejects.toEqual(rejection(/disk trouble/))
      expect(await leads.all()).toEqual([])
    })

    it("keeps spam without an outbox row, and an Idempotency-Key replay as the first lead", async () => {
      const spam = await leads.insert(newLead({}, { status: "spam" }))
      expect(await leads.get(spam.id)).toMatchObject({ status: "spam", notification: null })
      const first = await leads.insert(newLead({}, { idempotencyKey: "key-1" }))
      expect(await leads.insert(newLead({}, { idempotencyKey: "key-1" }))).toEqual({
        outcome: "replayed",
        id: first.id,
      })
      expect(await leads.insert(newLead({ firstname: "Other" }, { idempotencyKey: "key-1" }))).toEqual({
        outcome: "key-reused",
        id: first.id,
      })
      expect(await leads.all()).toHaveLength(2)
    })

    it("answers concurrent posts each with its own lead, a replay inside the burst included", async () => {
      const results = await Promise.all(
        Array.from({ length: 25 }, (_, i) => leads.insert(newLead({}, { idempotencyKey: `key-${i % 24}` }))),
      )
      expect(new Set(results.map(result => result.id)).size).toBe(24)
      expect(results[24]).toEqual({ outcome: "replayed", id: results[0].id })
      expect(await leads.all()).toHaveLength(24)
    })

    it("stores a keyed pseudonym of the IP address, the same for the same address, never the address", async () => {
      const first = await leads.get((await leads.insert(newLead({}, { ip: "192.0.2.1" }))).id)
      const second = await leads.get((await leads.insert(newLead({}, { ip: "192.0.2.1" }))).id)
      const other = await leads.get((await leads.insert(newLead({}, { ip: "192.0.2.2" }))).id)
      expect(first?.ipHash).toBe(second?.ipHash)
      expect(first?.ipHash).not.toBe(other?.ipHash)
      expect(await fixture.dump()).not.toContain("192.0.2.1")
    })

    it("records the edition the form was on", async () => {
      const { id } = await leads.insert(newLead({ firstname: "ليلى" }, { language: "ar" }))
      expect((await leads.get(id))?.language).toBe("ar")
      expect((await leads.get((await leads.insert(newLead())).id))?.language).toBe("en")
    })
  })

  describe("the inbox", () => {
    it("lists newest first, 50 a page, and leaves spam out unless asked for it", async () => {
      const start = Date.parse("2026-01-01T00:00:00Z")
      for (let i = 0; i < 120; i++)
        await leads.insert(newLead({ firstname: `Person${i}` }), new Date(start + i * 60_000))
      await leads.insert(newLead({ firstname: "Bot" }, { status: "spam" }), new Date(start + 500 * 60_000))

      const first = await leads.list(EMPTY_FILTER, 1)
      expect(first).toMatchObject({ total: 120, moreThanTotal: false, page: 1, pages: 3 })
      expect(first.rows).toHaveLength(INBOX_PAGE_SIZE)
      expect(first.rows[0].name).toBe("Person119 Haddad")
      expect(names((await leads.list(EMPTY_FILTER, 3)).rows).at(-1)).toBe("Person0 Haddad")
      // A page past the end shows the last page.
      expect((await leads.list(EMPTY_FILTER, 99)).page).toBe(3)
      const spam = await leads.list(filter({ status: "spam" }), 1)
      expect(names(spam.rows)).toEqual(["Bot Haddad"])
      expect(spam.rows[0].mail).toBe("not sent (spam)")
      expect(await leads.countNew()).toBe(120)
    })

    it("filters by status, kind, service, language and received time", async () => {
      await leads.insert(newLead({ firstname: "January" }), new Date("2026-01-15T10:00:00Z"))
      await leads.insert(
        newLead({ firstname: "February", service: "VAT Service", privacy: "on" }, { kind: "contact", language: "ar" }),
        new Date("2026-02-15T10:00:00Z"),
      )
      const march = await leads.insert(newLead({ firstname: "March" }), new Date("2026-03-15T10:00:00Z"))
      await leads.setStatus(march.id, "done", STAFF)

      expect(names((await leads.list(filter({ kind: "contact" }), 1)).rows)).toEqual(["February Haddad"])
      expect(names((await leads.list(filter({ service: "VAT Service" }), 1)).rows)).toEqual(["February Haddad"])
      expect(names((await leads.list(filter({ language: "ar" }), 1)).rows)).toEqual(["February Haddad"])
      expect((await leads.list(filter({ language: "ar" }), 1)).rows[0].language).toBe("ar")
      expect(names((await leads.list(filter({ status: "done" }), 1)).rows)).toEqual(["March Haddad"])
      expect(names((await leads.list(filter({ status: "new" }), 1)).rows)).toEqual([
        "February Haddad",
        "January Haddad",
      ])
      const february = filter({ from: "2026-02-01T00:00:00.000Z", to: "2026-03-01T00:00:00.000Z" })
      expect(names((await leads.list(february, 1)).rows)).toEqual(["February Haddad"])
    })
  })

  describe("search", () => {
    beforeEach(async () => {
      await leads.insert(newLead())
      await leads.insert(
        newLead({
          firstname: "Omar",
          lastname: "Saleh",
          email: "omar@corp.example",
          phone: "050 987 6543",
          message: "VAT",
        }),
      )
      await leads.insert(
        newLead({
          firstname: "مريم",
          lastname: "الهاشمي",
          email: "maryam@example.net",
          phone: "+44 20 7946 0000",
          message: "Café opening",
        }),
      )
      await leads.insert(
        newLead(
          {
            firstname: "مُحَمَّد",
            lastname: "أحمد",
            email: "m.ahmed@example.ae",
            phone: "04 555 0199",
            message: "نرغب في فتح حساب بنكي لشركتنا في دبي",
          },
          { language: "ar" },
        ),
      )
    })
    const search = async (text: string) => names((await leads.list(filter({ search: text }), 1)).rows)

    it("matches words in the name, e-mail, phone and message; the last word, as typed so far, by its start", async () => {
      expect(await search("amir")).toEqual(["Amira Haddad"])
      expect(await search("haddad ami")).toEqual(["Amira Haddad"])
      expect(await search("ami haddad")).toEqual([])
      expect(await search("corp.example")).toEqual(["Omar Saleh"])
      expect(await search("business")).toEqual(["Amira Haddad"])
      expect(await search("cafe")).toEqual(["مريم الهاشمي"])
    })

    it("finds Arabic names and words, with or without short vowels and whatever the alef", async () => {
      expect(await search("مريم")).toEqual(["مريم الهاشمي"])
      expect(await search("محمد")).toEqual(["مُحَمَّد أحمد"])
      expect(await search("احمد")).toEqual(["مُحَمَّد أحمد"])
      expect(await search("حساب بنكي")).toEqual(["مُحَمَّد أحمد"])
      expect(await search("دبي")).toEqual(["مُحَمَّد أحمد"])
    })

    it("finds a phone number however it is typed", async () => {
      expect(await search("+971 50 123 4567")).toEqual(["Amira Haddad"])
      expect(await search("0501234567")).toEqual(["Amira Haddad"])
      expect(await search("501234567")).toEqual(["Amira Haddad"])
      expect(await search("971 50 987 6543")).toEqual(["Omar Saleh"])
    })

    it("matches a start from two characters on, however long; one character only as a whole word", async () => {
      await leads.insert(
        newLead({
          firstname: "Layla",
          lastname: "Nasser",
          email: "layla@example.net",
          phone: "04 555 0100",
          message: "Internationalisation",
        }),
      )
      expect(await search("haddad am")).toEqual(["Amira Haddad"])
      expect(await search("busines")).toEqual(["Amira Haddad"])
      expect(await search("business")).toEqual(["Amira Haddad"])
      expect(await search("businesses")).toEqual([])
      expect(await search("internat")).toEqual(["Layla Nasser"])
      expect(await search("internati")).toEqual(["Layla Nasser"])
      expect(await search("internationalisation")).toEqual(["Layla Nasser"])
      expect(await search("9715012")).toEqual(["Amira Haddad"])
      expect(await search("971501234")).toEqual(["Amira Haddad"])
      expect(await search("a")).toEqual(["Amira Haddad"])
      expect(await search("b")).toEqual([])
      expect(await search("bu")).toEqual(["Amira Haddad"])
      // 05 is also 5…, a one-digit start: 50 (Amira), 050 (Omar), 555 (Layla and Mohammed).
      expect(await search("05")).toEqual(["Layla Nasser", "مُحَمَّد أحمد", "Omar Saleh", "Amira Haddad"])
    })

    it("stores and finds a word as long as the form allows", async () => {
      const long = "ب".repeat(2_500)
      const { id } = await leads.insert(newLead({ firstname: "Long", message: `x ${long} y` }))
      expect((await leads.get(id))?.message).toBe(`x ${long} y`)
      expect(await search(long)).toEqual(["Long Haddad"])
      expect(await search(`${long} y`)).toEqual(["Long Haddad"])
    })

    it("treats query syntax as text, and an empty search as none", async () => {
      expect(await search('amira" OR "omar')).toEqual([])
      expect(await search("NEAR(amira omar)")).toEqual([])
      expect(await search("email:omar")).toEqual([])
      expect(await search("*")).toHaveLength(4)
    })

    it("forgets an erased lead, and finds one stored after it", async () => {
      const [amira] = (await leads.list(filter({ search: "amira" }), 1)).rows
      expect(await leads.erase(amira.id, STAFF)).toBe(true)
      expect(await search("amira")).toEqual([])
      const newest = await leads.insert(newLead({ firstname: "Layla", lastname: "Nasser", email: "layla@example.org" }))
      expect(await search("layla")).toEqual(["Layla Nasser"])
      expect(await leads.erase(newest.id, STAFF)).toBe(true)
      await leads.insert(newLead({ firstname: "Yusuf", lastname: "Karim", email: "yusuf@example.org" }))
      expect(await search("yusuf")).toEqual(["Yusuf Karim"])
      expect(await search("layla")).toEqual([])
    })

    it("counts a search's or a filter's matches up to the limit, then says there are more; the inbox and each status exactly", async () => {
      const batch = (from: number, count: number) =>
        Promise.all(
          Array.from({ length: count }, (_, i) =>
            leads.insert(newLead({ firstname: "Zara", lastname: `Number${from + i}` })),
          ),
        )
      for (let from = 0; from < COUNT_LIMIT; from += 1_000) await batch(from, 1_000)
      const atLimit = await leads.list(filter({ search: "zara" }), 1)
      expect(atLimit).toMatchObject({ total: COUNT_LIMIT, moreThanTotal: false })

      await batch(COUNT_LIMIT, 1)
      const past = await leads.list(filter({ search: "zara" }), 1)
      expect(past).toMatchObject({ total: COUNT_LIMIT, moreThanTotal: true, page: 1 })
      expect(past.pages).toBe(COUNT_LIMIT / INBOX_PAGE_SIZE)
      expect(past.rows[0].name).toBe(`Zara Number${COUNT_LIMIT}`)
      const byKind = await leads.list(filter({ kind: "lead" }), COUNT_LIMIT)
      expect(byKind).toMatchObject({ total: COUNT_LIMIT, moreThanTotal: true, page: COUNT_LIMIT / INBOX_PAGE_SIZE })
      expect(await leads.list(filter({ kind: "contact" }), 1)).toMatchObject({ total: 0, moreThanTotal: false })
      const lastPage = Math.ceil((COUNT_LIMIT + 5) / INBOX_PAGE_SIZE)
      const everything = await leads.list(EMPTY_FILTER, lastPage)
      expect(everything).toMatchObject({
        total: COUNT_LIMIT + 5,
        moreThanTotal: false,
        page: lastPage,
        pages: lastPage,
      })
      expect(names(everything.rows)).toHaveLength(5)
      expect(await leads.list(filter({ status: "new" }), 1)).toMatchObject({ total: COUNT_LIMIT + 5 })
    })
  })

  describe("the totals of the inbox and of each status", () => {
    const totals = async () => {
      const of = async (status: LeadStatus | null) => (await leads.list(filter({ status }), 1)).total
      return { all: await of(null), new: await of("new"), inProgress: await of("in_progress"), spam: await of("spam") }
    }
    const counted = async () => {
      const all = await leads.all()
      const of = (status: LeadStatus) => all.filter(lead => lead.status === status).length
      return {
        all: all.length - of("spam"),
        new: of("new"),
        inProgress: of("in_progress"),
        spam: of("spam"),
      }
    }

    it("follow every change: posts, spam, replays, status changes, erasures and retention", async () => {
      const old = await leads.insert(newLead(), new Date("2026-01-01T00:00:00Z"))
      const spam = await leads.insert(newLead({}, { status: "spam" }))
      const kept = await Promise.all(
        Array.from({ length: 6 }, (_, i) => leads.insert(newLead({}, { idempotencyKey: `key-${i % 5}` }))),
      )
      expect(await totals()).toEqual({ all: 6, new: 6, inProgress: 0, spam: 1 })
      await leads.setStatus(kept[0].id, "in_progress", STAFF)
      await leads.setStatus(kept[0].id, "in_progress", STAFF)
      await leads.setStatus(kept[1].id, "done", STAFF)
      await leads.setStatus(spam.id, "new", STAFF)
      await leads.setStatus(kept[2].id, "spam", STAFF)
      expect(await totals()).toEqual(await counted())
      expect(await totals()).toEqual({ all: 6, new: 4, inProgress: 1, spam: 1 })
      expect(await leads.countNew()).toBe(4)
      await leads.erase(kept[0].id, STAFF)
      await leads.erase(kept[2].id, STAFF)
      expect(await leads.eraseOlderThan(new Date("2026-02-01T00:00:00Z"), "system")).toBe(1)
      expect(await leads.get(old.id)).toBeNull()
      expect(await totals()).toEqual(await counted())
      expect(await totals()).toEqual({ all: 4, new: 3, inProgress: 0, spam: 0 })
      expect(await leads.countNew()).toBe(3)
    })
  })

  describe("staff changes, each with its audit entry", () => {
    it("records status changes and notes with who and when, and erases them with the lead", async () => {
      const { id } = await leads.insert(newLead())
      const changed = await leads.setStatus(id, "in_progress", STAFF, new Date("2026-05-01T09:00:00Z"))
      expect(changed.outcome).toBe("changed")
      expect((await leads.setStatus(id, "in_progress", STAFF)).outcome).toBe("unchanged")
      expect((await leads.addNote(id, "Called, sending the forms <b>today</b>", STAFF)).outcome).toBe("changed")
      expect((await leads.setStatus("01ARZ3NDEKTSV4RRFFQ69G5FAV", "done", STAFF)).outcome).toBe("no-lead")

      const detail = await leads.view(id, STAFF)
      expect(detail?.status).toBe("in_progress")
      expect(detail?.activity).toEqual([
        { at: "2026-05-01T09:00:00.000Z", actor: STAFF, kind: "status", body: "new → in_progress" },
        expect.objectContaining({ actor: STAFF, kind: "note", body: "Called, sending the forms <b>today</b>" }),
      ])
      expect(await leads.erase(id, STAFF)).toBe(true)
      expect(await leads.view(id, STAFF)).toBeNull()
      expect(await fixture.count("lead_activity")).toBe(0)
      expect(await fixture.count("outbox")).toBe(0)
      expect(await auditActions()).toEqual(["delete", "view", "note", "status"])
      const [deleted] = await fixture.storage.audit.page(null)
      expect(deleted).toMatchObject({ actor: STAFF, leadId: id, detail: "" })
    })

    it("moves a lead out of spam with its notification queued; a spam lead is never resent", async () => {
      const { id } = await leads.insert(newLead({}, { status: "spam" }))
      expect(await leads.resend(id, STAFF)).toEqual({ outcome: "spam" })
      await leads.setStatus(id, "new", STAFF, new Date("2026-05-01T09:00:00Z"))
      expect(await leads.get(id)).toMatchObject({ status: "new", notification: { attempts: 0 } })
      const due = await fixture.storage.outbox.claimDue(Date.parse("2026-05-01T09:00:00Z"), 10, 60_000)
      expect(due.map(lead => lead.id)).toEqual([id])
      expect(await auditActions()).toEqual(["not-spam"])
    })

    it("resend queues a sent notification again and counts it", async () => {
      const { id } = await leads.insert(newLead())
      await fixture.storage.outbox.markSent(id)
      const resent = await leads.resend(id, STAFF)
      expect(resent).toMatchObject({ outcome: "queued", lead: { mail: "pending", notification: { resends: 1 } } })
      expect(resent.outcome === "queued" && resent.lead.activity.map(entry => entry.kind)).toEqual(["resend"])
      expect(await auditActions()).toEqual(["resend"])
    })

    it("exports a filter and every lead, and audits both", async () => {
      await leads.insert(newLead({ firstname: "One" }))
      await leads.insert(newLead({ firstname: "Two" }, { status: "spam" }))
      expect((await leads.exportRows(EMPTY_FILTER, STAFF)).map(row => row.firstname)).toEqual(["One"])
      expect((await leads.exportAll("command line (test)")).map(row => row.firstname)).toEqual(["One", "Two"])
      expect((await fixture.storage.audit.page(null)).map(entry => [entry.actor, entry.action, entry.detail])).toEqual([
        ["command line (test)", "export", "2 leads"],
        [STAFF, "export", "1 leads"],
      ])
    })

    it("the retention purge erases leads older than the limit and writes how many to the audit log", async () => {
      const now = new Date("2026-06-30T00:00:00Z")
      await leads.insert(newLead({ firstname: "Old" }), new Date("2026-01-01T00:00:00Z"))
      await leads.insert(newLead({ firstname: "Recent" }), new Date("2026-06-29T00:00:00Z"))
      expect(await leads.eraseOlderThan(new Date("2026-04-01T00:00:00Z"), "system", now)).toBe(1)
      expect(names((await leads.list(EMPTY_FILTER, 1)).rows)).toEqual(["Recent Haddad"])
      expect(await fixture.storage.audit.page(null)).toMatchObject([
        { actor: "system", action: "retention-purge", detail: "1 leads received before 2026-04-01T00:00:00.000Z" },
      ])
      expect(await leads.eraseOlderThan(new Date("2026-04-01T00:00:00Z"), "system", now)).toBe(0)
      expect(await fixture.storage.audit.page(null)).toHaveLength(1)
    })

    it("a change whose audit entry cannot be written does not happen", async () => {
      const { id } = await leads.insert(newLead())
      const before = await fixture.dump()
      await fixture.failInsertsInto("audit_log", "audit trouble")
      await expect(leads.setStatus(id, "done", STAFF)).rejects.toEqual(rejection(/audit trouble/))
      await expect(leads.addNote(id, "A note", STAFF)).rejects.toEqual(rejection(/audit trouble/))
      await expect(leads.resend(id, STAFF)).rejects.toEqual(rejection(/audit trouble/))
      await expect(leads.erase(id, STAFF)).rejects.toEqual(rejection(/audit trouble/))
      await expect(leads.view(id, STAFF)).rejects.toEqual(rejection(/audit trouble/))
      await expect(leads.exportRows(EMPTY_FILTER, STAFF)).rejects.toEqual(rejection(/audit trouble/))
      await expect(leads.eraseOlderThan(new Date("2100-01-01T00:00:00Z"), "system")).rejects.toEqual(
        rejection(/audit trouble/),
      )
      expect(await fixture.dump()).toBe(before)
    })
  })
})
