import { useId } from "react"
import { openLeadForm } from "../../forms/open-lead-form"
import { Button } from "../ui/button"
import { Container } from "../ui/container"
import * as styles from "./bands.module.css"

export type FormBannerProps = {
  heading: string
  /** Promises the reply within 24 hours. */
  text: string
  buttonLabel: string
}

/** The form banner: invites the visitor to send their details and opens the quote form. */
export function FormBanner({ heading, text, buttonLabel }: FormBannerProps) {
  const headingId = useId()
  return (
    <section className={`${styles.band} ${styles.teal}`} aria-labelledby={headingId}>
      <Container className={styles.inner}>
        <div>
          <h2 id={headingId} className={styles.heading}>
            {heading}
          </h2>
          <p className={styles.text}>{text}</p>
        </div>
        <div className={styles.actions}>
          <Button onClick={openLeadForm}>{buttonLabel}</Button>
        </div>
      </Container>
    </section>
  )
}
