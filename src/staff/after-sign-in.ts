/**
 * Where the browser goes once signed in. The web editor sends a signed-out visitor to
 * /staff/?next=editor; no other value is followed, so the sign-in never sends anyone to an
 * address a link chose (an open redirect).
 */
import { EDITOR_PATH, EDITOR_SIGN_IN_NEXT } from "../../shared/site-paths"

export function pageAfterSignIn(search: string): string | null {
  return new URLSearchParams(search).get("next") === EDITOR_SIGN_IN_NEXT ? EDITOR_PATH : null
}
