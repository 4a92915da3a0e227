/**
 * The editor's "staff" backend: Decap CMS's own proxy backend, pointed at the site's server
 * (POST /staff/api/content), sending each request through the staff pages' client (src/staff/api.ts)
 * so that it carries the session's CSRF token, as every staff request must. Decap's proxy backend
 * posts with no header of ours; this is the one place that changes that, by replacing the request
 * method of the backend Decap builds. A session that ends sends the editor to the staff sign-in,
 * which brings them back here.
 */
import { EDITOR_SIGN_IN_PATH } from "../../shared/site-paths"
import { api, ApiError, onSessionEnded, setCsrfToken } from "../staff/api"

export const STAFF_BACKEND = "staff"
const CONTENT_API = "content"

export type BackendRequest = { action: string; params: Record<string, unknown> }
interface ProxyBackend {
  request(body: BackendRequest): Promise<unknown>
}
export interface BackendRegistry {
  getBackend(name: string): { init(...args: unknown[]): ProxyBackend } | undefined
  registerBackend(name: string, backend: unknown): void
}

/** Decap's error for a failed backend request shows its message as "Failed to …: <message>". */
export async function sendToStaff(body: BackendRequest): Promise<unknown> {
  try {
    return await api(CONTENT_API, { method: "POST", body })
  } catch (error) {
    if (error instanceof ApiError) throw new Error(error.message)
    throw error
  }
}

/** Asks the server for the session (its CSRF token); without one, off to the sign-in. */
export async function startStaffSession(): Promise<boolean> {
  onSessionEnded(() => window.location.assign(EDITOR_SIGN_IN_PATH))
  try {
    const session = await api<{ csrfToken: string }>("session")
    setCsrfToken(session.csrfToken)
    return true
  } catch {
    window.location.assign(EDITOR_SIGN_IN_PATH)
    return false
  }
}

export function registerStaffBackend(cms: BackendRegistry): void {
  const proxy = cms.getBackend("proxy")
  if (!proxy) throw new Error("decap-cms.js has no proxy backend")
  // Decap builds a backend with `new`: a constructor that returns an object hands that object back.
  function StaffBackend(config: { backend: Record<string, unknown> }, options: unknown): ProxyBackend {
    const backend = proxy!.init(
      { ...config, backend: { ...config.backend, proxy_url: `/staff/api/${CONTENT_API}` } },
      options,
    )
    backend.request = body => sendToStaff(body)
    return backend
  }
  cms.registerBackend(STAFF_BACKEND, StaffBackend)
}
