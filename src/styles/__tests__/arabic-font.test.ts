import { readFileSync } from "node:fs"
import { join } from "node:path"
import unicode from "@fontsource/tajawal/unicode.json"

const css = readFileSync(join(__dirname, "..", "arabic-font.css"), "utf8")
const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) =>
  Object.fromEntries(
    body
      .split(";")
      .map(declaration => declaration.trim())
      .filter(Boolean)
      .map(declaration => {
        const colon = declaration.indexOf(":")
        return [declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim()]
      }),
  ),
)

/** "U+0600-06FF, U+0750-077F" and "U+0600-06FF,U+0750-077F" are the same range. */
const ranges = (text: string) => text.split(",").map(range => range.trim())

test("Tajawal comes in two weights, 400 and 700, each its Arabic woff2 file, swapped in when it arrives", () => {
  expect(faces.map(face => face["font-weight"])).toEqual(["400", "700"])
  for (const face of faces) {
    expect(face["font-family"]).toBe("Tajawal")
    expect(face["font-display"]).toBe("swap")
    expect(face.src).toBe(
      `url("~@fontsource/tajawal/files/tajawal-arabic-${face["font-weight"]}-normal.woff2") format("woff2")`,
    )
  }
})

test("each weight covers exactly the Arabic subset's range, so Latin letters, digits and spaces never fetch it", () => {
  for (const face of faces) expect(ranges(face["unicode-range"])).toEqual(ranges(unicode.arabic))
  expect(ranges(unicode.arabic)).not.toContain("U+0000-00FF")
})
