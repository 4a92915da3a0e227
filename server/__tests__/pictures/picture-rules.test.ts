import { mkdirSync, symlinkSync } from "node:fs"
import { join } from "node:path"
import sharp from "sharp"
import {
  checkPicture,
  checkPictureContent,
  MAX_PICTURE_BYTES,
  MAX_PICTURE_PIXELS,
  PictureRefusal,
  sniffPicture,
  type PictureFormat,
} from "../../pictures/picture-rules"
import { tempDir } from "../support/test-app"

/** Real pictures of each accepted format, made by sharp (the library the build makes the site's pictures with). */
const formats: [PictureFormat, "png" | "jpeg" | "webp" | "avif", string][] = [
  ["PNG", "png", ".png"],
  ["JPEG", "jpeg", ".jpeg"],
  ["WebP", "webp", ".webp"],
  ["AVIF", "avif", ".avif"],
]
const pictureOf = (format: "png" | "jpeg" | "webp" | "avif") =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: "#c08040" } })
    [format]()
    .toBuffer()

let media: string
beforeAll(() => {
  media = tempDir("picture-rules-")
  mkdirSync(join(media, "services"))
  // A folder that looks like one of the pictures folder's own but leads elsewhere.
  symlinkSync(tempDir("picture-rules-elsewhere-"), join(media, "linked"))
})

const refusalOf = (path: string, bytes: Uint8Array) => {
  try {
    checkPicture({ path: `data/images/${path}`, absolute: join(media, path), bytes }, media, "data/images")
    return null
  } catch (error) {
    if (error instanceof PictureRefusal) return error.message
    throw error
  }
}

describe("the picture rules", () => {
  it.each(formats)(
    "tells a %s picture by its bytes and accepts it under its extension",
    async (format, encoder, extension) => {
      const bytes = await pictureOf(encoder)
      expect(sniffPicture(bytes)).toBe(format)
      expect(refusalOf(`services/picture${extension}`, bytes)).toBeNull()
      expect(refusalOf(`picture${extension}`, bytes)).toBeNull()
    },
  )

  it("refuses a name the data could not refer to, showing its control characters escaped", async () => {
    const bytes = await pictureOf("png")
    for (const name of ["zz\u001b[31m.png", "a:b.png", "team photo.png", `${"a".repeat(97)}.png`, "café.png"])
      expect([name, refusalOf(name, bytes)]).toEqual([
        name,
        `${JSON.stringify(name)}: a picture's name may hold only letters a-z, digits, dots, hyphens and underscores, at most 100 of them. Rename it, for example team-photo.jpg, and upload it again.`,
      ])
    expect(refusalOf(`${"a".repeat(96)}.png`, bytes)).toBeNull()
  })

  it("tells nothing else for a picture: text, an empty file, a truncated signature", () => {
    for (const bytes of ["hello", "", "\x89PNG", "RIFF0000WAVE"])
      expect(sniffPicture(Buffer.from(bytes, "latin1"))).toBeNull()
  })

  it("refuses a folder reached through a symbolic link", async () => {
    expect(refusalOf("linked/picture.png", await pictureOf("png"))).toMatch(
      /^data\/images\/linked\/picture\.png: there is no folder data\/images\/linked\/ and an upload does not create one\. Put the picture in one of: data\/images\/, data\/images\/services\/\.$/,
    )
  })
})

/** The refusal of the whole check an upload meets (its name and first bytes, then its whole content), or null. */
async function wholeRefusalOf(path: string, bytes: Uint8Array): Promise<string | null> {
  try {
    const upload = { path: `data/images/${path}`, absolute: join(media, path), bytes }
    await checkPictureContent(upload.path, bytes, checkPicture(upload, media, "data/images"))
    return null
  } catch (error) {
    if (error instanceof PictureRefusal) return error.message
    throw error
  }
}

/** A small real photograph-like JPEG (a gradient, so its entropy-coded data is not trivial). */
const jpegPicture = () =>
  sharp(Buffer.from(Array.from({ length: 32 * 32 * 3 }, (_, index) => (index * 37) % 256)), {
    raw: { width: 32, height: 32, channels: 3 },
  })
    .jpeg({ progressive: true })
    .toBuffer()

