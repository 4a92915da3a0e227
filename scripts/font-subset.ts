/**
 * A woff2 font cut down to the characters it must draw: HarfBuzz's subsetter (harfbuzzjs's
 * harfbuzz-subset.wasm) keeps those characters' glyphs and every glyph Arabic shaping reaches
 * from them (joining forms, ligatures, marks), and wawoff2 turns woff2 into TrueType and back.
 * Neither reads or writes anything but the bytes it is given.
 */
import { readFileSync } from "node:fs"
import { compress, decompress } from "wawoff2"

type SubsetExports = {
  memory: WebAssembly.Memory
  malloc(size: number): number
  free(pointer: number): void
  hb_blob_create(data: number, length: number, mode: number, userData: number, destroy: number): number
  hb_blob_destroy(blob: number): void
  hb_blob_get_data(blob: number, length: number): number
  hb_blob_get_length(blob: number): number
  hb_face_create(blob: number, index: number): number
  hb_face_destroy(face: number): void
  hb_face_reference_blob(face: number): number
  hb_set_add(set: number, codepoint: number): void
  hb_subset_input_create_or_fail(): number
  hb_subset_input_destroy(input: number): void
  hb_subset_input_unicode_set(input: number): number
  hb_subset_or_fail(face: number, input: number): number
}

/** HarfBuzz copies the bytes it is given (HB_MEMORY_MODE_DUPLICATE). */
const DUPLICATE = 0

let subsetter: Promise<SubsetExports> | undefined
function loadSubsetter(): Promise<SubsetExports> {
  subsetter ??= WebAssembly.instantiate(readFileSync(require.resolve("harfbuzzjs/dist/harfbuzz-subset.wasm"))).then(
    ({ instance }) => instance.exports as unknown as SubsetExports,
  )
  return subsetter
}

function subsetTrueType(hb: SubsetExports, font: Uint8Array, codepoints: Iterable<number>): Uint8Array {
  const pointer = hb.malloc(font.byteLength)
  new Uint8Array(hb.memory.buffer).set(font, pointer)
  const blob = hb.hb_blob_create(pointer, font.byteLength, DUPLICATE, 0, 0)
  hb.free(pointer)
  const face = hb.hb_face_create(blob, 0)
  hb.hb_blob_destroy(blob)
  const input = hb.hb_subset_input_create_or_fail()
  const unicodes = hb.hb_subset_input_unicode_set(input)
  for (const codepoint of codepoints) hb.hb_set_add(unicodes, codepoint)
  const subset = hb.hb_subset_or_fail(face, input)
  hb.hb_subset_input_destroy(input)
  hb.hb_face_destroy(face)
  if (subset === 0) throw new Error("HarfBuzz could not subset the font.")
  const result = hb.hb_face_reference_blob(subset)
  const data = hb.hb_blob_get_data(result, 0)
  const bytes = new Uint8Array(hb.memory.buffer, data, hb.hb_blob_get_length(result)).slice()
  hb.hb_blob_destroy(result)
  hb.hb_face_destroy(subset)
  return bytes
}

/** The woff2 font with only the glyphs that draw `codepoints` (and what shaping them needs). */
export async function subsetWoff2(woff2: Uint8Array, codepoints: Iterable<number>): Promise<Buffer> {
  // Copied into this realm's Uint8Array: wawoff2's bindings refuse a Buffer made in another (jest's sandbox).
  const trueType = await decompress(new Uint8Array(woff2))
  return Buffer.from(await compress(subsetTrueType(await loadSubsetter(), trueType, codepoints)))
}
