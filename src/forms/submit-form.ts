/**
 * The one submit client of both forms: a urlencoded POST to the
 * lead endpoint. Any 2xx is success. A refusal (4xx) is explained by the server's JSON `message`,
 * which it writes in the edition of the page; anything else (no answer, a dropped connection, a
 * server fault) by one plain sentence of the edition's own, never the browser's error text or a
 * status code, which a visitor can neither read nor act on.
 */
import { LEAD_ENDPOINT_PATH } from "../../shared/site-paths"
import type { FormTexts } from "../../shared/forms/form-texts"

/** Gatsby inlines GATSBY_* variables at build time, so the endpoint is fixed per build. */
export const LEAD_ENDPOINT = process.env.GATSBY_LEAD_ENDPOINT || LEAD_ENDPOINT_PATH

/** Beyond the spec (whose client waits forever): give up and say so. */
export const SUBMIT_TIMEOUT_MS = 20_000

export type SubmitOutcome = { ok: true } | { ok: false; detail: string }

export type SubmitOptions = {
  idempotencyKey: string
  /** The words of the page's edition for the details written here (timeout, network, server fault). */
  texts: Pick<FormTexts, "timeoutMessage" | "networkErrorMessage" | "serverErrorMessage">
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
    // A fault's body may be a framework's or a proxy's English: only a refusal's message is the visitor's.
    const refusal = response.status < 500 ? await serverMessage(response) : null
    return { ok: false, detail: refusal ?? formTexts.serverErrorMessage }
  } catch {
    if (controller.signal.aborted) return { ok: false, detail: formTexts.timeoutMessage(Math.ceil(timeoutMs / 1000)) }
    // The browser's own text ("Failed to fetch", "NetworkError when attempting…") is English and technical.
    return { ok: false, detail: formTexts.networkErrorMessage }
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
    // Not JSON (a proxy's HTML error page, say): fall back to the edition's sentence.
  }
  return null
}

/** The text a visitor sees after a failed send: the spec's prefix, then the detail. */
export const failureText = (prefix: string, detail: string) => (detail ? `${prefix} ${detail}` : prefix)
