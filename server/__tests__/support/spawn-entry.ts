/**
 * Runs an entry point of the server (TypeScript) in a child Node process, as `npm run ...` would.
 * The entry is bundled once per test file by esbuild (the compiler tsx uses), its packages left
 * to Node as in dist/: a start then costs plain Node's quarter of a CPU-second instead of the
 * second tsx spends compiling the server's sources on every start, and the suites start hundreds.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process"
import { mkdirSync, renameSync } from "node:fs"
import { join } from "node:path"
import { buildSync } from "esbuild"

const root = join(__dirname, "..", "..", "..")
// Inside the project, so that Node finds the packages a bundle leaves out.
const bundleDir = join(root, "node_modules", ".cache", "server-entries")
const bundles = new Map<string, string>()

/**
 * Bundles the entry on its first use in this process, so a run always starts today's sources.
 * Test workers bundling at once each write a file of their own and rename it into place: a child
 * starting meanwhile reads one whole bundle.
 */
function bundled(entry: string): string {
  const known = bundles.get(entry)
  if (known) return known
  mkdirSync(bundleDir, { recursive: true })
  const file = join(bundleDir, `${entry.replace(/\W+/g, "-")}.js`)
  const written = `${file}.${process.pid}`
  buildSync({
    entryPoints: [join(root, entry)],
    outfile: written,
    bundle: true,
    packages: "external",
    platform: "node",
    format: "cjs",
    target: "node20",
    logLevel: "error",
  })
  renameSync(written, file)
  bundles.set(entry, file)
  return file
}

export function runEntry(entry: string, args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, [bundled(entry), ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: "utf8",
  })
  return { status: result.status, stdout: result.stdout, stderr: result.stderr }
}

/** One process, so SIGKILL reaches the server itself. */
export function spawnEntry(entry: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [bundled(entry)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  })
}

/** Resolves with the port and the log so far once the server logged that it is listening. */
export function listening(child: ChildProcess): Promise<{ port: number; log: string }> {
  return new Promise((resolve, reject) => {
    let output = ""
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output)
      if (match) {
        child.stdout?.off("data", onData)
        resolve({ port: Number(match[1]), log: output })
      }
    }
    child.stdout?.on("data", onData)
    child.stderr?.on("data", chunk => (output += chunk.toString()))
    child.once("exit", code => reject(new Error(`server exited with ${code} before listening:\n${output}`)))
  })
}
