/**
 * Fonts stay files, never data: URLs. Gatsby loads fonts with url-loader, which inlines any file
 * under 10,000 bytes into the stylesheet; Tajawal's Arabic subset is 8.9 KB a weight. The site's
 * stylesheet is inlined into every page, so an inlined font would be paid by every page, the
 * English ones included, and could not be cached apart. As files (file-loader,
 * /static/<name>-<hash>.woff2) only the pages that use the face fetch it; the Arabic pages carry
 * the same files in their own HTML (scripts/arabic-font-inline.ts).
 */
const FONT_FILE = "font.woff2"

type Loader = { loader?: unknown; options?: Record<string, unknown> }

/** Walks webpack's rules and turns inlining off on the url-loader of the rule that takes fonts. */
export function keepFontsAsFiles(rules: unknown[]): void {
  for (const rule of rules) {
    if (typeof rule !== "object" || rule === null) continue
    const { oneOf, use, test } = rule as { oneOf?: unknown[]; use?: unknown[]; test?: unknown }
    if (Array.isArray(oneOf)) keepFontsAsFiles(oneOf)
    if (!(test instanceof RegExp) || !test.test(FONT_FILE) || !Array.isArray(use)) continue
    for (const loader of use as Loader[]) {
      if (typeof loader?.loader === "string" && loader.loader.includes("url-loader")) {
        loader.options = { ...loader.options, limit: false }
      }
    }
  }
}
