import { MessageCircle, Phone } from "lucide-react"
import { openLeadForm } from "../../forms/open-lead-form"
import { Button, ButtonLink } from "../ui/button"
import { telHref, whatsappHref } from "../ui/contact-links"
import { Band } from "./band"

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
  const actions = (
    <>
      <Button onClick={openLeadForm}>{quoteLabel}</Button>
      <ButtonLink to={telHref(tel)} variant="outlineLight">
        <Phone aria-hidden="true" focusable="false" />
        {callLabel}
      </ButtonLink>
      <ButtonLink to={whatsappHref(whatsapp.number, whatsapp.message)} variant="whatsapp" newTab>
        <MessageCircle aria-hidden="true" focusable="false" />
        {whatsappLabel}
      </ButtonLink>
    </>
  )
  return <Band heading={heading} text={text} tone="navy" actions={actions} />
}
