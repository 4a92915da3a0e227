/**
 * Starts the compiled production server (dist/server/main.js), as production runs it, as its own
 * process (a load generator would otherwise share its event loop) on a free loopback port. Its
 * DATA_DIR is a throw-away folder, made here unless the bench seeded one, and removed at stop.
 */
import { spawn, type ChildProcess } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { freePortIn } from "../server/__tests__/support/free-port"

export type ServerOptions = {
  /** A DATA_DIR the bench has seeded. */
  dataDir?: string
  /** Leave DATA_DIR in place at stop (a seeded installation kept for the next run). */
  keepDataDir?: boolean
  /** More environment for the server (SMTP_URL, LEADS_RATE_LIMIT, PUBLIC_DIR, ...). */
  env?: Record<string, string>
}

export type RunningServer = { origin: string; dataDir: string; pid: number; stop: () => Promise<void> }

const root = join(__dirname, "..")

/** A free loopback port: from BENCH_PORTS=first-last when set (a machine shared by several people), else any. */
export function freePort(): Promise<number> {
  const range = process.env.BENCH_PORTS
  if (range) {
    const [first, last] = range.split("-").map(Number)
    return freePortIn(first, last)
  }
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once("error", reject)
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address()
      const port = typeof address === "object" && address ? address.port : 0
      probe.close(() => resolve(port))
    })
  })
}

async function waitUntilAnswering(origin: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode} before answering.`)
    try {
      await fetch(`${origin}/`)
      return
    } catch {
      // Not listening yet.
    }
    await new Promise(resolve => setTimeout(resolve, 100))
  }
  throw new Error(`The server did not answer at ${origin}/ within ${timeoutMs / 1000} s.`)
}

export async function startProductionServer(options: ServerOptions = {}): Promise<RunningServer> {
  const port = await freePort()
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), "bench-data-"))
  const origin = `http://127.0.0.1:${port}`
  // BENCH_SERVER_NODE_ARGS: options for the servers' node only, e.g. "--cpu-prof --cpu-prof-dir=DIR" to
  // see where a server's CPU goes (node refuses --cpu-prof in NODE_OPTIONS, which would reach every process).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? "").split(" ").filter(arg => arg !== "")
  const child = spawn(process.execPath, [...nodeArgs, join(root, "dist/server/main.js")], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...options.env,
    },
    stdio: ["ignore", "ignore", "inherit"],
    // Its own process group, so stopping it stops everything it started.
    detached: true,
  })
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise(resolve => child.once("exit", resolve))
      process.kill(-child.pid, "SIGTERM")
      await Promise.race([exited, new Promise(resolve => setTimeout(resolve, 5000))])
    }
    if (!options.keepDataDir) rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await waitUntilAnswering(origin, child, 60_000)
  } catch (error) {
    await stop()
    throw error
  }
  return { origin, dataDir, pid: child.pid ?? 0, stop }
}
