/** Runs a TypeScript entry point in a child Node process, as `npm run ...` would. */
import { spawn, spawnSync, type ChildProcess } from "node:child_process"
import { join } from "node:path"

const root = join(__dirname, "..", "..", "..")
// `node --import tsx` rather than the tsx binary: one process, so SIGKILL reaches the server itself.
const nodeArgs = (entry: string, args: string[]) => ["--import", "tsx", join(root, entry), ...args]

export function runTsx(entry: string, args: string[], env: Record<string, string>) {
  const result = spawnSync(process.execPath, nodeArgs(entry, args), {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: "utf8",
  })
  return { status: result.status, stdout: result.stdout, stderr: result.stderr }
}

export function spawnTsx(entry: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, nodeArgs(entry, []), {
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
