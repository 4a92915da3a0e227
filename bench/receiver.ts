/**
 * `npm run bench:receiver [-- --db=postgres]`: how many leads per second the receiver stores, and
 * how fast it answers, for valid posts over loopback.
 *
 * SQLite (the default): the server runs as its own process (as in production; the load generator
 * would otherwise share its event loop) on a temporary DATA_DIR. --db=postgres: two instances on one
 * throwaway PostgreSQL cluster (fsync on, as in production; or a fresh database on the server
 * BENCH_DATABASE_URL names) behind HAProxy with deploy/haproxy.cfg, and the posts go to HAProxy.
 * Either way without SMTP and with the rate limit off. autocannon sends valid lead forms, each with
 * its own Idempotency-Key and e-mail address, from 20 connections for 10 seconds. Then every
 * acknowledged id is looked up in the database: the row count may exceed the acknowledgements by
 * requests cut off at the end, but no acknowledged lead may be missing, and none stored twice.
 * Targets: >= 1,000 leads/s on 2 cores; p99 <= 20 ms on SQLite, <= 50 ms through the load balancer.
 * The CPU each part used per lead (server, database, load balancer, load generator) says what a
 * short figure is short of.
 */
import autocannon from "autocannon"
import { spawnSync } from "node:child_process"
import { randomUUID } from "node:crypto"
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { availableParallelism, loadavg, tmpdir } from "node:os"
import { join } from "node:path"
import { parseArgs } from "node:util"
import Database from "better-sqlite3"
import pg from "pg"
import { openDatabase } from "../server/storage/sqlite/database"
import { startBalancedInstances } from "./balanced-instances"
import { engineOf, openBenchDatabase } from "./bench-database"
import { cpuSeconds, familyCpuSeconds } from "./process-cpu"
import { startProductionServer } from "./production-server"

const { values: options } = parseArgs({ options: { db: { type: "string", default: "sqlite" } } })
const ENGINE = engineOf(options.db)
const CONNECTIONS = 20
const DURATION_S = Number(process.env.BENCH_DURATION || 10)
const TARGET_P99_MS = ENGINE === "sqlite" ? 20 : 50
const root = join(__dirname, "..")

/** What a run posts to, the processes whose CPU it reports, and what it finds stored afterwards. */
type Target = {
  url: string
  description: string
  parts: { name: string; cpu: () => number | null }[]
  stored: () => Promise<{ ids: Set<string>; pending: number; storedTwice: number }>
  stop: () => Promise<void>
}

// Each post has its own e-mail address: a lead stored twice shows as an address stored twice.
const STORED_TWICE = "SELECT count(*) - count(DISTINCT email) AS n FROM leads"

async function sqliteTarget(env: Record<string, string>): Promise<Target> {
  const server = await startProductionServer({ env })
  return {
    url: server.origin,
    description: "one server on SQLite (synchronous=FULL)",
    parts: [{ name: "server", cpu: () => cpuSeconds(server.pid) }],
    stored: async () => {
      const db = openDatabase(server.dataDir)
      try {
        return {
          ids: new Set<string>(db.prepare("SELECT id FROM leads").pluck().all().map(String)),
          pending: Number(db.prepare("SELECT COUNT(*) FROM outbox WHERE sent_at IS NULL").pluck().get()),
          storedTwice: Number(db.prepare(STORED_TWICE).pluck().get()),
        }
      } finally {
        db.close()
      }
    },
    stop: () => server.stop(),
  }
}

async function postgresTarget(env: Record<string, string>): Promise<Target> {
  const database = await openBenchDatabase("postgres", { durable: true })
  const balanced = await startBalancedInstances({ ...env, ...database.env }).catch(async error => {
    await database.stop()
    throw error
  })
  const postmaster = database.clusterDir
    ? Number(readFileSync(join(database.clusterDir, "data", "postmaster.pid"), "utf8").split("\n")[0])
    : null
  const [one, two] = balanced.instances
  return {
    url: balanced.origin,
    description: "two instances on PostgreSQL (synchronous_commit on, fsync on) behind HAProxy",
    parts: [
      { name: "instance one", cpu: () => cpuSeconds(one.pid) },
      { name: "instance two", cpu: () => cpuSeconds(two.pid) },
      { name: "postgres", cpu: () => (postmaster === null ? null : familyCpuSeconds(postmaster)) },
      { name: "haproxy", cpu: () => cpuSeconds(balanced.balancerPid) },
    ],
    stored: async () => {
      const client = new pg.Client({ connectionString: database.databaseUrl ?? "" })
      await client.connect()
      try {
        const ids = (await client.query<{ id: string }>("SELECT id FROM leads")).rows.map(row => row.id)
        const pending = await client.query<{ n: string }>("SELECT count(*) AS n FROM outbox WHERE sent_at IS NULL")
        const twice = await client.query<{ n: string }>(STORED_TWICE)
        return { ids: new Set(ids), pending: Number(pending.rows[0].n), storedTwice: Number(twice.rows[0].n) }
      } finally {
        await client.end()
      }
    },
    stop: async () => {
      await balanced.stop()
      await database.stop()
    },
  }
}

/**
 * The disk's own floor: single-row commits with synchronous=FULL on the file system
 * of DATA_DIR. No durable answer can be faster than one such commit, so this puts
 * the latency figures in context when other work shares the disk.
 */
