/**
 * The send cycle both forms share: idle → sending → success
 * (shown for 5 s) or error (shown until the visitor edits a field). The
 * idempotency key lives here so a retry of the same values reuses it.
 */
import { useCallback, useEffect, useRef, useState } from "react"
import type { FormTexts } from "../../shared/forms/form-texts"
import { createIdempotencyKeys } from "./idempotency-key"
import { failureText, submitForm } from "./submit-form"

/** The confirmation stays for 5 seconds. */
export const SUCCESS_VISIBLE_MS = 5000

export type SubmissionState =
  { kind: "idle" } | { kind: "sending" } | { kind: "success" } | { kind: "error"; message: string }

/** `texts`: the edition whose words the failure details use (timeout, HTTP status). */
export function useFormSubmission(failurePrefix: string, texts: FormTexts) {
  const [state, setState] = useState<SubmissionState>({ kind: "idle" })
  const keys = useRef(createIdempotencyKeys())
  const successTimer = useRef<ReturnType<typeof setTimeout>>(undefined)

  useEffect(() => () => clearTimeout(successTimer.current), [])

  /** Sends the body; resolves true when the server accepted it. */
  const submit = useCallback(
    async (body: URLSearchParams): Promise<boolean> => {
      clearTimeout(successTimer.current)
      setState({ kind: "sending" })
      const outcome = await submitForm(body, { idempotencyKey: keys.current.keyFor(body.toString()), texts })
      if (!outcome.ok) {
        setState({ kind: "error", message: failureText(failurePrefix, outcome.detail) })
        return false
      }
      keys.current.reset()
      setState({ kind: "success" })
      successTimer.current = setTimeout(() => setState({ kind: "idle" }), SUCCESS_VISIBLE_MS)
      return true
    },
    [failurePrefix, texts],
  )

  const clearError = useCallback(() => setState(current => (current.kind === "error" ? { kind: "idle" } : current)), [])

  return { state, submit, clearError }
}
