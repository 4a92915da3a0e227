/**
 * The server for the browser suite (playwright.config.ts webServer): the compiled server in
 * dist/, as production runs it, against public/, on a fresh DATA_DIR so every run starts with
 * no leads, and without SMTP_URL (notifications stay pending; the suite reads the database).
 * Its web editor commits to a fresh git checkout holding a copy of data/ (CONTENT_CHECKOUT).
 */
import { execFileSync } from "node:child_process"
import { cpSync, existsSync, rmSync } from "node:fs"
import { join, resolve } from "node:path"
import { pathToFileURL } from "node:url"

const compiledServer = resolve("dist/server/main.js")

async function start(): Promise<void> {
  const dataDir = process.env.DATA_DIR
  if (!dataDir) throw new Error("DATA_DIR must be set (playwright.config.ts passes var/e2e-<port>).")
  if (!existsSync(compiledServer)) throw new Error("No compiled server in dist/: run `npm run build` first.")
  rmSync(dataDir, { recursive: true, force: true })
  newContentCheckout(process.env.CONTENT_CHECKOUT)
  process.env.SMTP_URL = ""
  process.env.LOG_LEVEL ??= "error"
  await import(pathToFileURL(compiledServer).href)
}

/** A copy of data/ committed once, as a server's checkout would be. */
function newContentCheckout(checkout: string | undefined): void {
  if (!checkout || checkout === resolve(".")) throw new Error("CONTENT_CHECKOUT must name a folder of its own.")
  rmSync(checkout, { recursive: true, force: true })
  cpSync(resolve("data"), join(checkout, "data"), { recursive: true })
  cpSync(resolve(".prettierrc.json"), join(checkout, ".prettierrc.json"))
  const git = (...args: string[]) => execFileSync("git", args, { cwd: checkout, stdio: "ignore" })
  git("init", "--quiet", "--initial-branch=main")
  git("add", ".")
  git(
    "-c",
    "user.name=Developer",
    "-c",
    "user.email=dev@example.com",
    "commit",
    "--quiet",
    "-m",
    "The site as deployed",
  )
}

start().catch(error => {
  console.error(error)
  process.exit(1)
})
