import type { FastifyInstance } from "fastify"
import type { Config } from "../config"
import { HONEYPOT_FIELD } from "../../shared/forms/honeypot"
import { composeNotification } from "../mail/compose-notification"
import { openDatabase } from "../storage/sqlite/database"
import { openSqliteStorage } from "../storage/sqlite/sqlite-storage"
import { newLead } from "./support/new-lead"
import { startSmtpSink, type SmtpSink } from "./support/smtp-sink"
import { FORM, leadService, readLeads, startApp, tempDir, validContact, validLead, waitFor } from "./support/test-app"

let sink: SmtpSink | null = null
let app: FastifyInstance | null = null

afterEach(async () => {
  await app?.close()
  await sink?.close()
  app = null
  sink = null
})

async function postForm(url: string, body: string) {
  const response = await fetch(`${url}/send_email.php`, { method: "POST", headers: FORM, body })
  expect(response.status).toBe(200)
  return ((await response.json()) as { id: string }).id
}

/** A loopback port with nothing listening on it: connections are refused. */
async function closedPort(): Promise<number> {
  const probe = await startSmtpSink()
  await probe.close()
  return probe.port
}

const sentAt = async (site: Pick<Config, "dataDir" | "databaseUrl">, id: string) =>
  (await readLeads(site)).find(lead => lead.id === id)?.notification?.sentAt

