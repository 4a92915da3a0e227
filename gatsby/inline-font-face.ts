/**
 * One weight of the Arabic face as an @font-face whose file is in the rule (a data: URL), for the
 * server HTML of the Arabic pages only (gatsby-ssr.tsx). Why one weight is inlined: docs/site.md
 * ("The Arabic font"). Read from @fontsource at build time, so the inlined bytes are always the
 * package's file, the same one the stylesheet's rule names.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"

export type ArabicWeight = 400 | 700

/**
 * The package's file on disk. A plain path, not require.resolve: webpack (the SSR bundle) and
 * jest both rewrite resolving a .woff2 into their own module or mock.
 */
export function arabicFontFile(weight: ArabicWeight): string {
  return join(process.cwd(), "node_modules", "@fontsource", "tajawal", "files", `tajawal-arabic-${weight}-normal.woff2`)
}

/**
 * The rule repeats @fontsource's descriptors (family, style, weight, swap). It must come after the
 * stylesheet's rule for the same face: of two rules with the same descriptors the later one is
 * used, so the browser takes the inlined bytes and never fetches the file.
 */
export function inlineFontFace(weight: ArabicWeight): string {
  const data = readFileSync(arabicFontFile(weight)).toString("base64")
  return [
    "@font-face{font-family:Tajawal;font-style:normal;font-display:swap;",
    `font-weight:${weight};src:url(data:font/woff2;base64,${data}) format("woff2")}`,
  ].join("")
}
