/**
 * What the Arabic pages' inlined Tajawal is cut to: the characters of the Arabic edition's pages and
 * page data (not of their scripts and styles), and those visitors type most.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { arabicEditionCodepoints, arabicEditionFonts } from "../arabic-edition-fonts"

let publicDir: string
beforeEach(() => {
  publicDir = mkdtempSync(join(tmpdir(), "arabic-fonts-"))
})
afterEach(() => rmSync(publicDir, { recursive: true, force: true }))

function write(path: string, content: string | Buffer): void {
  mkdirSync(dirname(join(publicDir, path)), { recursive: true })
  writeFileSync(join(publicDir, path), content)
}

const has = (codepoints: Set<number>, character: string) => codepoints.has(character.codePointAt(0)!)

test("the cut holds the Arabic pages' text and page data, not their scripts, styles or the English pages", () => {
  write("ar/about/index.html", '<p>ڤ</p><script type="application/ld+json">"ۿ"</script><style>p{content:"ۼ"}</style>')
  write("page-data/ar/about/page-data.json", '{"title":"ۺ"}')
  write("about/index.html", "<p>ۻ</p>")
  const codepoints = arabicEditionCodepoints(publicDir)
  expect(has(codepoints, "ڤ")).toBe(true)
  expect(has(codepoints, "ۺ")).toBe(true)
  expect(["ۿ", "ۼ", "ۻ"].filter(character => has(codepoints, character))).toEqual([])
  // What visitors type most, whatever the pages hold.
  expect(["a", "Z", "7", "@", "ء", "ي", "ّ", "؟", "\u200f"].filter(character => !has(codepoints, character))).toEqual([])
})

test("the reader answers each Tajawal file of static/ with its cut and any other file as it is", async () => {
  // Read by path: jest maps a required .woff2 to its stand-in for imported files.
  const fonts = join(dirname(require.resolve("@fontsource/tajawal/package.json")), "files")
  const whole = readFileSync(join(fonts, "tajawal-arabic-400-normal.woff2"))
  write("static/tajawal-arabic-400-normal-abc.woff2", whole)
  write("static/logo.svg", "<svg/>")
  write("ar/index.html", "<p>سلام</p>")
  const read = await arabicEditionFonts(publicDir)
  const cut = read("/static/tajawal-arabic-400-normal-abc.woff2")
  expect(cut.length).toBeGreaterThan(0)
  expect(cut.length).toBeLessThan(whole.length)
  expect(read("/static/logo.svg").toString()).toBe("<svg/>")
})
