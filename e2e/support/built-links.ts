/**
 * Every internal URL the built pages reference (href, src, srcset and gatsby-plugin-image's
 * lazy data-src/data-srcset), collected from the HTML files in public/.
 */
import { readdirSync, readFileSync, statSync } from "node:fs"
import { join } from "node:path"

const publicDir = join(__dirname, "..", "..", "public")

export function builtHtmlFiles(): string[] {
  return (
    readdirSync(publicDir, { recursive: true, encoding: "utf8" })
      .filter(file => file.endsWith(".html"))
      .map(file => join(publicDir, file))
      // page-data/404.html/ is a folder.
      .filter(file => statSync(file).isFile())
  )
}

const ATTRIBUTE = /\s(?:href|src|srcset|data-src|data-srcset)="([^"]*)"/gi

function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, "&")
    .replace(/&#x2F;/gi, "/")
    .replace(/&quot;/g, '"')
}

/** Site paths (no origin, query or fragment) referenced by one HTML document. */
export function internalUrls(html: string): string[] {
  const urls: string[] = []
  for (const [, raw] of html.matchAll(ATTRIBUTE)) {
    // A srcset lists "url width" pairs separated by commas.
    for (const candidate of decodeEntities(raw).split(",")) {
      const url = candidate.trim().split(/\s+/)[0]
      if (!url || !url.startsWith("/") || url.startsWith("//")) continue
      urls.push(url.replace(/[?#].*$/, ""))
    }
  }
  return urls
}

/** Each internal URL with one page that references it (for the failure message). */
export function internalUrlsOfBuild(): Map<string, string> {
  const found = new Map<string, string>()
  for (const file of builtHtmlFiles()) {
    for (const url of internalUrls(readFileSync(file, "utf8"))) {
      if (!found.has(url)) found.set(url, file.slice(publicDir.length))
    }
  }
  return found
}