function diskCommitLatency(dir: string): { p50: number; p99: number } {
  const db = new Database(join(dir, "fsync-probe.sqlite"))
  db.pragma("journal_mode = WAL")
  db.pragma("synchronous = FULL")
  db.exec("CREATE TABLE probe (value TEXT)")
  const insert = db.prepare("INSERT INTO probe (value) VALUES (?)")
  const times: number[] = []
  for (let i = 0; i < 200; i++) {
    const started = performance.now()
    insert.run("x".repeat(500))
    times.push(performance.now() - started)
  }
  db.close()
  times.sort((a, b) => a - b)
  const round = (ms: number) => Math.round(ms * 100) / 100
  return { p50: round(times[100]), p99: round(times[198]) }
}

async function main(): Promise<void> {
  const probeDir = mkdtempSync(join(tmpdir(), "bench-fsync-"))
  const disk = diskCommitLatency(probeDir)
  rmSync(probeDir, { recursive: true, force: true })
  const built = spawnSync("npx", ["tsx", "scripts/build-if-needed.ts", "server"], { cwd: root, stdio: "inherit" })
  if (built.status !== 0) throw new Error("could not build the server (npm run build:server)")
  const publicDir = mkdtempSync(join(tmpdir(), "bench-public-"))
  const env = { PUBLIC_DIR: publicDir, SMTP_URL: "", LEADS_RATE_LIMIT: "0", LOG_LEVEL: "error" }
  const target = ENGINE === "sqlite" ? await sqliteTarget(env) : await postgresTarget(env)
  const url = target.url
  try {
    const loadBefore = loadavg()[0]
    const cpuBefore = target.parts.map(part => part.cpu())
    const generatorBefore = process.cpuUsage()
    let sequence = 0
    const acknowledged: string[] = []
    let malformed = 0
    const result = await autocannon({
      url,
      connections: CONNECTIONS,
      duration: DURATION_S,
      requests: [
        {
          method: "POST",
          path: "/send_email.php",
          setupRequest: request => {
            const n = sequence++
            return {
              ...request,
              headers: { "content-type": "application/x-www-form-urlencoded", "idempotency-key": randomUUID() },
              body: new URLSearchParams({
                firstname: "Bench",
                lastname: `Visitor ${n}`,
                email: `bench.${n}@example.org`,
                phone: "+971 50 000 0000",
                service: "Open Bank Account",
                message: "Benchmark lead: please ignore.",
                submit: "submit",
              }).toString(),
            }
          },
          onResponse: (status, body) => {
            if (status !== 200) return
            try {
              acknowledged.push((JSON.parse(body) as { id: string }).id)
            } catch {
              malformed++
            }
          },
        },
      ],
    })

    const generatorCpu = process.cpuUsage(generatorBefore)
    const perLead = (seconds: number | null) =>
      seconds === null || acknowledged.length === 0 ? null : Math.round((seconds * 1e6) / acknowledged.length)
    const cpuPerLeadUs: Record<string, number | null> = Object.fromEntries(
      target.parts.map((part, i) => {
        const before = cpuBefore[i]
        const after = part.cpu()
        return [part.name, perLead(before === null || after === null ? null : after - before)]
      }),
    )
    cpuPerLeadUs["load generator"] = perLead((generatorCpu.user + generatorCpu.system) / 1e6)
    const { ids: stored, pending, storedTwice } = await target.stored()
    const missing = acknowledged.filter(id => !stored.has(id))

    const figures = {
      connections: CONNECTIONS,
      durationSeconds: result.duration,
      leadsPerSecond: Math.round(acknowledged.length / result.duration),
      acknowledged: acknowledged.length,
      storedRows: stored.size,
      pendingNotifications: pending,
      missingAcknowledged: missing.length,
      storedTwice,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      latencyMs: {
        p50: result.latency.p50,
        p97_5: result.latency.p97_5,
        p99: result.latency.p99,
        max: result.latency.max,
      },
      engine: ENGINE,
      setup: target.description,
      cpuPerLeadMicroseconds: cpuPerLeadUs,
      loadAverageBefore: loadBefore,
      cpus: availableParallelism(),
      diskCommitMs: disk,
    }
    const cpuLine = Object.entries(cpuPerLeadUs)
      .map(([name, us]) => `${name} ${us ?? "?"}`)
      .join(", ")
    console.log(`
Lead receiver on loopback: ${target.description}, ${CONNECTIONS} connections, ${result.duration.toFixed(1)} s
  leads/s         ${figures.leadsPerSecond}  (target >= 1000)
  latency p50     ${figures.latencyMs.p50} ms
  latency p97.5   ${figures.latencyMs.p97_5} ms
  latency p99     ${figures.latencyMs.p99} ms  (target <= ${TARGET_P99_MS} ms)
  CPU per lead    ${cpuLine} µs (load average ${loadBefore.toFixed(1)} on ${figures.cpus} cores at the start)
  disk commit     p50 ${disk.p50} ms, p99 ${disk.p99} ms for one fsynced single-row commit (the floor of any durable answer)
  acknowledged    ${figures.acknowledged}, stored rows ${figures.storedRows}, acknowledged but missing ${missing.length}, stored twice ${storedTwice}
  non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}, unreadable answers ${malformed}`)
    mkdirSync(join(root, "bench/results"), { recursive: true })
    const file = ENGINE === "sqlite" ? "receiver.json" : "receiver-postgres.json"
    writeFileSync(join(root, "bench/results", file), JSON.stringify(figures, null, 2) + "\n")

    const ok =
      missing.length === 0 && storedTwice === 0 && malformed === 0 && result.non2xx === 0 && acknowledged.length > 0
    if (!ok) console.error("FAILED: every answer must be a 200 and every acknowledged lead must be stored once.")
    process.exitCode = ok ? 0 : 1
  } finally {
    await target.stop()
    rmSync(publicDir, { recursive: true, force: true })
  }
}

main().catch(error => {
  console.error(error)
  process.exit(1)
})
