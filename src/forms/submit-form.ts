/**
 * The one submit client of both forms: a urlencoded POST to the
 * lead endpoint. Any 2xx is success; otherwise the detail is the server's JSON
 * `message` when it sent one, else what went wrong on the way.
 */
import { LEAD_ENDPOINT_PATH } from "../site-paths"
import type { FormTexts } from "./form-texts"

/** Gatsby inlines GATSBY_* variables at build time, so the endpoint is fixed per build. */
export const LEAD_ENDPOINT = process.env.GATSBY_LEAD_ENDPOINT || LEAD_ENDPOINT_PATH

/** Beyond the spec (whose client waits forever): give up and say so. */
export const SUBMIT_TIMEOUT_MS = 20_000

export type SubmitOutcome = { ok: true } | { ok: false; detail: string }

export type SubmitOptions = {
  idempotencyKey: string
  /** The words of the page's edition for the details written here (timeout, HTTP status). */
  texts: Pick<FormTexts, "timeoutMessage" | "httpErrorMessage">
  endpoint?: string
  timeoutMs?: number
}

export async function submitForm(body: URLSearchParams, options: SubmitOptions): Promise<SubmitOutcome> {
  const { idempotencyKey, texts: formTexts, endpoint = LEAD_ENDPOINT, timeoutMs = SUBMIT_TIMEOUT_MS } = options
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), timeoutMs)
  try {
    const response = await fetch(endpoint, {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8",
        "Idempotency-Key": idempotencyKey,
      },
      body: body.toString(),
      signal: controller.signal,
    })
    if (response.ok) return { ok: true }
    return { ok: false, detail: (await serverMessage(response)) ?? formTexts.httpErrorMessage(response.status) }
  } catch (error) {
    if (controller.signal.aborted) return { ok: false, detail: formTexts.timeoutMessage(Math.ceil(timeoutMs / 1000)) }
    return { ok: false, detail: errorText(error) }
  } finally {
    clearTimeout(timer)
  }
}

/** The `message` of a JSON error body, if there is one; any other body is ignored. */
async function serverMessage(response: Response): Promise<string | null> {
  try {
    const body: unknown = await response.json()
    if (typeof body === "object" && body !== null && "message" in body) {
      const { message } = body
      if (typeof message === "string" && message.trim() !== "") return message.trim()
    }
  } catch {
    // Not JSON (a proxy's HTML error page, say): fall back to the status.
  }
  return null
}

/** The error's own text. Not `instanceof Error`: an error from another realm (a test VM, an iframe) fails that check. */
function errorText(error: unknown): string {
  if (typeof error === "object" && error !== null && "message" in error && typeof error.message === "string") {
    return error.message
  }
  return String(error)
}

/** The text a visitor sees after a failed send: the spec's prefix, then the detail. */
export const failureText = (prefix: string, detail: string) => (detail ? `${prefix} ${detail}` : prefix)
