/**
 * Arabic words as outlines for the Arabic logo. An SVG shown through <img> cannot use the page's
 * web font, and a visitor's own Arabic font differs from machine to machine, so the words are
 * drawn as paths: shaped by HarfBuzz (joining forms and ligatures, right to left) from the face
 * the site already uses for Arabic, Tajawal (SIL Open Font License, which allows outlines in a
 * logo), read from @fontsource/tajawal.
 */
import { readFileSync } from "node:fs"
import { inflateSync } from "node:zlib"

/**
 * Outline coordinates are in hundredths of an em: at the logo's sizes a step is under a third of
 * a pixel, and whole numbers of at most three digits keep the file within its budget.
 */
export const OUTLINE_UNITS_PER_EM = 100

/** One shaped run: a single path (y down, baseline at 0) and its advance width, in OUTLINE_UNITS_PER_EM. */
export type Outline = { d: string; width: number }

/** The font files ship as WOFF 1.0: its tables, inflated, laid out again as a plain OpenType file. */
function sfntOfWoff(woff: Buffer): Uint8Array {
  const flavor = woff.readUInt32BE(4)
  const count = woff.readUInt16BE(12)
  const tables = Array.from({ length: count }, (_, index) => {
    const at = 44 + index * 20
    const [offset, stored, length] = [woff.readUInt32BE(at + 4), woff.readUInt32BE(at + 8), woff.readUInt32BE(at + 12)]
    const raw = woff.subarray(offset, offset + stored)
    return {
      tag: woff.readUInt32BE(at),
      checksum: woff.readUInt32BE(at + 16),
      data: stored < length ? inflateSync(raw) : raw,
    }
  })
  let end = 12 + count * 16
  const offsets = tables.map(table => {
    const start = end
    end += (table.data.length + 3) & ~3 // tables start on 4-byte boundaries
    return start
  })
  const out = Buffer.alloc(end)
  const power = 2 ** Math.floor(Math.log2(count))
  out.writeUInt32BE(flavor, 0)
  out.writeUInt16BE(count, 4)
  out.writeUInt16BE(power * 16, 6)
  out.writeUInt16BE(Math.log2(power), 8)
  out.writeUInt16BE(count * 16 - power * 16, 10)
  tables.forEach((table, index) => {
    const at = 12 + index * 16
    out.writeUInt32BE(table.tag, at)
    out.writeUInt32BE(table.checksum, at + 4)
    out.writeUInt32BE(offsets[index], at + 8)
    out.writeUInt32BE(table.data.length, at + 12)
    table.data.copy(out, offsets[index])
  })
  return new Uint8Array(out)
}

/** Numbers written as SVG allows: no space before a minus sign. */
const numbers = (values: number[]) =>
  values.map((value, index) => (index > 0 && value >= 0 ? ` ${value}` : `${value}`)).join("")

/**
 * A glyph's path (HarfBuzz writes absolute M, L, Q, C and Z) moved by (dx, dy) font units, flipped
 * to SVG's y-down, rounded to outline units and written with relative commands, which are shorter.
 */
type Pen = { x: number; y: number; startX: number; startY: number }

function placed(d: string, dx: number, dy: number, perUnit: number, pen: Pen): string {
  let { x, y, startX, startY } = pen
  let out = ""
  for (const [, command, args] of d.matchAll(/([MLQCZ])([^MLQCZ]*)/g)) {
    if (command === "Z") {
      out += "z"
      ;[x, y] = [startX, startY]
      continue
    }
    const values = (args.match(/-?[\d.]+/g) ?? []).map(Number)
    const relative: number[] = []
    let [nextX, nextY] = [x, y]
    for (let index = 0; index < values.length; index += 2) {
      const px = Math.round((values[index] + dx) / perUnit)
      const py = Math.round(-(values[index + 1] + dy) / perUnit)
      relative.push(px - x, py - y)
      ;[nextX, nextY] = [px, py]
    }
    // Every control point is relative to the segment's start, as SVG's relative commands are.
    out += command.toLowerCase() + numbers(relative)
    ;[x, y] = [nextX, nextY]
    if (command === "M") [startX, startY] = [x, y]
  }
  // The next glyph's relative moveto starts where this one ended.
  Object.assign(pen, { x, y, startX, startY })
  return out
}

/** Shapes each text with Tajawal at `weight` (one of the packaged weights) and returns its outline. */
export async function arabicOutlines(texts: ReadonlyArray<string>, weight: 500 | 700 | 800): Promise<Outline[]> {
  // harfbuzzjs is an ES module that loads its WebAssembly on import.
  const hb = await import("harfbuzzjs")
  const file = require.resolve(`@fontsource/tajawal/files/tajawal-arabic-${weight}-normal.woff`)
  const face = new hb.Face(new hb.Blob(sfntOfWoff(readFileSync(file))))
  const font = new hb.Font(face)
  const perUnit = face.upem / OUTLINE_UNITS_PER_EM
  return texts.map(text => {
    const buffer = new hb.Buffer()
    buffer.addText(text)
    buffer.guessSegmentProperties()
    hb.shape(font, buffer)
    const positions = buffer.getGlyphPositions()
    let x = 0
    const pen: Pen = { x: 0, y: 0, startX: 0, startY: 0 }
    const parts = buffer.getGlyphInfos().map((glyph, index) => {
      const { xAdvance, xOffset, yOffset } = positions[index]
      // HarfBuzz returns a right-to-left run in visual order: drawn left to right as it comes.
      const part = placed(font.glyphToPath(glyph.codepoint), x + xOffset, yOffset, perUnit, pen)
      x += xAdvance
      return part
    })
    return { d: parts.join(""), width: x / perUnit }
  })
}
