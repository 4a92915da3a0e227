/**
 * Runs after `gatsby build` (npm run build):
 *  0. Removes the NUL bytes React 18's streaming renderer leaves in pages with multi-byte text
 *     (the Arabic edition): see stream-nul-bytes.ts.
 *     Then each Arabic page gets its font files inside its HTML, cut down to what the Arabic
 *     edition draws: see arabic-font-inline.ts and arabic-edition-fonts.ts.
 *  1. public/csp-hashes.json: the sha256 of every inline script of every page, so
 *     the server's Content-Security-Policy can allow exactly those scripts and no
 *     others (Gatsby inlines three per page; gatsbyjs/gatsby#10890).
 *  2. Precompressed .br (quality 11; see brotliQualityFor) and .gz (level 9) siblings of every
 *     text asset that gets smaller, served by @fastify/static's preCompressed option:
 *     maximum compression once at build time instead of fast compression per request.
 * Idempotent: up-to-date compressed files are kept, stale and orphaned ones replaced or removed.
 */
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs"
import { join, relative } from "node:path"
import { brotliCompressSync, constants, gzipSync } from "node:zlib"
import { arabicEditionFonts } from "./arabic-edition-fonts"
import { withArabicFont } from "./arabic-font-inline"
import { withoutStreamNulBytes } from "./stream-nul-bytes"
import { CSP_MANIFEST_FILE, inlineScriptHashes, pagePathOf, type CspManifest } from "../server/http/csp-manifest"

const COMPRESSIBLE = /\.(?:html|js|mjs|css|json|svg|txt|xml|webmanifest)$/
const COMPRESSED = [".br", ".gz"] as const

/** Files this large (only the web editor's Decap bundle, 5 MB) are compressed at brotli quality 9. */
const LARGE_FILE_BYTES = 1_000_000

/**
 * Brotli's highest quality for everything visitors download. The editor's 5 MB bundle took 16 s of
 * the build at quality 11 and takes 1.4 s at 9, for 10 % more bytes, fetched once by an editor's browser.
 */
export function brotliQualityFor(bytes: number): number {
  return bytes >= LARGE_FILE_BYTES ? 9 : 11
}

export type PostbuildSummary = {
  pages: number
  repaired: number
  carryingFont: number
  inlineScripts: number
  compressed: number
  removed: number
}

/** readFont: a built file by its URL path, as the Arabic pages carry it (arabic-edition-fonts.ts). */
export function postbuild(
  publicDir: string,
  readFont: (urlPath: string) => Buffer = urlPath => readFileSync(join(publicDir, urlPath)),
): PostbuildSummary {
  const files = listFiles(publicDir)
  const summary: PostbuildSummary = {
    pages: 0,
    repaired: 0,
    carryingFont: 0,
    inlineScripts: 0,
    compressed: 0,
    removed: 0,
  }

  const manifest: CspManifest = {}
  for (const file of files.filter(file => file.endsWith(".html"))) {
    // Each page is read once, mended, written back only when it changed, then hashed.
    const built = readFileSync(file)
    const repaired = withoutStreamNulBytes(built)
    const text = repaired.toString("utf8")
    const carrying = withArabicFont(text, readFont)
    if (repaired !== built) summary.repaired++
    if (carrying !== undefined) summary.carryingFont++
    const html = carrying ?? text
    if (repaired !== built || carrying !== undefined) writeFileSync(file, html)
    const hashes = inlineScriptHashes(html)
    manifest[pagePathOf(relative(publicDir, file))] = hashes
    summary.pages++
    summary.inlineScripts += hashes.length
  }
  writeFileSync(join(publicDir, CSP_MANIFEST_FILE), JSON.stringify(manifest, null, 2) + "\n")

  const sources = new Set(files.filter(file => !COMPRESSED.some(extension => file.endsWith(extension))))
  for (const file of files) {
    const extension = COMPRESSED.find(candidate => file.endsWith(candidate))
    if (extension && !sources.has(file.slice(0, -extension.length))) {
      // A page or asset that no longer exists must not live on as its compressed copy.
      rmSync(file)
      summary.removed++
    }
  }
  for (const file of sources) {
    if (!COMPRESSIBLE.test(file) || file.endsWith(CSP_MANIFEST_FILE)) continue
    summary.compressed += compress(file, ".br", data =>
      brotliCompressSync(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: brotliQualityFor(data.length),
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
    )
    summary.compressed += compress(file, ".gz", data => gzipSync(data, { level: 9 }))
  }
  return summary
}

/** Writes file+extension when it is smaller than the file; 1 when it wrote one. */
function compress(file: string, extension: string, encode: (data: Buffer) => Buffer): number {
  const target = file + extension
  const sourceTime = statSync(file).mtimeMs
  const targetTime = statSync(target, { throwIfNoEntry: false })?.mtimeMs
  if (targetTime !== undefined && targetTime >= sourceTime) return 0
  const data = readFileSync(file)
  const encoded = encode(data)
  if (encoded.length < data.length) {
    writeFileSync(target, encoded)
    return 1
  }
  rmSync(target, { force: true })
  return 0
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const path = join(dir, entry.name)
    return entry.isDirectory() ? listFiles(path) : entry.isFile() ? [path] : []
  })
}

async function main(): Promise<void> {
  const publicDir = join(__dirname, "..", "public")
  const started = Date.now()
  const summary = postbuild(publicDir, await arabicEditionFonts(publicDir))
  console.log(
    `postbuild: ${summary.pages} pages (${summary.repaired} freed of React's NUL bytes, ${summary.carryingFont} given the Arabic font), ${summary.inlineScripts} inline script hashes in ${CSP_MANIFEST_FILE}; ` +
      `${summary.compressed} compressed files written, ${summary.removed} orphans removed (${Date.now() - started} ms).`,
  )
}

if (require.main === module)
  main().catch(error => {
    console.error(error)
    process.exit(1)
  })
