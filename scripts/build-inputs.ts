/**
 * What each build reads, and a fingerprint of it, so `npm start`, `npm test` and the benches
 * rebuild only what changed: the site (public/, a few minutes) or the server (dist/, seconds).
 */
import { createHash } from "node:crypto"
import { readdirSync, readFileSync, statSync } from "node:fs"
import { join, relative } from "node:path"

const root = join(__dirname, "..")

export type BuildTarget = {
  name: string
  /** Files and folders the build reads. */
  inputs: string[]
  /** Environment variables that change the output. */
  environment: string[]
  /** Where the fingerprint of the last successful build is kept (inside its output). */
  fingerprintFile: string
  /** The npm script that builds it. */
  script: string
  /** Gatsby's incremental build keeps a page's HTML when only CSS changed, with the old styles
   * inlined in it: a site rebuild starts from a clean slate so no page is stale. */
  cleanFirst: boolean
}

export const siteBuild: BuildTarget = {
  name: "site",
  inputs: [
    "data",
    "src",
    "static",
    "gatsby",
    "gatsby-config.ts",
    "gatsby-node.ts",
    "gatsby-browser.tsx",
    "gatsby-ssr.tsx",
    "package-lock.json",
    "scripts/build-admin.ts",
    "scripts/postbuild.ts",
  ],
  environment: ["SITE_URL", "GATSBY_LEAD_ENDPOINT", "GATSBY_PERFORMANCE_TRICKS_OFF"],
  fingerprintFile: join(root, "public", ".build-fingerprint"),
  script: "build:site",
  cleanFirst: true,
}

export const serverBuild: BuildTarget = {
  name: "server",
  inputs: ["server", "src", "data", "tsconfig.json", "tsconfig.server.json", "package-lock.json"],
  environment: [],
  fingerprintFile: join(root, "dist", ".build-fingerprint"),
  script: "build:server",
  cleanFirst: false,
}

const skipped = new Set(["__tests__", "gatsby-types.d.ts"])

function filesUnder(path: string): string[] {
  let stat
  try {
    stat = statSync(path)
  } catch {
    return []
  }
  if (!stat.isDirectory()) return [path]
  return readdirSync(path)
    .filter(name => !skipped.has(name))
    .sort()
    .flatMap(name => filesUnder(join(path, name)))
}

export function buildFingerprint(target: BuildTarget): string {
  const hash = createHash("sha256")
  for (const file of target.inputs.flatMap(input => filesUnder(join(root, input)))) {
    hash.update(relative(root, file)).update("\0").update(readFileSync(file)).update("\0")
  }
  for (const name of target.environment) hash.update(`${name}=${process.env[name] ?? ""}\0`)
  return hash.digest("hex")
}
