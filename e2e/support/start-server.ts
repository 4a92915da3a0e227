/**
 * The server for the browser suite (playwright.config.ts webServer): the compiled server in
 * dist/, as production runs it, against public/, on a fresh DATA_DIR so every run starts with
 * no leads, and without SMTP_URL (notifications stay pending; the suite reads the database).
 */
import { existsSync, rmSync } from "node:fs"
import { resolve } from "node:path"
import { pathToFileURL } from "node:url"

const compiledServer = resolve("dist/server/main.js")

async function start(): Promise<void> {
  const dataDir = process.env.DATA_DIR
  if (!dataDir) throw new Error("DATA_DIR must be set (playwright.config.ts passes var/e2e-<port>).")
  if (!existsSync(compiledServer)) throw new Error("No compiled server in dist/: run `npm run build` first.")
  rmSync(dataDir, { recursive: true, force: true })
  process.env.SMTP_URL = ""
  process.env.LOG_LEVEL ??= "error"
  await import(pathToFileURL(compiledServer).href)
}

start().catch(error => {
  console.error(error)
  process.exit(1)
})
