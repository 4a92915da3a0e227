/**
 * What a picture sent by an editor must be before it may land in the site's pictures folder.
 * The build turns these files into the pictures every visitor loads, so the rules are strict:
 * - the content is a PNG, JPEG, WebP or AVIF picture, told by its first bytes (its magic number),
 *   never by the name or a type the sender claims;
 * - the name holds only the characters the data files' picture fields accept (letters a-z, digits,
 *   dots, hyphens, underscores), at most MAX_NAME_LENGTH of them: a name the data could not refer
 *   to would wait in the media library for nothing, and a control character in it would reach
 *   messages, logs and terminals;
 * - the name's extension is the one of that format, in lower case (Decap CMS lower-cases names);
 * - SVG is refused: an SVG is a document that can carry scripts and links, not only a picture;
 * - the whole file decodes (sharp) as the format its first bytes claim, and nothing follows the
 *   picture's end (checkPictureContent): a file that only starts like a picture, or a picture with
 *   a document or an archive after it (a polyglot), is refused;
 * - at most MAX_PICTURE_BYTES;
 * - only into the pictures folder or one of its existing folders: an upload never creates a folder.
 * Plain functions with no server attached, so any backend that receives pictures can call them.
 */
import { readdirSync, realpathSync, statSync } from "node:fs"
import { dirname, join, relative, sep } from "node:path"
import sharp from "sharp"

/** Large enough for a full-width photograph (the build makes every smaller size), small enough to upload quickly. */
export const MAX_PICTURE_BYTES = 5_000_000
/**
 * The most pixels a picture may have: a small file can hold a huge blank picture whose decoding
 * would keep the server's workers busy for seconds (a "decompression bomb"). 40 megapixels is
 * more than any camera photo the site needs; the site shows pictures at most 1920 px wide.
 */
export const MAX_PICTURE_PIXELS = 40_000_000

export const MAX_NAME_LENGTH = 100
/** The last part of a picture's path, as the data schemas' `^images/[A-Za-z0-9._/-]+` patterns allow it. */
const PICTURE_NAME = new RegExp(`^[A-Za-z0-9._-]{1,${MAX_NAME_LENGTH}}$`)

export type PictureFormat = "PNG" | "JPEG" | "WebP" | "AVIF"

/** The extensions each format may be saved with, the first one being the usual one. */
export const EXTENSIONS_OF: Readonly<Record<PictureFormat, readonly string[]>> = {
  PNG: [".png"],
  JPEG: [".jpg", ".jpeg"],
  WebP: [".webp"],
  AVIF: [".avif"],
}

const FORMAT_LIST = new Intl.ListFormat("en", { type: "disjunction" }).format(Object.keys(EXTENSIONS_OF))
const megabytes = new Intl.NumberFormat("en", { style: "unit", unit: "megabyte", maximumFractionDigits: 1 })
// Rounded up to a tenth, so a picture just over the limit never reads as exactly the limit.
const sizeOf = (bytes: number) => megabytes.format(Math.ceil(bytes / 100_000) / 10)

/** A picture refused, with the HTTP status that says why and a message an editor can act on. */
export class PictureRefusal extends Error {
  constructor(
    readonly statusCode: 413 | 415 | 422,
    message: string,
  ) {
    super(message)
  }
}

const startsWith = (bytes: Uint8Array, offset: number, expected: readonly number[] | string) => {
  const wanted = typeof expected === "string" ? [...expected].map(character => character.charCodeAt(0)) : expected
  return bytes.length >= offset + wanted.length && wanted.every((byte, index) => bytes[offset + index] === byte)
}

/** ISO BMFF (AVIF): a first box "ftyp" whose major or compatible brands name "avif" or "avis". */
function isAvif(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, 4, "ftyp")) return false
  const boxSize = ((bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3]) >>> 0
  const end = Math.min(boxSize, bytes.length)
  if (boxSize < 16) return false
  // Brands are 4 bytes each: the major brand at 8, a minor version at 12, compatible brands from 16.
  for (let offset = 8; offset + 4 <= end; offset += offset === 8 ? 8 : 4)
    if (startsWith(bytes, offset, "avif") || startsWith(bytes, offset, "avis")) return true
  return false
}

