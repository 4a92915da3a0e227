/**
 * `npm run bench:receiver`: how many leads per second the receiver stores, and how
 * fast it answers, for valid posts over loopback.
 *
 * The server runs as its own process (as in production; the load generator would
 * otherwise share its event loop) on a temporary DATA_DIR, without SMTP and with
 * the rate limit off. autocannon sends valid lead forms, each with its own
 * Idempotency-Key and e-mail address, from 20 connections for 10 seconds. Then
 * every acknowledged id is looked up in the database: the row count may exceed
 * the acknowledgements by requests cut off at the end, but no acknowledged lead
 * may be missing. Targets: >= 1,000 leads/s and p99 <= 20 ms on 2 cores.
 */
import autocannon from "autocannon"
import { spawnSync } from "node:child_process"
import { randomUUID } from "node:crypto"
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { availableParallelism, loadavg, tmpdir } from "node:os"
import { join } from "node:path"
import Database from "better-sqlite3"
import { openDatabase } from "../server/storage/sqlite/database"
import { startProductionServer } from "./production-server"

const CONNECTIONS = 20
const DURATION_S = Number(process.env.BENCH_DURATION || 10)
const root = join(__dirname, "..")

/**
 * CPU seconds the server process has used (Linux /proc, user + system; clock ticks
 * are 100 Hz on Linux). Per lead, this is a figure other load on the machine does
 * not distort, unlike throughput and latency.
 */
function cpuSeconds(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ")
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return null
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
  const server = await startProductionServer({
    env: { PUBLIC_DIR: publicDir, SMTP_URL: "", LEADS_RATE_LIMIT: "0", LOG_LEVEL: "error" },
  })
  const url = server.origin
  try {
    const loadBefore = loadavg()[0]
    const cpuBefore = cpuSeconds(server.pid)
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

    const cpuAfter = cpuSeconds(server.pid)
    const cpuPerLeadUs =
      cpuBefore === null || cpuAfter === null || acknowledged.length === 0
        ? null
        : Math.round(((cpuAfter - cpuBefore) * 1e6) / acknowledged.length)
    const db = openDatabase(server.dataDir)
    const stored = new Set<string>(db.prepare("SELECT id FROM leads").pluck().all().map(String))
    const pending = Number(db.prepare("SELECT COUNT(*) FROM outbox WHERE sent_at IS NULL").pluck().get())
    db.close()
    const missing = acknowledged.filter(id => !stored.has(id))

    const figures = {
      connections: CONNECTIONS,
      durationSeconds: result.duration,
      leadsPerSecond: Math.round(acknowledged.length / result.duration),
      acknowledged: acknowledged.length,
      storedRows: stored.size,
      pendingNotifications: pending,
      missingAcknowledged: missing.length,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      latencyMs: {
        p50: result.latency.p50,
        p97_5: result.latency.p97_5,
        p99: result.latency.p99,
        max: result.latency.max,
      },
      serverCpuPerLeadMicroseconds: cpuPerLeadUs,
      loadAverageBefore: loadBefore,
      cpus: availableParallelism(),
      diskCommitMs: disk,
    }
    console.log(`
Lead receiver on loopback: ${CONNECTIONS} connections, ${result.duration.toFixed(1)} s, synchronous=FULL
  leads/s         ${figures.leadsPerSecond}  (target >= 1000)
  latency p50     ${figures.latencyMs.p50} ms
  latency p97.5   ${figures.latencyMs.p97_5} ms
  latency p99     ${figures.latencyMs.p99} ms  (target <= 20 ms)
  server CPU      ${cpuPerLeadUs ?? "?"} µs per lead (load average ${loadBefore.toFixed(1)} on ${figures.cpus} cores at the start)
  disk commit     p50 ${disk.p50} ms, p99 ${disk.p99} ms for one fsynced single-row commit (the floor of any durable answer)
  acknowledged    ${figures.acknowledged}, stored rows ${figures.storedRows}, acknowledged but missing ${missing.length}
  non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}, unreadable answers ${malformed}`)
    mkdirSync(join(root, "bench/results"), { recursive: true })
    writeFileSync(join(root, "bench/results/receiver.json"), JSON.stringify(figures, null, 2) + "\n")

    const ok = missing.length === 0 && malformed === 0 && result.non2xx === 0 && acknowledged.length > 0
    if (!ok) console.error("FAILED: every answer must be a 200 and every acknowledged lead must be stored.")
    process.exitCode = ok ? 0 : 1
  } finally {
    await server.stop()
    rmSync(publicDir, { recursive: true, force: true })
  }
}

main().catch(error => {
  console.error(error)
  process.exit(1)
})
