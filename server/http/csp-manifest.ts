/**
 * The CSP hash manifest: scripts/postbuild.ts writes the sha256 of every inline
 * script of every built page into public/csp-hashes.json, and the server adds a
 * page's hashes to its Content-Security-Policy. Gatsby inlines three small scripts
 * into each page (gatsbyjs/gatsby#10890); hashing them keeps 'unsafe-inline' out.
 */
import { createHash } from "node:crypto"
import { readFileSync, statSync } from "node:fs"
import { join } from "node:path"

export const CSP_MANIFEST_FILE = "csp-hashes.json"

/** Page path ("/", "/about/", "/404.html") -> CSP source expressions ("'sha256-...'"). */
export type CspManifest = Record<string, string[]>

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const TYPE_ATTRIBUTE = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i
const SRC_ATTRIBUTE = /\bsrc\s*=/i
// Only these types execute; data blocks such as application/ld+json are not subject to script-src.
const EXECUTABLE_TYPES = new Set(["", "text/javascript", "application/javascript", "module"])

/** The CSP hash sources of every executable inline script in an HTML document, in order, without duplicates. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (SRC_ATTRIBUTE.test(attributes)) continue
    const typeMatch = TYPE_ATTRIBUTE.exec(attributes)
    const type = (typeMatch ? (typeMatch[1] ?? typeMatch[2] ?? typeMatch[3]) : "").trim().toLowerCase()
    if (!EXECUTABLE_TYPES.has(type)) continue
    const hash = `'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`
    if (!hashes.includes(hash)) hashes.push(hash)
  }
  return hashes
}

/** "about/index.html" -> "/about/", "404.html" -> "/404.html", "index.html" -> "/". */
export function pagePathOf(htmlFile: string): string {
  const path = "/" + htmlFile.split("\\").join("/")
  return path.endsWith("/index.html") ? path.slice(0, -"index.html".length) : path
}

/** Reads the manifest of a build, re-reading it only when a rebuild (or another release) replaced the file. */
export class CspManifestReader {
  private cached: CspManifest = {}
  private cachedStamp = ""

  /** The hashes of a page's inline scripts, in the build at `publicDir`. */
  hashesFor(publicDir: string, pagePath: string): string[] {
    return this.current(publicDir)[pagePath] ?? []
  }

  private current(publicDir: string): CspManifest {
    const file = join(publicDir, CSP_MANIFEST_FILE)
    let stamp: string
    try {
      const stat = statSync(file)
      stamp = `${file}:${stat.mtimeMs}:${stat.size}`
    } catch {
      this.cached = {}
      this.cachedStamp = ""
      return this.cached
    }
    if (stamp !== this.cachedStamp) {
      try {
        const parsed: unknown = JSON.parse(readFileSync(file, "utf8"))
        this.cached = isManifest(parsed) ? parsed : {}
      } catch {
        // A half-written manifest during a rebuild: pages fall back to no inline scripts until it is complete.
        this.cached = {}
      }
      this.cachedStamp = stamp
    }
    return this.cached
  }
}

function isManifest(value: unknown): value is CspManifest {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false
  return Object.values(value).every(list => Array.isArray(list) && list.every(item => typeof item === "string"))
}
