import { readFileSync } from "node:fs"
import { arabicFontFile, inlineFontFace } from "../inline-font-face"

test.each([400, 700] as const)("weight %i: the rule carries @fontsource's file byte for byte, with swap", weight => {
  const rule = inlineFontFace(weight)
  const data = /src:url\(data:font\/woff2;base64,([A-Za-z0-9+/=]+)\) format\("woff2"\)/.exec(rule)?.[1]
  expect(Buffer.from(data ?? "", "base64").equals(readFileSync(arabicFontFile(weight)))).toBe(true)
  expect(arabicFontFile(weight)).toMatch(new RegExp(`tajawal-arabic-${weight}-normal\\.woff2$`))
  expect(rule).toMatch(/^@font-face\{font-family:Tajawal;font-style:normal;font-display:swap;/)
  expect(rule).toContain(`font-weight:${weight};`)
})
