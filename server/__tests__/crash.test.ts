/**
 * Durability: the server (a real child process) takes concurrent posts, is killed
 * with SIGKILL mid-load, and restarted on the same database (its DATA_DIR's file, or its
 * PostgreSQL database). Every lead whose 200 reached a client must be there; requests cut
 * off by the kill may or may not be.
 */
import type { ChildProcess } from "node:child_process"
import { listening, spawnEntry } from "./support/spawn-entry"
import { reportSkippedEngines } from "./support/storage-engines"
import { siteEnv, storageSites, type StorageSite } from "./support/storage-sites"
import { FORM, readLeads, tempDir, validLead, waitFor } from "./support/test-app"

/** Acknowledged leads the kill must come after: enough that losing any would show. */
const MEANINGFUL_ACKNOWLEDGEMENTS = 50

const children: ChildProcess[] = []
afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL")
})

async function startServer(site: StorageSite) {
  const child = spawnEntry("server/main.ts", {
    ...siteEnv(site),
    PORT: "0",
    HOST: "127.0.0.1",
    PUBLIC_DIR: tempDir("crash-public-"),
    LEADS_RATE_LIMIT: "0",
    LOG_LEVEL: "info",
    SMTP_URL: "",
  })
  children.push(child)
  return { child, ...(await listening(child)) }
}

reportSkippedEngines()

it.each(storageSites)(
  "keeps every acknowledged lead through a SIGKILL under load, on $engine",
  async ({ site: newSite }) => {
    const site = await newSite()
    const { child, port, log } = await startServer(site)
    // Without SMTP_URL it says once, at start-up, that e-mails stay pending.
    expect(log.match(/SMTP_URL is not set/g)).toHaveLength(1)
    const acknowledged: string[] = []
    let killed = false

    const client = async (worker: number) => {
      for (let i = 0; !killed; i++) {
        try {
          const response = await fetch(`http://127.0.0.1:${port}/send_email.php`, {
            method: "POST",
            headers: { ...FORM, "idempotency-key": `crash-${worker}-${i}` },
            body: validLead({ email: `w${worker}.n${i}@example.org` }),
          })
          if (response.status === 200) acknowledged.push(((await response.json()) as { id: string }).id)
        } catch {
          // Cut off by the kill: never acknowledged, so nothing is owed.
        }
      }
    }
    const clients = Array.from({ length: 16 }, (_, worker) => client(worker))
    // The kill falls mid-load once enough leads are acknowledged for the check to mean something,
    // however fast this machine takes them; the 16 clients are still posting when it comes.
    await waitFor(() => acknowledged.length > MEANINGFUL_ACKNOWLEDGEMENTS)
    const exited = new Promise(resolve => child.once("exit", resolve))
    child.kill("SIGKILL")
    await exited
    killed = true
    await Promise.all(clients)

    const restarted = await startServer(site)
    const stored = new Set((await readLeads(site)).map(lead => lead.id))
    expect(acknowledged.filter(id => !stored.has(id))).toEqual([])
    // And the restarted server works on the recovered database.
    const after = await fetch(`http://127.0.0.1:${restarted.port}/send_email.php`, {
      method: "POST",
      headers: FORM,
      body: validLead(),
    })
    expect(after.status).toBe(200)
    restarted.child.kill("SIGTERM")
    expect(await new Promise(resolve => restarted.child.once("exit", code => resolve(code)))).toBe(0)
  },
  60_000,
)
