/**
 * The lead (consultation) form of the hero panel and the quote popup, spec
 * sections 3-5: six fields plus the hidden submit=submit. Loaded lazily by
 * HeroLeadForm and QuotePopup, so Formik and Yup stay out of first-load JS.
 */
import { Form, Formik } from "formik"
import { useRef, type Ref } from "react"
import { FocusFirstError } from "./focus-first-error"
import { SelectField, TextAreaField, TextField } from "./form-fields"
import { FormStatus } from "./form-status"
import { formTexts } from "./form-texts"
import { HoneypotField } from "./honeypot-field"
import { leadMessages, sendingLabel } from "./messages"
import { leadPayload } from "./payload"
import { leadServiceOptions, leadServicePlaceholder } from "./service-options"
import { LEAD_ENDPOINT } from "./submit-form"
import { useFormSubmission } from "./use-form-submission"
import { emptyLead, firstLeadError, toFormikErrors, type LeadValues } from "./validation"
import * as styles from "./form-layout.module.css"

export type LeadFormProps = {
  /** Lets the quote popup put the keyboard on the first field when it opens. */
  firstFieldRef?: Ref<HTMLInputElement>
}

const validate = (values: LeadValues) => toFormikErrors(firstLeadError(values))

export default function LeadForm({ firstFieldRef }: LeadFormProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const honeypotRef = useRef<HTMLInputElement>(null)
  const { state, submit, clearError } = useFormSubmission(leadMessages.sendFailed)
  const { labels } = formTexts

  return (
    <Formik<LeadValues>
      initialValues={emptyLead}
      validate={validate}
      validateOnBlur={false}
      onSubmit={async (values, { resetForm }) => {
        const honeypot = honeypotRef.current
        if (await submit(leadPayload(values, honeypot?.value ?? ""))) {
          resetForm()
          if (honeypot) honeypot.value = ""
        }
      }}
    >
      {({ isSubmitting }) => (
        // Native bubbles are off so the spec's one-message-at-a-time rules speak;
        // the required attributes still tell assistive technology what is needed.
        <Form ref={formRef} noValidate action={LEAD_ENDPOINT} method="post" onChange={clearError} className={styles.form}>
          <FocusFirstError formRef={formRef} />
          <div className={styles.pair}>
            <TextField name="firstname" label={labels.firstname} autoComplete="given-name" required inputRef={firstFieldRef} />
            <TextField name="lastname" label={labels.lastname} autoComplete="family-name" required />
          </div>
          <div className={styles.pair}>
            <TextField name="email" type="email" label={labels.email} autoComplete="email" required />
            <TextField name="phone" type="tel" label={labels.phone} autoComplete="tel" required />
          </div>
          <SelectField
            name="service"
            label={labels.service}
            placeholder={leadServicePlaceholder}
            options={leadServiceOptions}
            required
          />
          <TextAreaField
            name="message"
            label={`${labels.message} ${labels.optional}`}
            rows={3}
            placeholder={formTexts.lead.messagePlaceholder}
          />
          <input type="hidden" name="submit" value="submit" />
          <HoneypotField inputRef={honeypotRef} />
          <FormStatus state={state} successText={formTexts.lead.success} />
          {/* Disabled from the click on (no double send); labelled Sending... only once the values passed the rules. */}
          <button type="submit" className={styles.submit} disabled={isSubmitting}>
            {state.kind === "sending" ? sendingLabel : formTexts.lead.submitLabel}
          </button>
        </Form>
      )}
    </Formik>
  )
}
