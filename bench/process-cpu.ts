/**
 * CPU seconds a process has used (Linux /proc, user + system; clock ticks are 100 Hz on Linux). Per
 * lead, this is a figure other load on the machine does not distort, unlike throughput and latency,
 * and, per process, it says which part (server, database, load balancer, load generator) a run spent
 * its cores on.
 */
import { readdirSync, readFileSync } from "node:fs"

/** The fields of /proc/PID/stat after the command name: state is [0], ppid [1], utime [11], stime [12]. */
function statFields(pid: number): string[] | null {
  try {
    return readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ")
  } catch {
    return null
  }
}

export function cpuSeconds(pid: number): number | null {
  const fields = statFields(pid)
  return fields === null ? null : (Number(fields[11]) + Number(fields[12])) / 100
}

/** A process and its live children together (PostgreSQL: the postmaster and one backend per connection). */
export function familyCpuSeconds(pid: number): number | null {
  const own = cpuSeconds(pid)
  if (own === null) return null
  let total = own
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue
    const fields = statFields(Number(entry))
    if (fields !== null && Number(fields[1]) === pid) total += (Number(fields[11]) + Number(fields[12])) / 100
  }
  return total
}
