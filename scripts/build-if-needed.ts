/**
 * Builds the site (public/) and the server (dist/) unless each already holds a build of the
 * current sources. `tsx scripts/build-if-needed.ts server` checks the server alone.
 */
import { spawnSync } from "node:child_process"
import { existsSync, readFileSync, writeFileSync } from "node:fs"
import { buildFingerprint, serverBuild, siteBuild, type BuildTarget } from "./build-inputs"

const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" }

function buildIfNeeded(target: BuildTarget): void {
  const wanted = buildFingerprint(target)
  const current = existsSync(target.fingerprintFile) ? readFileSync(target.fingerprintFile, "utf8").trim() : ""
  if (current === wanted) {
    console.log(`The ${target.name} build is up to date.`)
    return
  }
  console.log(current ? `The ${target.name}'s sources changed: rebuilding.` : `No ${target.name} build yet: building.`)
  if (current && target.cleanFirst) spawnSync("npx", ["gatsby", "clean"], { stdio: "inherit", env })
  const result = spawnSync("npm", ["run", target.script], { stdio: "inherit", env })
  if (result.status !== 0) process.exit(result.status ?? 1)
  writeFileSync(target.fingerprintFile, wanted + "\n")
}

const only = process.argv[2]
const targets = only === "server" ? [serverBuild] : only === "site" ? [siteBuild] : [siteBuild, serverBuild]
for (const target of targets) buildIfNeeded(target)
