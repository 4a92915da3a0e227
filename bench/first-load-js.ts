/**
 * `npx tsx bench/first-load-js.ts` - the JavaScript each built page downloads before it is
 * interactive, gzip-compressed (level 9, as the server's precompressed .gz files), from public/.
 *
 * First-load JavaScript of a page = the <script src> tags of its HTML (webpack runtime,
 * framework, app) plus the chunk group of its page component (its page-data.json names the
 * component; public/webpack.stats.json lists the group's files): Gatsby's runtime fetches that
 * group at once, without a script tag. Chunks loaded later by a dynamic import() - e.g.
 * react-slick once a carousel comes near the viewport - are not first-load and are not counted.
 *
 * Options: --only=/,/about/   just these page paths
 *          --files            list every file with its size
 *          --json             print JSON ({ path: { totalKb, files: { name: kb } } }) instead of a table
 *          --dir=public       another build directory
 */
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs"
import { join, relative } from "node:path"
import { gzipSync } from "node:zlib"
import { EDITOR_PATH } from "../shared/site-paths"
import { option } from "./command-line"

type Stats = { namedChunkGroups: Record<string, { assets: Array<{ name: string }> }> }
export type PageJs = { path: string; totalKb: number; files: Record<string, number> }

const NOT_PAGES = ["/page-data/", "/static/", EDITOR_PATH]

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap(name => {
    const file = join(dir, name)
    // The web editor (/admin/) is no Gatsby page and no visitor loads it.
    if (statSync(file).isDirectory()) return NOT_PAGES.includes(`/${name}/`) ? [] : htmlFiles(file)
    return name === "index.html" ? [file] : []
  })
}

/** public/about/index.html -> "/about/", public/index.html -> "/". */
function pagePath(publicDir: string, file: string): string {
  const folder = relative(publicDir, file).replace(/index\.html$/, "")
  return `/${folder}`
}

/** public/page-data/<path>/page-data.json, where the home page's folder is "index". */
function componentChunkName(publicDir: string, path: string): string {
  const folder = path === "/" ? "index" : path.replace(/^\/|\/$/g, "")
  const file = join(publicDir, "page-data", folder, "page-data.json")
  const data = JSON.parse(readFileSync(file, "utf8")) as { componentChunkName: string }
  return data.componentChunkName
}

const gzipCache = new Map<string, number>()
function gzipKb(file: string): number {
  let size = gzipCache.get(file)
  if (size === undefined) {
    size = gzipSync(readFileSync(file), { level: 9 }).length
    gzipCache.set(file, size)
  }
  return size / 1024
}

export function firstLoadJs(publicDir: string, only?: string[]): PageJs[] {
  const statsFile = join(publicDir, "webpack.stats.json")
  if (!existsSync(statsFile)) throw new Error(`${statsFile} is missing: build the site first (npm run build).`)
  const stats = JSON.parse(readFileSync(statsFile, "utf8")) as Stats

  return htmlFiles(publicDir)
    .map(file => ({ file, path: pagePath(publicDir, file) }))
    .filter(({ path }) => !only || only.includes(path))
    .sort((a, b) => a.path.localeCompare(b.path))
    .map(({ file, path }) => {
      const html = readFileSync(file, "utf8")
      const tags = [...html.matchAll(/<script[^>]*\ssrc="\/([^"]+\.js)"/g)].map(match => match[1])
      const group = stats.namedChunkGroups[componentChunkName(publicDir, path)]
      const chunks = (group?.assets ?? []).map(asset => asset.name).filter(name => name.endsWith(".js"))
      const files: Record<string, number> = {}
      for (const name of new Set([...tags, ...chunks])) files[name] = round(gzipKb(join(publicDir, name)))
      const totalKb = round(Object.values(files).reduce((sum, kb) => sum + kb, 0))
      return { path, totalKb, files }
    })
}

function round(kb: number): number {
  return Math.round(kb * 10) / 10
}

function main() {
  const publicDir = option("dir") ?? "public"
  const only = option("only")?.split(",")
  const pages = firstLoadJs(publicDir, only)
  if (process.argv.includes("--json")) {
    console.log(JSON.stringify(Object.fromEntries(pages.map(({ path, ...rest }) => [path, rest])), null, 2))
    return
  }
  console.log("First-load JavaScript per page (gzip -9, KB)")
  for (const page of pages) {
    console.log(`${page.totalKb.toFixed(1).padStart(7)}  ${page.path}`)
    if (process.argv.includes("--files")) {
      for (const [name, kb] of Object.entries(page.files)) console.log(`${kb.toFixed(1).padStart(15)}  ${name}`)
    }
  }
}

if (require.main === module) main()
