/**
 * The frame both forms share: Formik with the shared rules, the honeypot, the
 * status line and the submit button, around the fields each form lists.
 */
import { Form, Formik, type FormikErrors, type FormikValues } from "formik"
import { useRef, type ReactNode } from "react"
import { FocusFirstError } from "./focus-first-error"
import { FormStatus } from "./form-status"
import { HoneypotField } from "./honeypot-field"
import { useFormEdition } from "./form-edition-context"
import { LEAD_ENDPOINT } from "./submit-form"
import { useFormSubmission } from "./use-form-submission"
import * as styles from "./form-layout.module.css"

type SubmittingFormProps<Values extends FormikValues> = {
  initialValues: Values
  validate: (values: Values) => FormikErrors<Values>
  toPayload: (values: Values, honeypot: string) => URLSearchParams
  sendFailedPrefix: string
  successText: string
  submitLabel: string
  children: ReactNode
}

export function SubmittingForm<Values extends FormikValues>({
  initialValues,
  validate,
  toPayload,
  sendFailedPrefix,
  successText,
  submitLabel,
  children,
}: SubmittingFormProps<Values>) {
  const { texts } = useFormEdition()
  const { messages } = texts
  const formRef = useRef<HTMLFormElement>(null)
  const honeypotRef = useRef<HTMLInputElement>(null)
  const { state, submit, clearError } = useFormSubmission(sendFailedPrefix, texts)

  return (
    <Formik<Values>
      initialValues={initialValues}
      validate={validate}
      // Rules speak only when the visitor submits: one message, the first failing
      // rule. Any edit then clears it (and a failure banner), and nothing new is
      // shown until the next submit.
      validateOnChange={false}
      validateOnBlur={false}
      onSubmit={async (values, { resetForm }) => {
        const honeypot = honeypotRef.current
        if (await submit(toPayload(values, honeypot?.value ?? ""))) {
          resetForm()
          if (honeypot) honeypot.value = ""
        }
      }}
    >
      {({ isSubmitting, setErrors }) => (
        // Native bubbles are off so the spec's one-message-at-a-time rules speak;
        // the required attributes still tell assistive technology what is needed.
        <Form
          ref={formRef}
          noValidate
          action={LEAD_ENDPOINT}
          method="post"
          onChange={() => {
            setErrors({})
            clearError()
          }}
          className={styles.form}
        >
          <FocusFirstError formRef={formRef} />
          {children}
          <HoneypotField inputRef={honeypotRef} />
          <FormStatus state={state} successText={successText} />
          {/* Disabled from the click on (no double send); labelled Sending... only once the values passed the rules. */}
          <button type="submit" className={styles.submit} disabled={isSubmitting}>
            {state.kind === "sending" ? messages.sending : submitLabel}
          </button>
        </Form>
      )}
    </Formik>
  )
}