/** The picture format of these bytes by their signature, or null when they are none of the four. */
export function sniffPicture(bytes: Uint8Array): PictureFormat | null {
  if (startsWith(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "PNG"
  if (startsWith(bytes, 0, [0xff, 0xd8, 0xff])) return "JPEG"
  if (startsWith(bytes, 0, "RIFF") && startsWith(bytes, 8, "WEBP")) return "WebP"
  if (isAvif(bytes)) return "AVIF"
  return null
}

/** The folders an upload may go into, named from the repository as the editor names them. */
function existingFolders(mediaFolder: string, shownAs: string): string[] {
  const below = readdirSync(mediaFolder, { withFileTypes: true })
    .filter(entry => entry.isDirectory() && !entry.name.startsWith("."))
    .map(entry => `${shownAs}/${entry.name}/`)
    .sort()
  return [`${shownAs}/`, ...below]
}

/** `folder` is an existing folder inside `mediaFolder`, with no symbolic link on the way (one could lead anywhere). */
function isFolderInside(folder: string, mediaFolder: string): boolean {
  const inside = relative(mediaFolder, folder)
  if (inside.split(sep).includes("..")) return false
  try {
    return statSync(folder).isDirectory() && realpathSync(folder) === join(realpathSync(mediaFolder), inside)
  } catch {
    return false
  }
}

export type PictureUpload = {
  /** The name the editor gave, from the repository root (data/images/services/tax-service.jpg): for messages. */
  path: string
  /** Where it would be written; inside `mediaFolder`. */
  absolute: string
  bytes: Uint8Array
}

/**
 * Throws a PictureRefusal when `upload` may not be written under `mediaFolder` (an absolute path,
 * shown in messages as `mediaFolderShownAs`); returns its format otherwise. Nothing is written.
 */
export function checkPicture(upload: PictureUpload, mediaFolder: string, mediaFolderShownAs: string): PictureFormat {
  const { path, bytes } = upload
  const name = path.slice(path.lastIndexOf("/") + 1)
  if (!PICTURE_NAME.test(name))
    throw new PictureRefusal(
      422,
      // JSON.stringify shows a control character as an escape rather than sending it on.
      `${JSON.stringify(name)}: a picture's name may hold only letters a-z, digits, dots, hyphens and underscores, at most ${MAX_NAME_LENGTH} of them. Rename it, for example team-photo.jpg, and upload it again.`,
    )
  const lower = path.toLowerCase()
  const text = Buffer.from(bytes.subarray(0, 512)).toString("utf8").trimStart().toLowerCase()
  if (lower.endsWith(".svg") || lower.endsWith(".svgz") || text.startsWith("<svg") || text.startsWith("<?xml"))
    throw new PictureRefusal(
      415,
      `${path}: SVG files cannot be uploaded (an SVG can carry scripts). Upload the picture as ${FORMAT_LIST}.`,
    )
  if (bytes.length > MAX_PICTURE_BYTES)
    throw new PictureRefusal(
      413,
      `${path} is ${sizeOf(bytes.length)}; a picture may be at most ${sizeOf(MAX_PICTURE_BYTES)}. Save it smaller (for example 2400 pixels wide, as JPEG or WebP) and upload it again.`,
    )
  const format = sniffPicture(bytes)
  if (format === null)
    throw new PictureRefusal(
      415,
      `${path} is not a ${FORMAT_LIST} picture. Upload the picture in one of those formats.`,
    )
  const extensions = EXTENSIONS_OF[format]
  if (!extensions.some(extension => path.endsWith(extension))) {
    const stem = path.slice(path.lastIndexOf("/") + 1).replace(/\.[^.]*$/, "")
    throw new PictureRefusal(
      422,
      `${path} holds a ${format} picture, so its name must end in ${extensions.join(" or ")}: name it ${stem}${extensions[0]}.`,
    )
  }
  if (!isFolderInside(dirname(upload.absolute), mediaFolder))
    throw new PictureRefusal(
      422,
      `${path}: there is no folder ${dirname(path)}/ and an upload does not create one. Put the picture in one of: ${existingFolders(mediaFolder, mediaFolderShownAs).join(", ")}.`,
    )
  return format
}

const u32 = (bytes: Uint8Array, offset: number) =>
  ((bytes[offset] << 24) | (bytes[offset + 1] << 16) | (bytes[offset + 2] << 8) | bytes[offset + 3]) >>> 0

/** Where a PNG ends: just after its IEND chunk, walking the chunks by their lengths; null without one. */
function pngEnd(bytes: Uint8Array): number | null {
  for (let offset = 8; offset + 12 <= bytes.length;) {
    const end = offset + 12 + u32(bytes, offset)
    if (startsWith(bytes, offset + 4, "IEND")) return end
    offset = end
  }
  return null
}

/**
 * Where a JPEG ends: just after its EOI marker, walking the segments by their lengths and each
 * scan's entropy-coded data (where 0xFF is always followed by 0x00 or a restart marker), so an EOI
 * inside an embedded thumbnail (in an APP1 segment) is skipped; null without one.
 */
function jpegEnd(bytes: Uint8Array): number | null {
  let offset = 2
  while (offset + 2 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null
    const marker = bytes[offset + 1]
    if (marker === 0xd9) return offset + 2
    if (marker === 0xff) {
      offset += 1 // fill byte
      continue
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2
      continue
    }
    if (offset + 4 > bytes.length) return null
    offset += 2 + ((bytes[offset + 2] << 8) | bytes[offset + 3])
    if (marker !== 0xda) continue
    // Entropy-coded data up to the next marker that is neither stuffing (FF 00) nor a restart.
    while (offset + 1 < bytes.length) {
      if (
        bytes[offset] === 0xff &&
        bytes[offset + 1] !== 0x00 &&
        (bytes[offset + 1] < 0xd0 || bytes[offset + 1] > 0xd7)
      )
        break
      offset += 1
    }
  }
  return null
}

/** Where ISO BMFF boxes (AVIF) end when walked from the start by their sizes; null when a size is not whole. */
function boxesEnd(bytes: Uint8Array): number | null {
  let offset = 0
  while (offset + 8 <= bytes.length) {
    const size = u32(bytes, offset)
    // 0: the box runs to the end of the file; 1: a 64-bit size follows the type.
    if (size === 0) return bytes.length
    const boxSize =
      size === 1 && offset + 16 <= bytes.length ? u32(bytes, offset + 8) * 2 ** 32 + u32(bytes, offset + 12) : size
    if (boxSize < 8) return null
    offset += boxSize
  }
  return offset === bytes.length ? offset : null
}

/** Where each format says its file ends (WebP: the RIFF size, padded to an even length). */
const endOf: Record<PictureFormat, (bytes: Uint8Array) => number | null> = {
  PNG: pngEnd,
  JPEG: jpegEnd,
  WebP: bytes => {
    const size = (bytes[4] | (bytes[5] << 8) | (bytes[6] << 16) | (bytes[7] << 24)) >>> 0
    return 8 + size + (size % 2)
  },
  AVIF: boxesEnd,
}

/** The name sharp gives each format once it has decoded the file (AVIF is HEIF with AV1 compression). */
const sharpFormatOf: Record<PictureFormat, string> = { PNG: "png", JPEG: "jpeg", WebP: "webp", AVIF: "heif" }

/**
 * Throws a PictureRefusal unless the whole of `bytes` is one picture of `format`: sharp decodes
 * every pixel (a warning such as a truncated file counts as a failure) and nothing follows the end
 * the format defines. Decoding is what the build does with the file anyway; re-encoding instead
 * would change a JPEG's pixels, so the editor's file is kept byte for byte once it passes.
 */
export async function checkPictureContent(path: string, bytes: Uint8Array, format: PictureFormat): Promise<void> {
  const refusal = (why: string) =>
    new PictureRefusal(
      415,
      `${path} is not a whole ${format} picture (${why}). Open it in a picture editor, save it again as ${format}, and upload that file.`,
    )
  try {
    const image = sharp(bytes, { failOn: "warning" })
    const { format: decodedAs, compression, width = 0, height = 0 } = await image.metadata()
    if (decodedAs !== sharpFormatOf[format] || (format === "AVIF" && compression !== "av1"))
      throw refusal(`it decodes as ${decodedAs ?? "nothing"}`)
    if (width * height > MAX_PICTURE_PIXELS)
      throw new PictureRefusal(
        413,
        `${path} is ${width} × ${height} pixels: pictures of up to ${MAX_PICTURE_PIXELS / 1_000_000} megapixels are accepted. Make it smaller (the site shows pictures at most 1920 pixels wide) and upload it again.`,
      )
    // stats() reads every pixel without keeping them, so a damaged or cut-off file fails here.
    await image.stats()
  } catch (error) {
    if (error instanceof PictureRefusal) throw error
    throw refusal("it does not decode")
  }
  const end = endOf[format](bytes)
  if (end === null) throw refusal("its end is missing")
  if (end !== bytes.length) throw refusal(`${bytes.length - end} bytes follow the end of the picture`)
}
