/**
 * The web editor at /admin/: Decap CMS, served from the npm package by this project (no CDN), set
 * up from the configuration generated from data/schemas/. On this machine (`npm run edit`) it
 * reads and writes data/ through the edit server's local backend at /api/v1; on the company's
 * domain it works against the git host named in src/admin/backend.json.
 */
import config from "./cms-config.generated.json"
import { EDITION_FORMAT, fromFile, toFile } from "./edition-format"

interface DecapCms {
  init(options: { config: unknown }): void
  registerPreviewStyle(href: string): void
  registerCustomFormat(
    name: string,
    extension: string,
    format: { fromFile(text: string): unknown; toFile(data: unknown): string },
  ): void
}

declare global {
  interface Window {
    CMS_MANUAL_INIT?: boolean
    CMS?: DecapCms
  }
}

// This script runs before decap-cms.js, which then waits for CMS.init instead of fetching config.yml.
window.CMS_MANUAL_INIT = true

document.addEventListener("DOMContentLoaded", () => {
  const cms = window.CMS
  if (!cms) throw new Error("decap-cms.js did not load")
  // The preview pane gets the site's design tokens and base styles.
  cms.registerPreviewStyle("preview.css")
  // Translated files keep English in place and the Arabic texts under "ar" (edition-format.ts).
  cms.registerCustomFormat(EDITION_FORMAT, "json", { fromFile, toFile })
  cms.init({
    config: {
      ...config,
      // Decap uses it only on localhost and 127.0.0.1, where `npm run edit` serves this page.
      local_backend: { url: `${window.location.origin}/api/v1` },
    },
  })
})
