/**
 * The Arabic edition's face: Tajawal, self-hosted from @fontsource, Arabic subset only, regular
 * (400) and bold (700), woff2, font-display: swap. Why this face: docs/site.md ("The Arabic
 * font"). tokens.css names it only under html[lang="ar"], so an English page never fetches it,
 * not even for an Arabic word such as the language switch's label.
 */
import "@fontsource/tajawal/arabic-400.css"
import "@fontsource/tajawal/arabic-700.css"
import regular from "@fontsource/tajawal/files/tajawal-arabic-400-normal.woff2"
import bold from "@fontsource/tajawal/files/tajawal-arabic-700-normal.woff2"

export const ARABIC_FONT_FILES = { 400: regular, 700: bold } as const

/**
 * Preload links for the server HTML of an Arabic page: the fonts load beside the page instead
 * of after the first layout names them, so the text is usually drawn in Tajawal at once rather
 * than swapped (a swap could re-wrap lines and move what is below them).
 */
export function arabicFontPreloads(weights: readonly (keyof typeof ARABIC_FONT_FILES)[]) {
  return weights.map(weight => (
    <link
      key={ARABIC_FONT_FILES[weight]}
      rel="preload"
      href={ARABIC_FONT_FILES[weight]}
      as="font"
      type="font/woff2"
      crossOrigin="anonymous"
    />
  ))
}
