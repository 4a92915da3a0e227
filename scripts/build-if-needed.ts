/** Runs `npm run build` unless public/ already holds a build of the current sources. */
import { spawnSync } from "node:child_process"
import { existsSync, readFileSync, writeFileSync } from "node:fs"
import { buildFingerprint, fingerprintFile } from "./build-inputs"

const wanted = buildFingerprint()
const current = existsSync(fingerprintFile) ? readFileSync(fingerprintFile, "utf8").trim() : ""

if (current === wanted) {
  console.log("Site build is up to date (public/).")
} else {
  console.log(current ? "Sources changed since the last build: rebuilding." : "No build yet: building the site.")
  const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" }
  // Gatsby's incremental build keeps a page's HTML when only CSS changed, with the old
  // styles inlined in it: a rebuild starts from a clean slate so no page is stale.
  if (current) spawnSync("npx", ["gatsby", "clean"], { stdio: "inherit", env })
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", env })
  if (result.status !== 0) process.exit(result.status ?? 1)
  writeFileSync(fingerprintFile, wanted + "\n")
}
