/**
 * What a picture sent by an editor must be before it may land in the site's pictures folder.
 * The build turns these files into the pictures every visitor loads, so the rules are strict:
 * - the content is a PNG, JPEG, WebP or AVIF picture, told by its first bytes (its magic number),
 *   never by the name or a type the sender claims;
 * - the name's extension is the one of that format, in lower case (Decap CMS lower-cases names);
 * - SVG is refused: an SVG is a document that can carry scripts and links, not only a picture;
 * - at most MAX_PICTURE_BYTES;
 * - only into the pictures folder or one of its existing folders: an upload never creates a folder.
 * Plain functions with no server attached, so any backend that receives pictures can call them.
 */
import { readdirSync, realpathSync, statSync } from "node:fs"
import { dirname, join, relative, sep } from "node:path"

/** Large enough for a full-width photograph (the build makes every smaller size), small enough to upload quickly. */
export const MAX_PICTURE_BYTES = 5_000_000

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
