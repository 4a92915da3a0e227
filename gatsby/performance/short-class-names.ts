/**
 * Production class names are short hashes instead of Gatsby's `[name]--[local]--[hash]`
 * (e.g. `featured-projects-module--card--c8825`). Every page inlines the site's CSS and repeats
 * the names in its HTML, so this saves about 12 % of each compressed page, and the service and
 * about pages then fit in the first 14 KB a new connection delivers (TCP's initial window):
 * one round trip less before the first paint on a slow phone. Both production stages must get
 * the same setting, so the server-rendered HTML and the CSS name the same classes; `gatsby
 * develop` keeps the readable names.
 */
export const SHORT_CLASS_NAME = "[hash:base64:6]"

/** Walks webpack's rules and sets the short `localIdentName` on every css-loader with CSS Modules on. */
export function shortenCssModuleNames(rules: unknown[]): void {
  for (const rule of rules) {
    if (typeof rule !== "object" || rule === null) continue
    const { oneOf, use } = rule as { oneOf?: unknown[]; use?: unknown[] }
    if (Array.isArray(oneOf)) shortenCssModuleNames(oneOf)
    if (!Array.isArray(use)) continue
    for (const loader of use) {
      const options = (loader as { options?: { modules?: unknown } } | null)?.options
      if (
        options &&
        typeof options.modules === "object" &&
        options.modules !== null &&
        "localIdentName" in options.modules
      ) {
        options.modules = { ...options.modules, localIdentName: SHORT_CLASS_NAME }
      }
    }
  }
}
