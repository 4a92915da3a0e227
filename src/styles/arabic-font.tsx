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

const ARABIC_FONT_FILES = [regular, bold] as const

/**
 * Preload links for the server HTML of an Arabic page: the fonts load beside the page instead
 * of after the first layout names them, so the text is usually drawn in Tajawal at once rather
 * than swapped (a swap could re-wrap lines and move what is below them).
 */
export function arabicFontPreloads() {
  return ARABIC_FONT_FILES.map(href => (
    <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
  ))
}
