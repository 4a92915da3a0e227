/**
 * The Tajawal files an Arabic page carries inside its HTML (arabic-font-inline.ts), cut down to
 * what the Arabic edition draws: every character of its built pages and their page data, and the
 * characters a visitor types most (ALWAYS). The four files then weigh 25 KB instead of 38 KB, and
 * every byte of them sits in the HTML before the first paint: with them, an Arabic page's HTML fits
 * the round trips of its English twin's at Lighthouse's simulated network.
 *
 * A character outside the cut, were one ever shown, is drawn by the platform's font, as any
 * character outside Tajawal's own subsets is. The stylesheet's files, fetched only when a page is
 * reached without its HTML (an English page's link in the browser), stay whole.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { join, relative, sep } from "node:path"
import { subsetWoff2 } from "./font-subset"

/**
 * Besides the pages' text, what a visitor types most: printable ASCII, the Arabic letters and marks
 * with «، ؛ ؟», and the directional marks and joiners. Each further range costs bytes before the first
 * paint (Arabic-Indic digits, Persian letters and Latin-1's signs were 4.6 KB over the four files),
 * and a character the cut lacks is drawn by the platform's font.
 */
const ALWAYS: ReadonlyArray<readonly [number, number]> = [
  [0x20, 0x7e],
  [0x060c, 0x060c],
  [0x061b, 0x061b],
  [0x061f, 0x061f],
  [0x0621, 0x0652],
  [0x200c, 0x200f],
]

const TAJAWAL_FILE = /^tajawal-.+\.woff2$/
/** What a page shows is outside its scripts and styles (JSON-LD, the font script, the inlined CSS). */
const NOT_SHOWN = /<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g

function filesUnder(dir: string, name: RegExp): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const path = join(dir, entry.name)
    return entry.isDirectory() ? filesUnder(path, name) : name.test(entry.name) ? [path] : []
  })
}

/** The code points the Arabic edition draws: its pages' text and page data, and ALWAYS. */
export function arabicEditionCodepoints(publicDir: string): Set<number> {
  const codepoints = new Set<number>()
  for (const [first, last] of ALWAYS)
    for (let codepoint = first; codepoint <= last; codepoint++) codepoints.add(codepoint)
  const texts = [
    ...filesUnder(join(publicDir, "ar"), /\.html$/).map(file => readFileSync(file, "utf8").replace(NOT_SHOWN, "")),
    ...filesUnder(join(publicDir, "page-data", "ar"), /\.json$/).map(file => readFileSync(file, "utf8")),
    ...filesUnder(join(publicDir, "page-data", "sq"), /\.json$/).map(file => readFileSync(file, "utf8")),
  ]
  for (const text of texts) for (const character of text) codepoints.add(character.codePointAt(0)!)
  return codepoints
}

/**
 * A reader of built files by URL path (as withArabicFont takes one) that answers each Tajawal file of
 * public/static/ with its cut for the Arabic edition, and any other file as it is.
 */
export async function arabicEditionFonts(publicDir: string): Promise<(urlPath: string) => Buffer> {
  const codepoints = arabicEditionCodepoints(publicDir)
  const cuts = new Map<string, Buffer>()
  for (const file of filesUnder(join(publicDir, "static"), TAJAWAL_FILE)) {
    const urlPath = `/${relative(publicDir, file).split(sep).join("/")}`
    cuts.set(urlPath, await subsetWoff2(readFileSync(file), codepoints))
  }
  return urlPath => cuts.get(urlPath) ?? readFileSync(join(publicDir, urlPath))
}
