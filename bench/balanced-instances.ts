/**
 * Two server instances on one PostgreSQL database behind HAProxy with deploy/haproxy.cfg, set up as
 * docs/server.md ("Two instances") tells a deployer: the same DATABASE_URL and STAFF_SECRET_KEY,
 * TRUST_PROXY set to the proxy. Everything listens on 127.0.0.1 and is stopped at the end.
 */
import { spawn, spawnSync } from "node:child_process"
import { join } from "node:path"
import { freePort, startProductionServer, type RunningServer } from "./production-server"

export type BalancedInstances = {
  origin: string
  instances: RunningServer[]
  balancerPid: number
  stop: () => Promise<void>
}

const CONFIG = join(__dirname, "..", "deploy", "haproxy.cfg")

function haproxyBinary(): string {
  const found = ["/usr/sbin/haproxy", "/usr/bin/haproxy"].find(
    path => spawnSync(path, ["-v"], { stdio: "ignore" }).status === 0,
  )
  if (found === undefined) throw new Error("No haproxy: install Debian's haproxy package (as .ci/run does).")
  return found
}

/** Waits until `count` requests in a row through the balancer are answered by an instance. */
async function waitUntilBalanced(origin: string, count: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let inARow = 0
  while (inARow < count) {
    if (Date.now() > deadline) throw new Error(`HAProxy at ${origin} did not reach both instances in time.`)
    const status = await fetch(`${origin}/`).then(
      response => response.status,
      () => 0,
    )
    inARow = status > 0 && status < 500 ? inARow + 1 : 0
    if (inARow === 0) await new Promise(resolve => setTimeout(resolve, 100))
  }
}

export async function startBalancedInstances(env: Record<string, string>): Promise<BalancedInstances> {
  const binary = haproxyBinary()
  const instanceEnv = { ...env, TRUST_PROXY: "127.0.0.1" }
  // One after the other: with BENCH_PORTS, two starting together could probe the same free port.
  const first = await startProductionServer({ env: instanceEnv })
  const second = await startProductionServer({ env: instanceEnv }).catch(async error => {
    await first.stop()
    throw error
  })
  const instances = [first, second]
  const port = await freePort()
  const [one, two] = instances.map(instance => new URL(instance.origin).host)
  const balancer = spawn(binary, ["-db", "-f", CONFIG], {
    env: { ...process.env, LB_BIND: `127.0.0.1:${port}`, INSTANCE_ONE: one, INSTANCE_TWO: two },
    stdio: ["ignore", "ignore", "inherit"],
  })
  const stop = async () => {
    if (balancer.exitCode === null && balancer.signalCode === null) {
      const exited = new Promise(resolve => balancer.once("exit", resolve))
      balancer.kill("SIGTERM")
      await Promise.race([exited, new Promise(resolve => setTimeout(resolve, 5000))])
    }
    await Promise.all(instances.map(instance => instance.stop()))
  }
  const origin = `http://127.0.0.1:${port}`
  try {
    await waitUntilBalanced(origin, 10, 30_000)
  } catch (error) {
    await stop()
    throw error
  }
  return { origin, instances, balancerPid: balancer.pid ?? 0, stop }
}
