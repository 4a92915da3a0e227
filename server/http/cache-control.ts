/**
 * Gatsby's caching rules (gatsbyjs.com/docs/caching): anything whose name carries
 * a content hash never changes and is cached for a year; everything else is
 * revalidated on every use (cheap: ETag and Last-Modified answer with 304).
 */
export const REVALIDATE = "public, max-age=0, must-revalidate"
export const IMMUTABLE = "public, max-age=31536000, immutable"
/** A response made for one visitor (it sets a cookie): revalidated, and kept by their browser only. */
export const PRIVATE = "private, max-age=0, must-revalidate"

// webpack's [name]-[contenthash].js / .css (20 hex digits in Gatsby 5), also in source maps.
const HASHED_ASSET = /[-.][0-9a-f]{16,}\.(?:js|css|mjs)(?:\.map)?$/

/** The Cache-Control value for a file, by its path relative to public/ ("static/logo.svg"). */
export function cacheControlFor(relativePath: string): string {
  const path = relativePath.split("\\").join("/")
  if (path.startsWith("static/")) return IMMUTABLE
  if (HASHED_ASSET.test(path)) return IMMUTABLE
  return REVALIDATE
}
