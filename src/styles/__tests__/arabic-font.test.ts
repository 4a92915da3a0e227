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

const subsetOf = (face: Record<string, string>) => /tajawal-(\w+)-\d+-normal/.exec(face.src)?.[1]

test("Tajawal comes in two weights, 400 and 700, each as its Arabic and its Latin woff2 file, swapped in when it arrives", () => {
  expect(faces.map(face => `${subsetOf(face)} ${face["font-weight"]}`)).toEqual([
    "arabic 400",
    "arabic 700",
    "latin 400",
    "latin 700",
  ])
  for (const face of faces) {
    expect(face["font-family"]).toBe("Tajawal")
    expect(face["font-display"]).toBe("swap")
    expect(face.src).toBe(
      `url("~@fontsource/tajawal/files/tajawal-${subsetOf(face)}-${face["font-weight"]}-normal.woff2") format("woff2")`,
    )
  }
})

test("each file covers exactly its subset's range, so a page uses each only for its own characters", () => {
  for (const face of faces) {
    const subset = subsetOf(face)
    expect(subset === "arabic" || subset === "latin").toBe(true)
    expect(ranges(face["unicode-range"])).toEqual(ranges(subset === "arabic" ? unicode.arabic : unicode.latin))
  }
  expect(ranges(unicode.arabic)).not.toContain("U+0000-00FF")
})
