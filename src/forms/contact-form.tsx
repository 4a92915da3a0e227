/**
 * The contact page's form, spec sections 3-5: seven fields including the
 * privacy consent ("on" or ""). The contact page shows it at once, so it is
 * rendered on the server and loaded with the page.
 */
import { Link } from "gatsby"
import { Form, Formik } from "formik"
import { useRef } from "react"
import { FocusFirstError } from "./focus-first-error"
import { CheckboxField, SelectField, TextAreaField, TextField } from "./form-fields"
import { FormStatus } from "./form-status"
import { formTexts } from "./form-texts"
import { HoneypotField } from "./honeypot-field"
import { contactMessages, sendingLabel } from "./messages"
import { contactPayload } from "./payload"
import { contactServiceOptions, contactServicePlaceholder } from "./service-options"
import { LEAD_ENDPOINT } from "./submit-form"
import { useFormSubmission } from "./use-form-submission"
import { emptyContact, firstContactError, toFormikErrors, type ContactValues } from "./validation"
import * as styles from "./form-layout.module.css"

const validate = (values: ContactValues) => toFormikErrors(firstContactError(values))

export function ContactForm() {
  const formRef = useRef<HTMLFormElement>(null)
  const honeypotRef = useRef<HTMLInputElement>(null)
  const { state, submit, clearError } = useFormSubmission(contactMessages.sendFailed)
  const { labels, contact } = formTexts

  const consent = (
    <>
      {contact.privacyBefore} <Link to={contact.privacyPath}>{contact.privacyLinkText}</Link> {contact.privacyAfter}
    </>
  )

  return (
    <Formik<ContactValues>
      initialValues={emptyContact}
      validate={validate}
      validateOnBlur={false}
      onSubmit={async (values, { resetForm }) => {
        const honeypot = honeypotRef.current
        if (await submit(contactPayload(values, honeypot?.value ?? ""))) {
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
            <TextField name="firstname" label={labels.firstname} autoComplete="given-name" required />
            <TextField name="lastname" label={labels.lastname} autoComplete="family-name" required />
          </div>
          <div className={styles.pair}>
            <TextField name="email" type="email" label={labels.email} autoComplete="email" required />
            <TextField name="phone" type="tel" label={`${labels.phone} ${labels.optional}`} autoComplete="tel" />
          </div>
          <SelectField
            name="service"
            label={`${labels.service} ${labels.optional}`}
            placeholder={contactServicePlaceholder}
            options={contactServiceOptions}
          />
          <TextAreaField name="message" label={labels.message} rows={6} required />
          <CheckboxField name="privacy" label={consent} required />
          <HoneypotField inputRef={honeypotRef} />
          <FormStatus state={state} successText={contactMessages.sent} />
          {/* Disabled from the click on (no double send); labelled Sending... only once the values passed the rules. */}
          <button type="submit" className={styles.submit} disabled={isSubmitting}>
            {state.kind === "sending" ? sendingLabel : contact.submitLabel}
          </button>
        </Form>
      )}
    </Formik>
  )
}
