import { MessageCircle } from "lucide-react"
import { ButtonLink } from "../ui/button"
import { whatsappHref } from "../ui/contact-links"
import { Price } from "../ui/price"
import { Band } from "./band"
import * as styles from "./bands.module.css"

export type OfferBandProps = {
  heading: string
  text: string
  items: ReadonlyArray<{ readonly label: string; readonly price: number }>
  currency: string
  note: string
  whatsappLabel: string
  whatsapp: { number: string; message: string }
}

/** The limited-time special offer (1,999 AED bank account, 199 AED corporate tax) with a WhatsApp button. */
export function OfferBand({ heading, text, items, currency, note, whatsappLabel, whatsapp }: OfferBandProps) {
  const claim = (
    <ButtonLink to={whatsappHref(whatsapp.number, whatsapp.message)} variant="whatsapp" newTab>
      <MessageCircle aria-hidden="true" focusable="false" />
      {whatsappLabel}
    </ButtonLink>
  )
  return (
    <Band heading={heading} text={text} tone="gold" actions={claim}>
      <ul className={styles.offers}>
        {items.map(item => (
          <li className={styles.offer} key={item.label}>
            <span className={styles.offerLabel}>{item.label}</span>
            <span className={styles.offerPrice}>
              <Price amount={item.price} unit={currency} unitFirst={false} unitClassName={styles.offerCurrency} />
            </span>
          </li>
        ))}
      </ul>
      <p className={styles.note}>{note}</p>
    </Band>
  )
}
