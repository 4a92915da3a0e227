/**
 * The contact page's form: seven fields including the
 * privacy consent ("on" or ""). The contact page shows it at once, so it is
 * rendered on the server and loaded with the page.
 */
import { SiteLink } from "../i18n/site-link"
import { CheckboxField, SelectField, TextAreaField, TextField } from "./form-fields"
import { useFormEdition } from "./form-edition-context"
import { contactPayload } from "./payload"
import { SubmittingForm } from "./submitting-form"
import { emptyContact, firstContactErrorIn, toFormikErrors, type ContactValues } from "../../shared/forms/validation"
import * as styles from "./form-layout.module.css"

export function ContactForm() {
  const edition = useFormEdition()
  const { texts, services } = edition
  const { labels, contact, messages } = texts
  const validate = (values: ContactValues) => toFormikErrors(firstContactErrorIn(values, edition))

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
      sendFailedPrefix={messages.contact.sendFailed}
      successText={messages.contact.sent}
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
        placeholder={services.contactPlaceholder}
        options={services.contact}
      />
      <TextAreaField name="message" label={labels.message} rows={6} required />
      <CheckboxField name="privacy" label={consent} required />
    </SubmittingForm>
  )
}
