/** Starts the production server (dist/server/main.js) on a free loopback port with a throw-away DATA_DIR. */
import { spawn, type ChildProcess } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"

export type RunningServer = { origin: string; stop: () => Promise<void> }

function freePort(): Promise<number> {
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
      const response = await fetch(`${origin}/`)
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise(resolve => setTimeout(resolve, 250))
  }
  throw new Error(`The server did not answer at ${origin}/ within ${timeoutMs / 1000} s.`)
}

export async function startProductionServer(): Promise<RunningServer> {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), "lighthouse-data-"))
  const origin = `http://127.0.0.1:${port}`
  // The compiled server, as production runs it (the bench built it with the site).
  const child = spawn(process.execPath, ["dist/server/main.js"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
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
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await waitUntilAnswering(origin, child, 60_000)
  } catch (error) {
    await stop()
    throw error
  }
  return { origin, stop }
}
