/**
 * A fingerprint of everything the Gatsby build reads, so `npm start` and `npm test`
 * rebuild only when the site's sources changed since the last build.
 */
import { createHash } from "node:crypto"
import { readdirSync, readFileSync, statSync } from "node:fs"
import { join, relative } from "node:path"

const root = join(__dirname, "..")
const inputs = ["data", "src", "static", "gatsby", "gatsby-config.ts", "gatsby-node.ts", "gatsby-browser.tsx", "gatsby-ssr.tsx", "package-lock.json", "scripts/postbuild.ts"]
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

export function buildFingerprint(): string {
  const hash = createHash("sha256")
  for (const file of inputs.flatMap(input => filesUnder(join(root, input)))) {
    hash.update(relative(root, file)).update("\0").update(readFileSync(file)).update("\0")
  }
  hash.update(`SITE_URL=${process.env.SITE_URL ?? ""}\0GATSBY_LEAD_ENDPOINT=${process.env.GATSBY_LEAD_ENDPOINT ?? ""}`)
  return hash.digest("hex")
}

export const fingerprintFile = join(root, "public", ".build-fingerprint")
