/**
 * `npm run edit`: the web editor for data/ on this machine. Builds the editor into dist/admin/,
 * serves it with its local backend on http://localhost:8001/admin/ (EDIT_PORT), and starts
 * `gatsby develop` on http://localhost:8000/ as a live preview of the site, which reloads when a
 * saved data file changes. Ctrl+C stops both. docs/editing.md describes the workflow.
 */
import { spawn } from "node:child_process"
import { join } from "node:path"
import { buildEditApp } from "../server/edit/edit-app"
import { buildAdmin } from "./build-admin"

const root = join(__dirname, "..")
const port = Number(process.env.EDIT_PORT || 8001)
const withPreview = !process.argv.includes("--no-preview")

async function main(): Promise<void> {
  const adminDir = join(root, "dist", "admin")
  await buildAdmin(adminDir)
  const app = await buildEditApp({ repoRoot: root, adminDir })
  await app.listen({ port, host: "127.0.0.1" })
  console.log(`Editor:       http://localhost:${port}/admin/  (changes are written to data/)`)
  if (withPreview) {
    console.log("Site preview: http://localhost:8000/  (starting gatsby develop; it reloads after each save)")
    const preview = spawn("npx", ["gatsby", "develop", "--port", "8000"], { cwd: root, stdio: "inherit" })
    const stop = () => {
      preview.kill("SIGTERM")
      void app.close().then(() => process.exit(0))
    }
    process.once("SIGINT", stop)
    process.once("SIGTERM", stop)
  }
}

main().catch(error => {
  console.error(error)
  process.exit(1)
})
