/**
 * The Arabic pages carry their Tajawal files inside their own HTML: a script at the end of the
 * head hands each weight's bytes to the browser (`new FontFace(family, bytes)`, the CSS Font
 * Loading API) before the body is laid out. A first visit to an Arabic page fetches no font.
 *
 * Why, measured (docs/site.md, "The Arabic font"):
 * - Any font request a page makes before its largest paint is counted into Lighthouse's simulated
 *   LCP at a new connection's round trips: preloaded or found in the stylesheet, the files put
 *   /ar/about/ 24 % behind /about/. Inside the HTML (9 KB a weight, compressed with the page),
 *   every Arabic page's LCP measured equal to its English twin's.
 * - A face built from bytes is ready at once. The same bytes as a data: URL in a <style> are
 *   decoded after the first layout, which wraps the text in a fallback font: the home page's hero
 *   lost a line when Tajawal arrived and moved (CLS 0.009), with swap and with block alike.
 *
 * The faces are the stylesheet's own Tajawal rules (src/styles/arabic-font.css): their weights,
 * ranges and files. Faces added by script come after the stylesheet's, and for the same family,
 * weight and range the last wins, so the stylesheet's files are fetched only when an English page
 * navigates to an Arabic one in the browser, or when scripts do not run.
 */
export const ARABIC_FONT_SCRIPT = "data-arabic-font"

const ARABIC_PAGE = /<html[^>]*\slang="ar"/
const STYLESHEET = /<style data-href="[^"]*"[^>]*>[^<]*<\/style>/g
const TAJAWAL_RULE = /@font-face\{[^}]*font-family:Tajawal;[^}]*\}/g
const DESCRIPTOR = (name: string) => new RegExp(`${name}:([^;}]+)`)
const FILE_URL = /^url\((\/static\/[^)]+\.woff2)\)/

type Face = { weight: string; unicodeRange: string; base64: string }

function facesOf(html: string, readPublic: (urlPath: string) => Buffer): Face[] {
  const stylesheets = (html.match(STYLESHEET) ?? []).join("")
  const rules = [...new Set(stylesheets.match(TAJAWAL_RULE))]
  if (rules.length === 0) {
    throw new Error("An Arabic page's stylesheet has no Tajawal @font-face rule (src/styles/arabic-font.css).")
  }
  return rules.map(rule => {
    const [weight, unicodeRange, src] = ["font-weight", "unicode-range", "src"].map(
      name => DESCRIPTOR(name).exec(rule)?.[1],
    )
    const file = src && FILE_URL.exec(src)?.[1]
    if (!weight || !unicodeRange || !file) {
      throw new Error(`A Tajawal rule lacks a weight, a unicode-range or a woff2 file: ${rule.slice(0, 200)}`)
    }
    return { weight, unicodeRange, base64: readPublic(file).toString("base64") }
  })
}

/** The script: one FontFace a weight, from its bytes, added to the document's fonts. */
function fontScript(faces: Face[]): string {
  const list = JSON.stringify(faces.map(face => [face.weight, face.unicodeRange, face.base64]))
  return (
    `if(window.FontFace)${list}.forEach(function(f){var b=atob(f[2]),a=new Uint8Array(b.length);` +
    `for(var i=0;i<b.length;i++)a[i]=b.charCodeAt(i);` +
    `document.fonts.add(new FontFace("Tajawal",a,{weight:f[0],unicodeRange:f[1],display:"block"}))})`
  )
}

/** A gatsby-plugin-image picture whose <img> the page asks for first (its LCP picture): its WebP set and sizes. */
const HIGH_PRIORITY_PICTURE =
  /<picture><source type="image\/webp" srcSet="([^"]+)" sizes="([^"]+)"\/><img[^>]*\sfetchpriority="high"/g

/**
 * Preloads of the page's high-priority pictures, to go ahead of the font bytes: the script puts some
 * 25 KB before the body, and the <img> inside it would be found a round trip later than on the English
 * twin (/ar/portfolio/'s LCP 1.20 s against 0.91 s). Same set and sizes as the <source>, so the
 * browser picks the same file.
 */
function picturePreloads(html: string): string {
  return [...html.matchAll(HIGH_PRIORITY_PICTURE)]
    .map(
      ([, srcSet, sizes]) =>
        `<link rel="preload" as="image" type="image/webp" imagesrcset="${srcSet}" imagesizes="${sizes}" fetchpriority="high"/>`,
    )
    .join("")
}

/**
 * The page with the script, or undefined when it needs none (an English page, or an Arabic page
 * that has it already: postbuild may run twice). `readPublic` reads a built file by its URL path.
 */
export function withArabicFont(html: string, readPublic: (urlPath: string) => Buffer): string | undefined {
  if (!ARABIC_PAGE.test(html) || html.includes(`<script ${ARABIC_FONT_SCRIPT}`)) return undefined
  const script = fontScript(facesOf(html, readPublic))
  return html.replace("</head>", `${picturePreloads(html)}<script ${ARABIC_FONT_SCRIPT}="">${script}</script></head>`)
}
