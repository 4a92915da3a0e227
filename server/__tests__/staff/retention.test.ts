/** The daily chores on every engine: what retention erases, and that each purge is audited. */
import { runDailyChores } from "../../staff/retention"
import { SecretBox } from "../../staff/secret-box"
import { Sessions } from "../../staff/sessions"
import { newLead } from "../support/new-lead"
import { storageEngines } from "../support/storage-engines"

const DAY = 24 * 60 * 60_000

describe.each(storageEngines)("the daily chores on $engine", ({ open }) => {
  it("erase old leads and old audit entries, keep the rest, and record each purge", async () => {
    const fixture = await open()
    try {
      const { storage } = fixture
      const now = new Date("2026-06-30T00:00:00Z")
      await storage.leads.insert(newLead({ firstname: "Old" }), new Date(now.getTime() - 100 * DAY))
      await storage.leads.insert(newLead({ firstname: "Recent" }), new Date(now.getTime() - DAY))
      await storage.audit.write({ actor: "sara@example.com", action: "sign-in" }, new Date(now.getTime() - 500 * DAY))
      await storage.audit.write({ actor: "sara@example.com", action: "sign-in" }, new Date(now.getTime() - 10 * DAY))
      const sessions = new Sessions(
        storage.sessions,
        { idleMs: DAY, absoluteMs: DAY },
        SecretBox.fromHex("1".repeat(64)),
      )

      await runDailyChores(storage, sessions, { leads: 90, audit: 400 }, now)

      expect((await storage.leads.all()).map(lead => lead.firstname)).toEqual(["Recent"])
      const entries = await storage.audit.page(null)
      expect(entries.map(entry => [entry.actor, entry.action, entry.detail])).toEqual([
        ["system", "audit-purge", "1 entries before 2025-05-26"],
        ["system", "retention-purge", "1 leads received before 2026-04-01T00:00:00.000Z"],
        ["sara@example.com", "sign-in", ""],
      ])
      await runDailyChores(storage, sessions, { leads: 90, audit: 400 }, now)
      expect(await storage.audit.page(null)).toHaveLength(3)
    } finally {
      await fixture.close()
    }
  })
})
