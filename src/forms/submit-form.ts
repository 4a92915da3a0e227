/**
 * The one submit client of both forms: a urlencoded POST to the
 * lead endpoint. Any 2xx is success. Every failure is told by one plain sentence of the page's
 * edition, chosen by what went wrong (too many sends, a refusal, a server fault, no answer, no
 * connection). The answer's body is never shown: a proxy's or a framework's text, or the server's
 * own in the other language (it answers in the edition of the Referer, which a browser may not
 * send), would reach the visitor; so would the browser's error text or a status code, which a
 * visitor can neither read nor act on.
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
  texts: Pick<
    FormTexts,
    "timeoutMessage" | "networkErrorMessage" | "serverErrorMessage" | "refusedMessage" | "tooManyMessage"
  >
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
    return { ok: false, detail: failureDetail(response.status, formTexts) }
  } catch {
    if (controller.signal.aborted) return { ok: false, detail: formTexts.timeoutMessage(Math.ceil(timeoutMs / 1000)) }
    // The browser's own text ("Failed to fetch", "NetworkError when attempting…") is English and technical.
    return { ok: false, detail: formTexts.networkErrorMessage }
  } finally {
    clearTimeout(timer)
  }
}

/** The edition's sentence for a status that is not success: the body is never read. */
function failureDetail(status: number, texts: SubmitOptions["texts"]): string {
  if (status === 429) return texts.tooManyMessage
  if (status >= 400 && status < 500) return texts.refusedMessage
  return texts.serverErrorMessage
}

/** The text a visitor sees after a failed send: the spec's prefix, then the detail. */
export const failureText = (prefix: string, detail: string) => (detail ? `${prefix} ${detail}` : prefix)
