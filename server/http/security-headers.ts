/**
 * Security headers sent with every response, including errors and the 404 page.
 *
 * Scripts: only same-origin files plus the hashes of the page's own inline scripts;
 * no 'unsafe-inline'. Styles keep 'unsafe-inline': Gatsby inlines the site's CSS
 * as <style> elements and gatsby-plugin-image writes style="" attributes, which no
 * hash can cover without 'unsafe-hashes' for every image size. Injected CSS cannot
 * run code, and script-src stays strict, so this is the trade-off we accept.
 * The only frame is the click-to-load OpenStreetMap embed on the contact page.
 */
export const MAP_FRAME_ORIGIN = "https://www.openstreetmap.org"

export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src ${["'self'", ...scriptHashes].join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "media-src 'self'",
    "worker-src 'self'",
    `frame-src ${MAP_FRAME_ORIGIN}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ")
}

/**
 * The web editor's pages at /admin/: its scripts are files of this site (no inline script), and it
 * reads and saves through this server only (no git host, no sign-in service: nothing but 'self').
 * It shows pictures it holds as blobs; Decap CMS injects its styles at run time, as the site's pages do.
 */
export function editorContentSecurityPolicy(): string {
  return [
    "default-src 'self'",
    // Decap CMS checks its configuration with ajv, which compiles validators with new Function().
    // Only this page allows it; it still runs no inline script and only this site's files.
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    // blob:: a picture picked in the editor is held as a blob URL, which Decap fetches to send it.
    "connect-src 'self' blob:",
    "frame-src 'self' blob:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ")
}

export function staticSecurityHeaders(options: { hsts: boolean }): Record<string, string> {
  const headers: Record<string, string> = {
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
    "cross-origin-resource-policy": "same-origin",
    "cross-origin-opener-policy": "same-origin",
    "x-frame-options": "DENY",
  }
  // Only over HTTPS: a browser that saw HSTS on a plain-HTTP deployment would lock itself out.
  if (options.hsts) headers["strict-transport-security"] = "max-age=31536000; includeSubDomains"
  return headers
}
