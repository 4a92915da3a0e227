/**
 * Builds the site (public/) and the server (dist/) unless each already holds a build of the
 * current sources (scripts/build-inputs.ts). `tsx scripts/build-if-needed.ts server` checks
 * the server alone, `… site` the site alone.
 */
import { spawnSync } from "node:child_process"
import { existsSync } from "node:fs"
import { recordBuild, serverBuild, siteBuild, staleReason, type BuildTarget } from "./build-inputs"

const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" }

async function buildIfNeeded(target: BuildTarget): Promise<void> {
  const reason = staleReason(target)
  if (reason === null) {
    console.log(`The ${target.name} build is up to date.`)
    return
  }
  console.log(reason)
  const startedAt = Date.now()
  if (target.cleanFirst && existsSync(target.fingerprintFile))
    spawnSync("npx", ["gatsby", "clean"], { stdio: "inherit", env })
  const result = spawnSync("npm", ["run", target.script], { stdio: "inherit", env })
  if (result.status !== 0) process.exit(result.status ?? 1)
  if (!(await recordBuild(target, startedAt)))
    console.log(`A source of the ${target.name} changed during the build: the next run builds it again.`)
}

async function main(): Promise<void> {
  const only = process.argv[2]
  const targets = only === "server" ? [serverBuild] : only === "site" ? [siteBuild] : [siteBuild, serverBuild]
  for (const target of targets) await buildIfNeeded(target)
}

main().catch(error => {
  console.error(error)
  process.exit(1)
})
