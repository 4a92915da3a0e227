/**
 * `npm run edit`'s server for a browser spec: its own copy of data/ (and of the site's static files,
 * which its preview shows), the editor built into it, on a free port. The suite's other tests read
 * the real data files, which stay untouched.
 */
import { cpSync, mkdirSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { buildAdmin } from "../../scripts/build-admin"
import { buildEditApp } from "../../server/edit/edit-app"

const root = join(__dirname, "..", "..")

export type EditServer = { repoRoot: string; origin: string; close: () => Promise<void> }

export async function startEditServer(name: string): Promise<EditServer> {
  const repoRoot = join(tmpdir(), `${name}-${process.pid}`)
  rmSync(repoRoot, { recursive: true, force: true })
  mkdirSync(repoRoot)
  for (const folder of ["data", "static"]) cpSync(join(root, folder), join(repoRoot, folder), { recursive: true })
  cpSync(join(root, ".prettierrc.json"), join(repoRoot, ".prettierrc.json"))
  const adminDir = join(repoRoot, "admin")
  await buildAdmin(adminDir)
  const editor = await buildEditApp({ repoRoot, adminDir })
  await editor.listen({ port: 0, host: "127.0.0.1" })
  const address = editor.server.address()
  if (typeof address !== "object" || address === null) throw new Error("the edit server has no port")
  return {
    repoRoot,
    // The editor's backend answers only to its own host names (localhost, 127.0.0.1).
    origin: `http://localhost:${address.port}`,
    close: async () => {
      await editor.close()
      rmSync(repoRoot, { recursive: true, force: true })
    },
  }
}
