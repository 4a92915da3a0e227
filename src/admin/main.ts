/**
 * The web editor at /admin/: Decap CMS, served from the npm package by this project (no CDN), set
 * up from the configuration generated from data/schemas/. On this machine (`npm run edit`) it
 * reads and writes data/ through the edit server's local backend at /api/v1; on the site's server
 * it works through the backend named in src/admin/backend.json: the server itself for signed-in
 * staff (staff-backend.ts), or a git host.
 */
import config from "./cms-config.generated.json"
import { EDITION_FORMAT, fromFile, toFile } from "./edition-format"
import { registerPagePreviews, type DataFileEntry, type PreviewRegistry } from "./preview/register-previews"
import {
  registerStaffBackend,
  sendToStaff,
  startStaffSession,
  STAFF_BACKEND,
  type BackendRegistry,
  type BackendRequest,
} from "./staff-backend"

interface DecapCms extends BackendRegistry, PreviewRegistry {
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

document.addEventListener("DOMContentLoaded", async () => {
  const cms = window.CMS
  if (!cms) throw new Error("decap-cms.js did not load")
  // `npm run edit` on this machine has no staff session: its own backend answers there.
  const local = await hasLocalBackend()
  if (!local && config.backend.name === STAFF_BACKEND) {
    if (!(await startStaffSession())) return
    registerStaffBackend(cms)
  }
  // The preview pane shows the site's pages (preview/), with the site's styles.
  cms.registerPreviewStyle("admin.css")
  const send = local ? sendToLocalBackend : sendToStaff
  const dataFiles: DataFileEntry[] = config.collections.flatMap(collection =>
    collection.files.map(({ name, file }) => ({ name, file })),
  )
  registerPagePreviews(cms, dataFiles, send)
  // Translated files keep English in place and the Arabic texts under "ar" (edition-format.ts).
  cms.registerCustomFormat(EDITION_FORMAT, "json", { fromFile, toFile })
  cms.init({
    config: {
      ...config,
      // Decap uses it only on localhost and 127.0.0.1, where `npm run edit` serves this page.
      local_backend: local ? { url: LOCAL_BACKEND } : false,
    },
  })
})

/** `npm run edit`'s backend, on the address this page came from. */
const LOCAL_BACKEND = `${window.location.origin}/api/v1`

/** One request to `npm run edit`'s backend; a refusal throws with the backend's own words. */
async function sendToLocalBackend(body: BackendRequest): Promise<unknown> {
  const response = await fetch(LOCAL_BACKEND, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  })
  const answer: unknown = await response.json()
  if (!response.ok)
    throw new Error((answer as { error?: string }).error ?? `The editor's backend answered ${response.status}.`)
  return answer
}

/** Whether this page is served by `npm run edit` (its backend answers "info"), as Decap itself asks. */
async function hasLocalBackend(): Promise<boolean> {
  if (!["localhost", "127.0.0.1", "[::1]"].includes(window.location.hostname)) return false
  try {
    await sendToLocalBackend({ action: "info", params: {} })
    return true
  } catch {
    return false
  }
}
