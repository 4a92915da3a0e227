/**
 * The lead (consultation) form of the hero panel and the quote popup: six fields plus the hidden submit=submit. Loaded lazily by
 * HeroLeadForm and QuotePopup, so Formik and Yup stay out of first-load JS.
 */
import type { Ref } from "react"
import { SelectField, TextAreaField, TextField } from "./form-fields"
import { useFormEdition } from "./form-edition-context"
import { leadPayload } from "./payload"
import { SubmittingForm } from "./submitting-form"
import { emptyLead, firstLeadErrorIn, toFormikErrors, type LeadValues } from "../../shared/forms/validation"
import * as styles from "./form-layout.module.css"

export type LeadFormProps = {
  /** Lets the quote popup put the keyboard on the first field when it opens. */
  firstFieldRef?: Ref<HTMLInputElement>
}

export default function LeadForm({ firstFieldRef }: LeadFormProps) {
  const edition = useFormEdition()
  const { texts: formTexts, services } = edition
  const { labels } = formTexts
  const validate = (values: LeadValues) => toFormikErrors(firstLeadErrorIn(values, edition))

  return (
    <SubmittingForm<LeadValues>
      initialValues={emptyLead}
      validate={validate}
      toPayload={leadPayload}
      sendFailedPrefix={formTexts.messages.lead.sendFailed}
      successText={formTexts.lead.success}
      submitLabel={formTexts.lead.submitLabel}
    >
      <div className={styles.pair}>
        <TextField
          name="firstname"
          label={labels.firstname}
          autoComplete="given-name"
          required
          inputRef={firstFieldRef}
        />
        <TextField name="lastname" label={labels.lastname} autoComplete="family-name" required />
      </div>
      <div className={styles.pair}>
        <TextField name="email" type="email" label={labels.email} autoComplete="email" required />
        <TextField name="phone" type="tel" label={labels.phone} autoComplete="tel" required />
      </div>
      <SelectField
        name="service"
        label={labels.service}
        placeholder={services.leadPlaceholder}
        options={services.lead}
        required
      />
      <TextAreaField
        name="message"
        label={`${labels.message} ${labels.optional}`}
        rows={3}
        placeholder={formTexts.lead.messagePlaceholder}
      />
      <input type="hidden" name="submit" value="submit" />
    </SubmittingForm>
  )
}