describe("the whole picture", () => {
  it.each(formats)("accepts a whole %s picture", async (_format, encoder, extension) => {
    expect(await wholeRefusalOf(`picture${extension}`, await pictureOf(encoder))).toBeNull()
  })

  it("refuses a small file holding a huge picture before decoding its pixels, and accepts one at the limit", async () => {
    const blank = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: "#000000" } })
        .png({ compressionLevel: 9 })
        .toBuffer()
    const bomb = await blank(8000, 6000)
    expect(bomb.length).toBeLessThan(MAX_PICTURE_BYTES)
    expect(await wholeRefusalOf("bomb.png", bomb)).toBe(
      "data/images/bomb.png is 8000 × 6000 pixels: pictures of up to 40 megapixels are accepted. Make it smaller (the site shows pictures at most 1920 pixels wide) and upload it again.",
    )
    expect(MAX_PICTURE_PIXELS).toBe(40_000_000)
    expect(await wholeRefusalOf("large.png", await blank(8000, 5000))).toBeNull()
  })

  it("accepts a progressive JPEG with several scans", async () => {
    expect(await wholeRefusalOf("photo.jpg", await jpegPicture())).toBeNull()
  })

  it("refuses a JPEG with an HTML page after its end", async () => {
    const polyglot = Buffer.concat([await jpegPicture(), Buffer.from("<html><script>alert(1)</script></html>")])
    expect(await wholeRefusalOf("photo.jpg", polyglot)).toBe(
      "data/images/photo.jpg is not a whole JPEG picture (38 bytes follow the end of the picture). Open it in a picture editor, save it again as JPEG, and upload that file.",
    )
  })

  it("refuses a JPEG with a ZIP archive after its end", async () => {
    // A real archive's local header, its file name and contents, and its end of central directory.
    const zip = Buffer.concat([
      Buffer.from([0x50, 0x4b, 0x03, 0x04]),
      Buffer.alloc(22),
      Buffer.from([5, 0, 0, 0]),
      Buffer.from("a.phpx<?php ?>"),
      Buffer.from([0x50, 0x4b, 0x05, 0x06]),
      Buffer.alloc(18),
    ])
    expect(await wholeRefusalOf("photo.jpg", Buffer.concat([await jpegPicture(), zip]))).toMatch(
      /^data\/images\/photo\.jpg is not a whole JPEG picture \(\d+ bytes follow the end of the picture\)/,
    )
  })

  it("refuses a file that only starts like a JPEG, a WebP or an AVIF", async () => {
    const html = Buffer.from("<html><body>not a picture</body></html>")
    const webp = Buffer.concat([Buffer.from("RIFF"), Buffer.from([40, 0, 0, 0]), Buffer.from("WEBP"), html])
    const avif = Buffer.concat([Buffer.from([0, 0, 0, 20]), Buffer.from("ftypavif"), Buffer.alloc(8), html])
    for (const [path, bytes, format] of [
      ["page.jpg", Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), html]), "JPEG"],
      ["page.webp", webp, "WebP"],
      ["page.avif", avif, "AVIF"],
    ] as const)
      expect(await wholeRefusalOf(path, bytes)).toMatch(
        new RegExp(`^data/images/${path.replace(".", "\\.")} is not a whole ${format} picture \\(`),
      )
  })

  it("refuses a PNG with a script after its IEND chunk", async () => {
    const polyglot = Buffer.concat([await pictureOf("png"), Buffer.from("<script>alert(1)</script>")])
    expect(await wholeRefusalOf("picture.png", polyglot)).toBe(
      "data/images/picture.png is not a whole PNG picture (25 bytes follow the end of the picture). Open it in a picture editor, save it again as PNG, and upload that file.",
    )
  })

  it("refuses a truncated PNG", async () => {
    const whole = await pictureOf("png")
    expect(await wholeRefusalOf("picture.png", whole.subarray(0, whole.length - 20))).toBe(
      "data/images/picture.png is not a whole PNG picture (it does not decode). Open it in a picture editor, save it again as PNG, and upload that file.",
    )
  })
})
