import { useId } from "react"
import { MessageCircle, Phone } from "lucide-react"
import { openLeadForm } from "../../forms/open-lead-form"
import { Button, ButtonLink } from "../ui/button"
import { telHref, whatsappHref } from "../ui/contact-links"
import { Container } from "../ui/container"
import * as styles from "./bands.module.css"

export type CtaBandProps = {
  heading: string
  text: string
  quoteLabel: string
  callLabel: string
  whatsappLabel: string
  /** RFC 3966 number for the Call Us Now link. */
  tel: string
  whatsapp: { number: string; message: string }
}

/** The call-to-action band: Get a Quote (popup), Call Us Now (tel:), WhatsApp now (wa.me). */
export function CtaBand({ heading, text, quoteLabel, callLabel, whatsappLabel, tel, whatsapp }: CtaBandProps) {
  const headingId = useId()
  return (
    <section className={`${styles.band} ${styles.navy}`} aria-labelledby={headingId}>
      <Container className={styles.inner}>
        <div>
          <h2 id={headingId} className={styles.heading}>
            {heading}
          </h2>
          <p className={styles.text}>{text}</p>
        </div>
        <div className={styles.actions}>
          <Button onClick={openLeadForm}>{quoteLabel}</Button>
          <ButtonLink to={telHref(tel)} variant="outlineLight">
            <Phone aria-hidden="true" focusable="false" />
            {callLabel}
          </ButtonLink>
          <ButtonLink to={whatsappHref(whatsapp.number, whatsapp.message)} variant="whatsapp" newTab>
            <MessageCircle aria-hidden="true" focusable="false" />
            {whatsappLabel}
          </ButtonLink>
        </div>
      </Container>
    </section>
  )
}
