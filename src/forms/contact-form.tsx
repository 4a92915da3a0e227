/**
 * The contact page's form: seven fields including the
 * privacy consent ("on" or ""). The contact page shows it at once, so it is
 * rendered on the server and loaded with the page.
 */
import { SiteLink } from "../i18n/site-link"
import { CheckboxField, SelectField, TextAreaField, TextField } from "./form-fields"
import { formTexts } from "./form-texts"
import { contactMessages } from "./messages"
import { contactPayload } from "./payload"
import { contactServiceOptions, contactServicePlaceholder } from "./service-options"
import { SubmittingForm } from "./submitting-form"
import { emptyContact, firstContactError, toFormikErrors, type ContactValues } from "./validation"
import * as styles from "./form-layout.module.css"

const validate = (values: ContactValues) => toFormikErrors(firstContactError(values))

export function ContactForm() {
  const { labels, contact } = formTexts

  const consent = (
    <>
      {contact.privacyBefore} <SiteLink to={contact.privacyPath}>{contact.privacyLinkText}</SiteLink>{" "}
      {contact.privacyAfter}
    </>
  )

  return (
    <SubmittingForm<ContactValues>
      initialValues={emptyContact}
      validate={validate}
      toPayload={contactPayload}
      sendFailedPrefix={contactMessages.sendFailed}
      successText={contactMessages.sent}
      submitLabel={contact.submitLabel}
    >
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
    </SubmittingForm>
  )
}