describe("staff e-mail", () => {
  it("sends each lead to LEADS_NOTIFY_TO from LEADS_MAIL_FROM, the visitor only in Reply-To, all fields escaped", async () => {
    sink = await startSmtpSink()
    const started = await startApp({ smtpUrl: `smtp://127.0.0.1:${sink.port}` })
    app = started.app
    const message = `<script>alert("hi")</script> & <b>bold</b>\nsecond line`
    const leadId = await postForm(started.url, validLead({ message, lastname: "O'Brien <Ltd>" }))
    const contactId = await postForm(started.url, validContact())
    await waitFor(() => sink!.messages.length >= 2)

    const lead = sink.messages.find(mail => mail.headers.get("x-lead-id") === leadId)!
    expect(lead.envelopeTo).toEqual(["staff@example.com"])
    expect(lead.headers.get("to")).toBe("staff@example.com")
    expect(lead.headers.get("from")).toBe("website@example.com")
    expect(lead.headers.get("reply-to")).toContain("<amira@example.org>")
    expect(lead.headers.get("message-id")).toBe(`<lead.${leadId}@example.com>`)
    expect(lead.headers.get("subject")).toBe(`Quote request: Amira O'Brien <Ltd> (${leadService})`)
    expect(lead.text).toContain(message)
    expect(lead.text).toContain("Phone: +971 50 123 4567")
    expect(lead.html).toContain(
      "&#60;script&#62;alert(&#34;hi&#34;)&#60;/script&#62; &#38; &#60;b&#62;bold&#60;/b&#62;",
    )
    expect(lead.html).toContain("O&#39;Brien &#60;Ltd&#62;")
    expect(lead.html).not.toMatch(/<script|<b>|<Ltd>/)

    const contact = sink.messages.find(mail => mail.headers.get("x-lead-id") === contactId)!
    expect(contact.headers.get("subject")).toBe("Contact message: Omar Saleh")
    expect(contact.headers.get("reply-to")).toContain("<omar@example.org>")
    expect(contact.text).toContain("Privacy consent: given")

    await waitFor(async () => (await sentAt(started.config, leadId)) && sentAt(started.config, contactId))
  })

  it("names the visitor in Reply-To without anything that reads as an address", async () => {
    sink = await startSmtpSink()
    const started = await startApp({ smtpUrl: `smtp://127.0.0.1:${sink.port}` })
    app = started.app
    const id = await postForm(
      started.url,
      validLead({ firstname: '"ceo@corp.example"', lastname: "＜boss﹫corp.example＞", email: "amira@example.org" }),
    )
    await waitFor(() => sink!.messages.find(mail => mail.headers.get("x-lead-id") === id))
    const replyTo = sink.messages.find(mail => mail.headers.get("x-lead-id") === id)!.headers.get("reply-to") ?? ""
    // The display name, with the quotes the header's syntax may put around it taken off.
    const [, displayName] = /^"?(.*?)"? <amira@example\.org>$/.exec(replyTo) ?? []
    expect(displayName).toBe("ceo corp.example boss corp.example")
  })

  it("does not mail spam", async () => {
    sink = await startSmtpSink()
    const started = await startApp({ smtpUrl: `smtp://127.0.0.1:${sink.port}` })
    app = started.app
    const spamId = await postForm(started.url, validLead() + `&${HONEYPOT_FIELD}=buy+now`)
    const realId = await postForm(started.url, validContact())
    // The outbox is sent oldest first: had the spam been owed a mail, it would have gone before this one.
    await waitFor(async () => sentAt(started.config, realId))
    expect((await readLeads(started.config)).find(lead => lead.id === spamId)?.notification).toBeNull()
    expect(sink.messages.map(mail => mail.headers.get("x-lead-id"))).toEqual([realId])
  })

  it("stores and acknowledges while the mail server refuses connections, then delivers exactly once when it is back", async () => {
    const port = await closedPort()
    const started = await startApp({ smtpUrl: `smtp://127.0.0.1:${port}` })
    app = started.app
    const id = await postForm(started.url, validLead())
    const failed = await waitFor(async () =>
      (await readLeads(started.config)).find(lead => (lead.notification?.attempts ?? 0) >= 1),
    )
    expect(failed.notification).toMatchObject({ sentAt: null, lastError: expect.stringMatching(/ECONNREFUSED/) })

    sink = await startSmtpSink(port)
    await waitFor(async () => sentAt(started.config, id))
    // A later lead's mail means the worker has looked at the outbox again since.
    const laterId = await postForm(started.url, validContact())
    await waitFor(async () => sentAt(started.config, laterId))
    expect(sink.messages.map(mail => mail.headers.get("message-id"))).toEqual([
      `<lead.${id}@example.com>`,
      `<lead.${laterId}@example.com>`,
    ])
  })

  it("sends what was pending after a restart", async () => {
    const port = await closedPort()
    const dataDir = tempDir("leads-restart-")
    const first = await startApp({ dataDir, smtpUrl: `smtp://127.0.0.1:${port}` })
    const id = await postForm(first.url, validLead())
    await waitFor(async () => (await readLeads({ dataDir, databaseUrl: null }))[0]?.notification?.attempts)
    await first.app.close()

    sink = await startSmtpSink(port)
    const second = await startApp({ dataDir, smtpUrl: `smtp://127.0.0.1:${port}` })
    app = second.app
    await waitFor(async () => sentAt({ dataDir, databaseUrl: null }, id))
    expect(sink.messages).toHaveLength(1)
  })

  it("flags a lead for attention after repeated failures and keeps retrying", async () => {
    const port = await closedPort()
    const started = await startApp({ smtpUrl: `smtp://127.0.0.1:${port}` })
    app = started.app
    await postForm(started.url, validLead())
    const flagged = await waitFor(async () =>
      (await readLeads(started.config)).find(lead => lead.notification?.needsAttention),
    )
    const attempts = flagged.notification!.attempts
    expect(attempts).toBeGreaterThanOrEqual(3)
    await waitFor(async () => ((await readLeads(started.config))[0].notification?.attempts ?? 0) > attempts)
  })

  it("says which edition a lead came from, and lets Arabic text read right to left", async () => {
    sink = await startSmtpSink()
    const started = await startApp({ smtpUrl: `smtp://127.0.0.1:${sink.port}` })
    app = started.app
    const response = await fetch(`${started.url}/send_email.php`, {
      method: "POST",
      headers: { ...FORM, referer: `${started.url}/ar/contact/` },
      body: validContact({ firstname: "مريم", message: "نرغب في فتح حساب بنكي" }),
    })
    const { id } = (await response.json()) as { id: string }
    await waitFor(() => sink!.messages.length >= 1)
    const [mail] = sink.messages
    expect(mail.headers.get("x-lead-id")).toBe(id)
    expect(mail.text).toContain("Contact message from the Arabic site")
    expect(mail.text).toContain("Sent from: Arabic site")
    expect(mail.html).toContain('<td dir="auto">مريم</td>')
    expect(mail.html).toContain('<p dir="auto" style="white-space:pre-wrap">نرغب في فتح حساب بنكي</p>')
  })

  it("survives a database error in the outbox (another writer holds the lock) and delivers once it clears", async () => {
    const unhandled: unknown[] = []
    const onUnhandled = (reason: unknown) => unhandled.push(reason)
    process.on("unhandledRejection", onUnhandled)
    try {
      const port = await closedPort()
      const started = await startApp({ smtpUrl: `smtp://127.0.0.1:${port}` })
      app = started.app
      const id = await postForm(started.url, validLead())
      await waitFor(async () => (await readLeads(started.config))[0]?.notification?.attempts)

      // As the staff CLI's checkpoint would: the worker's next markFailed waits 5 s, then SQLITE_BUSY.
      const logged = jest.spyOn(started.app.log, "error")
      const outboxErrors = () =>
        logged.mock.calls.filter(
          ([, message]) => message === "mail outbox could not be read or updated; will look again",
        )
      const blocker = openDatabase(started.config.dataDir)
      blocker.exec("BEGIN IMMEDIATE")
      await waitFor(() => outboxErrors().length > 0, 30_000)
      blocker.exec("ROLLBACK")
      blocker.close()
      expect(outboxErrors()[0][0]).toMatchObject({ err: { code: "SQLITE_BUSY" } })

      sink = await startSmtpSink(port)
      await waitFor(async () => sentAt(started.config, id), 15_000)
      expect(await postForm(started.url, validContact())).toMatch(/\S/)
      expect(unhandled).toEqual([])
    } finally {
      process.off("unhandledRejection", onUnhandled)
    }
  })

  it("sends a staff resend again, with its own Message-ID", async () => {
    sink = await startSmtpSink()
    const started = await startApp({ smtpUrl: `smtp://127.0.0.1:${sink.port}` })
    app = started.app
    const id = await postForm(started.url, validLead())
    await waitFor(async () => sentAt(started.config, id))

    const storage = openSqliteStorage(started.config.dataDir)
    await storage.leads.resend(id, "command line (test)")
    await storage.close()
    // The resend came from another process (the CLI): the worker notices at its next look.
    await waitFor(() => sink!.messages.length >= 2)
    expect(sink.messages.map(mail => mail.headers.get("message-id"))).toEqual([
      `<lead.${id}@example.com>`,
      `<lead.${id}.resend-1@example.com>`,
    ])
  })
})

describe("the reply address", () => {
  const stored = (email: string) => ({
    ...newLead({ email }).fields,
    id: "01JABCDEFGHJKMNPQRSTVWXYZ0",
    kind: "lead" as const,
    status: "new" as const,
    language: "en" as const,
    createdAt: "2026-01-01T00:00:00.000Z",
    ipHash: null,
    userAgent: null,
    idempotencyKey: null,
    origin: { sourcePage: null, landingPage: null, referrer: null },
    notification: null,
  })
  const addresses = { from: "website@example.com", to: "staff@example.com" }

  it("is the visitor's one address", () => {
    expect(composeNotification(stored("amira@example.org"), addresses).replyTo).toEqual({
      name: "Amira Haddad",
      address: "amira@example.org",
    })
  })

  it.each(["victim@corp.example,attacker@evil.example", '"Eve" <ceo@corp.example>', "a@b.example; c@d.example"])(
    "is left out for %j, which is not exactly one address (a reply could reach someone else)",
    email => {
      const mail = composeNotification(stored(email), addresses)
      expect(mail.replyTo).toBeUndefined()
      expect(mail.text).toContain("The visitor's e-mail address cannot be replied to.")
    },
  )
})
