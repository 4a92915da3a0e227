/**
 * @jest-environment jsdom
 */
import { ARABIC_FONT_SCRIPT, withArabicFont } from "../arabic-font-inline"

const range = "u+06??,u+0750-077f"
const rule = (weight: number) =>
  `@font-face{font-display:swap;font-family:Tajawal;font-style:normal;font-weight:${weight};` +
  `src:url(/static/tajawal-arabic-${weight}-normal-abc.woff2) format("woff2");unicode-range:${range}}`
const stylesheet = `<style data-href="/styles.css">body{margin:0}${rule(400)}${rule(700)}h1{font-weight:700}</style>`
const page = (lang: string) =>
  `<!DOCTYPE html><html lang="${lang}" dir="rtl"><head>${stylesheet}</head><body></body></html>`
const files: Record<string, Buffer> = {
  "/static/tajawal-arabic-400-normal-abc.woff2": Buffer.from("regular bytes"),
  "/static/tajawal-arabic-700-normal-abc.woff2": Buffer.from("bold bytes"),
}
const read = (path: string) => files[path] ?? Buffer.from("")

/** Runs the page's font script against a recording FontFace and document.fonts. */
function facesAddedBy(html: string) {
  const script = new DOMParser().parseFromString(html, "text/html").querySelector(`script[${ARABIC_FONT_SCRIPT}]`)!
  const added: { family: string; bytes: string; descriptors: object }[] = []
  class RecordingFontFace {
    constructor(family: string, bytes: Uint8Array, descriptors: object) {
      added.push({ family, bytes: Buffer.from(bytes).toString(), descriptors })
    }
  }
  const fonts = { add: () => undefined }
  new Function("window", "document", "FontFace", script.textContent!)(
    { FontFace: RecordingFontFace },
    { fonts },
    RecordingFontFace,
  )
  return added
}

test("an Arabic page gets, at the end of its head, a script that adds the stylesheet's Tajawal faces from their bytes", () => {
  const html = withArabicFont(page("ar"), read)!
  expect(html.startsWith(page("ar").replace("</head><body></body></html>", ""))).toBe(true)
  expect(html).toMatch(new RegExp(`<script ${ARABIC_FONT_SCRIPT}="">.+</script></head><body></body></html>$`))
  expect(facesAddedBy(html)).toEqual([
    {
      family: "Tajawal",
      bytes: "regular bytes",
      descriptors: { weight: "400", unicodeRange: range, display: "block" },
    },
    { family: "Tajawal", bytes: "bold bytes", descriptors: { weight: "700", unicodeRange: range, display: "block" } },
  ])
})

test("an English page is left as it is, and so is an Arabic page that has the script already", () => {
  expect(withArabicFont(page("en"), read)).toBeUndefined()
  expect(withArabicFont(withArabicFont(page("ar"), read)!, read)).toBeUndefined()
})

test("an Arabic page whose stylesheet lost the rules, or a rule its file, fails the build and says what to look at", () => {
  const bare = page("ar").replace(rule(400), "").replace(rule(700), "")
  expect(() => withArabicFont(bare, read)).toThrow(
    "An Arabic page's stylesheet has no Tajawal @font-face rule (src/styles/arabic-font.css).",
  )
  const fileless = page("ar").replace("src:url(/static/tajawal-arabic-700-normal-abc.woff2)", "src:local(Tajawal)")
  expect(() => withArabicFont(fileless, read)).toThrow(/A Tajawal rule lacks a weight, a unicode-range or a woff2 file/)
})

test("an Arabic page's high-priority pictures are preloaded ahead of the font bytes, with the WebP set the picture offers", () => {
  const picture = (priority: string, name: string) =>
    `<picture><source type="image/webp" srcSet="/static/a/${name}.webp 360w,/static/b/${name}.webp 750w" sizes="100vw"/>` +
    `<img ${priority} sizes="100vw" src="/static/a/${name}.jpg"/></picture>`
  const body = picture('fetchpriority="high" loading="eager"', "hero") + picture('loading="lazy"', "later")
  const html = withArabicFont(page("ar").replace("<body></body>", `<body>${body}</body>`), read)!
  const head = html.slice(0, html.indexOf("</head>"))
  expect(head).toContain(
    '<link rel="preload" as="image" type="image/webp" imagesrcset="/static/a/hero.webp 360w,/static/b/hero.webp 750w" imagesizes="100vw" fetchpriority="high"/>' +
      `<script ${ARABIC_FONT_SCRIPT}="">`,
  )
  expect(head).not.toContain("later")
})
