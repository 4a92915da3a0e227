/**
 * The form's outcome, announced to screen readers: the status region is always
 * in the DOM (a live region must exist before its text changes to be read out),
 * while a failure is an alert.
 */
import type { SubmissionState } from "./use-form-submission"
import * as styles from "./form-status.module.css"

export function FormStatus({ state, successText }: { state: SubmissionState; successText: string }) {
  return (
    <>
      <div role="status" className={state.kind === "success" ? styles.success : styles.empty}>
        {state.kind === "success" ? successText : null}
      </div>
      {state.kind === "error" ? (
        <p role="alert" className={styles.failure}>
          {state.message}
        </p>
      ) : null}
    </>
  )
}
