/**
 * A throwaway PostgreSQL cluster for one test run: Debian's server binaries, initdb into a
 * temporary folder (as the postgres user when running as root: the server refuses root), started
 * on the first free port of 55400-55499 (TEST_POSTGRES_PORTS=first-last to change), listening on
 * 127.0.0.1 only, with fsync off (a crash of the test machine loses nothing anyone needs).
 * When no binaries are found or the server does not start, the reason is returned instead: the
 * PostgreSQL suites are then reported as skipped with it, never passed.
 */
import { execFileSync, spawnSync } from "node:child_process"
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { freePortIn } from "./free-port"

export type Cluster = { url: string; dataDir: string; binDir: string; asUser: string | null }
export type ClusterOutcome = { cluster: Cluster } | { skipped: string }

function findBinDir(): string | null {
  const versions = existsSync("/usr/lib/postgresql") ? readdirSync("/usr/lib/postgresql") : []
  const candidates = versions.sort((a, b) => Number(b) - Number(a)).map(version => `/usr/lib/postgresql/${version}/bin`)
  const onPath = spawnSync("pg_config", ["--bindir"], { encoding: "utf8" })
  if (onPath.status === 0) candidates.push(onPath.stdout.trim())
  return candidates.find(dir => existsSync(join(dir, "initdb")) && existsSync(join(dir, "pg_ctl"))) ?? null
}

async function freePort(): Promise<number | null> {
  const [first, last] = (process.env.TEST_POSTGRES_PORTS ?? "55400-55499").split("-").map(Number)
  return freePortIn(first, last).catch(() => null)
}

/** Runs a server binary, as the postgres user when this process is root. */
function run(binDir: string, asUser: string | null, tool: string, args: string[]): void {
  const command = asUser ? "runuser" : join(binDir, tool)
  const argv = asUser ? ["-u", asUser, "--", join(binDir, tool), ...args] : args
  execFileSync(command, argv, { stdio: ["ignore", "pipe", "pipe"], cwd: tmpdir(), timeout: 60_000 })
}

/**
 * durable: fsync and full-page writes on, as a production server runs (a bench of durable
 * answers); tests leave them off.
 */
export async function startCluster(options: { durable?: boolean } = {}): Promise<ClusterOutcome> {
  const binDir = findBinDir()
  if (binDir === null)
    return { skipped: "no PostgreSQL server binaries (install Debian's postgresql package, as .ci/run does)" }
  const isRoot = process.getuid?.() === 0
  if (isRoot && spawnSync("id", ["postgres"]).status !== 0)
    return { skipped: "running as root and there is no postgres user to run the server as" }
  const asUser = isRoot ? "postgres" : null
  const dataDir = mkdtempSync(join(tmpdir(), "test-postgres-"))
  if (asUser) {
    const uid = Number(execFileSync("id", ["-u", asUser], { encoding: "utf8" }).trim())
    const gid = Number(execFileSync("id", ["-g", asUser], { encoding: "utf8" }).trim())
    chownSync(dataDir, uid, gid)
  }
  const pgdata = join(dataDir, "data")
  const initdb = ["-D", pgdata, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C.UTF-8", "--no-sync"]
  let port: number | null = null
  let failure = "no free port for PostgreSQL in TEST_POSTGRES_PORTS"
  try {
    run(binDir, asUser, "initdb", initdb)
    // Another run on this machine may take the port between the probe and the start: try the next.
    for (let attempt = 0; attempt < 5 && port === null; attempt++) {
      const candidate = await freePort()
      if (candidate === null) break
      const durability = options.durable ? "" : " -c fsync=off -c full_page_writes=off"
      const serverOptions = `-p ${candidate} -k ${dataDir} -c listen_addresses=127.0.0.1 -c max_connections=200${durability}`
      const log = join(dataDir, "server.log")
      try {
        run(binDir, asUser, "pg_ctl", ["-D", pgdata, "-o", serverOptions, "-l", log, "-w", "-t", "60", "start"])
        port = candidate
      } catch (error) {
        failure = `the PostgreSQL server did not start: ${firstLines(error)}`
      }
    }
  } catch (error) {
    failure = `initdb failed: ${firstLines(error)}`
  }
  if (port === null) {
    rmSync(dataDir, { recursive: true, force: true })
    return { skipped: failure }
  }
  return { cluster: { url: `postgres://postgres@127.0.0.1:${port}/postgres`, dataDir, binDir, asUser } }
}

function firstLines(error: unknown): string {
  return error instanceof Error ? error.message.split("\n").slice(0, 3).join(" ") : String(error)
}

export function stopCluster(cluster: Cluster): void {
  try {
    run(cluster.binDir, cluster.asUser, "pg_ctl", [
      "-D",
      join(cluster.dataDir, "data"),
      "-m",
      "immediate",
      "-w",
      "stop",
    ])
  } finally {
    rmSync(cluster.dataDir, { recursive: true, force: true })
  }
}
