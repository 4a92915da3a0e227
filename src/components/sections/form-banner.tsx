import { openLeadForm } from "../../forms/open-lead-form"
import { Button } from "../ui/button"
import { Band } from "./band"

export type FormBannerProps = {
  heading: string
  /** Promises the reply within 24 hours. */
  text: string
  buttonLabel: string
}

/** The form banner: invites the visitor to send their details and opens the quote form. */
export function FormBanner({ heading, text, buttonLabel }: FormBannerProps) {
  return (
    <Band heading={heading} text={text} tone="teal" actions={<Button onClick={openLeadForm}>{buttonLabel}</Button>} />
  )
}
