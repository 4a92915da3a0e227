import { mkdirSync, symlinkSync } from "node:fs"
import { join } from "node:path"
import sharp from "sharp"
import { checkPicture, PictureRefusal, sniffPicture, type PictureFormat } from "../../pictures/picture-rules"
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
