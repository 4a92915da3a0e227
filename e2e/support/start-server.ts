/**
 * The server for the browser suite (playwright.config.ts webServer): the real app
 * against public/, on a fresh DATA_DIR so every run starts with no leads, and
 * without SMTP_URL (notifications stay pending; the suite reads the database).
 */
import { rmSync } from "node:fs"
import { buildApp } from "../../server/app"
import { loadConfig } from "../../server/config"
import { closeOnSignals } from "../../server/shutdown"

async function start(): Promise<void> {
  const dataDir = process.env.DATA_DIR
  if (!dataDir) throw new Error("DATA_DIR must be set (playwright.config.ts passes var/e2e-<port>).")
  rmSync(dataDir, { recursive: true, force: true })
  const config = loadConfig({ ...process.env, SMTP_URL: undefined, LOG_LEVEL: process.env.LOG_LEVEL ?? "error" })
  const app = await buildApp(config)
  closeOnSignals(app)
  await app.listen({ port: config.port, host: config.host })
}

start().catch(error => {
  console.error(error)
  process.exit(1)
})
