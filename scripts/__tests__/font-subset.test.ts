/**
 * The cut of a Tajawal file draws what it was cut for, Arabic joining forms included, and nothing
 * else: shaped by HarfBuzz, a kept character is never glyph 0 (.notdef), a dropped one is.
 */
import { readFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { decompress } from "wawoff2"
import { subsetWoff2 } from "../font-subset"

// Read by path: jest maps a required .woff2 to its stand-in for imported files.
const fontFiles = join(dirname(require.resolve("@fontsource/tajawal/package.json")), "files")
const tajawal = (subset: "arabic" | "latin") => readFileSync(join(fontFiles, `tajawal-${subset}-400-normal.woff2`))

type Shaper = {
  memory: WebAssembly.Memory
  malloc(size: number): number
  hb_blob_create(data: number, length: number, mode: number, userData: number, destroy: number): number
  hb_face_create(blob: number, index: number): number
  hb_font_create(face: number): number
  hb_buffer_create(): number
  hb_buffer_add_codepoints(buffer: number, text: number, length: number, offset: number, itemLength: number): void
  hb_buffer_guess_segment_properties(buffer: number): void
  hb_shape(font: number, buffer: number, features: number, featureCount: number): void
  hb_buffer_get_length(buffer: number): number
  hb_buffer_get_glyph_infos(buffer: number, length: number): number
}

/** HarfBuzz's shaper (harfbuzzjs's harfbuzz.wasm, by its C API: its JS wrapper is an ES module jest cannot load). */
async function shaper(): Promise<Shaper> {
  const noop = () => 0
  const imports = new Proxy({}, { get: () => new Proxy({}, { get: () => noop }) })
  const wasm = readFileSync(require.resolve("harfbuzzjs/dist/harfbuzz.wasm"))
  const { instance } = await WebAssembly.instantiate(wasm, imports as WebAssembly.Imports)
  return instance.exports as unknown as Shaper
}

/** The glyph ids HarfBuzz shapes `text` into with the woff2 font (an hb_glyph_info_t is 20 bytes, its id first). */
async function glyphsOf(woff2: Uint8Array, text: string): Promise<number[]> {
  const hb = await shaper()
  const trueType = await decompress(new Uint8Array(woff2))
  const fontBytes = hb.malloc(trueType.byteLength)
  new Uint8Array(hb.memory.buffer).set(trueType, fontBytes)
  const font = hb.hb_font_create(hb.hb_face_create(hb.hb_blob_create(fontBytes, trueType.byteLength, 0, 0, 0), 0))
  const codepoints = codepointsOf(text)
  const textBytes = hb.malloc(codepoints.length * 4)
  new Uint32Array(hb.memory.buffer, textBytes, codepoints.length).set(codepoints)
  const buffer = hb.hb_buffer_create()
  hb.hb_buffer_add_codepoints(buffer, textBytes, codepoints.length, 0, codepoints.length)
  hb.hb_buffer_guess_segment_properties(buffer)
  hb.hb_shape(font, buffer, 0, 0)
  const infos = hb.hb_buffer_get_glyph_infos(buffer, 0)
  return Array.from({ length: hb.hb_buffer_get_length(buffer) }, (_, index) => {
    return new Uint32Array(hb.memory.buffer, infos + index * 20, 1)[0]
  })
}

const codepointsOf = (text: string) => [...text].map(character => character.codePointAt(0)!)

test("an Arabic cut keeps its characters' glyphs in every joining form, and drops the others", async () => {
  const kept = "سلام عليكم"
  const cut = await subsetWoff2(tajawal("arabic"), codepointsOf(kept))
  expect(cut.length).toBeLessThan(tajawal("arabic").length / 2)
  // Each letter joined on both sides, at the start, at the end and alone.
  for (const text of [kept, "سس", "لامس", "م"]) expect(await glyphsOf(cut, text)).not.toContain(0)
  // The same shaping with the whole file gives the same number of glyphs (ligatures kept, e.g. lam-alef).
  expect((await glyphsOf(cut, kept)).length).toBe((await glyphsOf(tajawal("arabic"), kept)).length)
  expect(await glyphsOf(cut, "ب")).toEqual([0])
})

test("a Latin cut keeps digits and the letters asked for", async () => {
  const cut = await subsetWoff2(tajawal("latin"), codepointsOf("0123456789+ Trustpilot"))
  expect(await glyphsOf(cut, "+971 50 123")).not.toContain(0)
  expect(await glyphsOf(cut, "Trust")).not.toContain(0)
  expect(await glyphsOf(cut, "Z")).toEqual([0])
})
