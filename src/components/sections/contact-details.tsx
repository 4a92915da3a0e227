import { useId, type ReactNode } from "react"
import { Mail, MapPin, Phone } from "lucide-react"
import type { Company } from "../../hooks/use-site-data"
import { joinParts } from "../../../shared/i18n/format"
import { useLocale } from "../../i18n/locale-context"
import { mailtoHref, telHref } from "../ui/contact-links"
import { Container } from "../ui/container"
import { LtrText } from "../ui/ltr-text"
import { SocialIcon } from "../ui/social-icon"
import { useUiText } from "../ui/ui-text"
import * as styles from "./contact-details.module.css"

export type ContactDetailsProps = {
  company: Pick<Company, "phones" | "emails" | "address" | "hours" | "socials">
  detailsHeading: string
  hoursHeading: string
  socialHeading: string
  formHeading: string
  /** The contact form (src/forms), rendered in the card beside the details. */
  form: ReactNode
}

/** The contact page's details (phones, e-mails, address, hours, socials) beside the contact form. */
export function ContactDetails({
  company,
  detailsHeading,
  hoursHeading,
  socialHeading,
  formHeading,
  form,
}: ContactDetailsProps) {
  const uiText = useUiText()
  const locale = useLocale()
  const detailsId = useId()
  const formId = useId()
  const { address } = company
  return (
    <div className="section-padding">
      <Container className={styles.layout}>
        <section className={styles.details} aria-labelledby={detailsId}>
          <h2 id={detailsId}>{detailsHeading}</h2>
          <ul className={styles.lines}>
            {company.phones.map(phone => (
              <li className={styles.line} key={phone.tel}>
                <Phone aria-hidden="true" focusable="false" />
                <span>
                  <span className="visually-hidden">{uiText.phone} </span>
                  {phone.label}:{" "}
                  <a href={telHref(phone.tel)}>
                    <LtrText>{phone.display}</LtrText>
                  </a>
                </span>
              </li>
            ))}
            {company.emails.map(email => (
              <li className={styles.line} key={email.address}>
                <Mail aria-hidden="true" focusable="false" />
                <span>
                  <span className="visually-hidden">{uiText.email} </span>
                  {email.label}:{" "}
                  <a href={mailtoHref(email.address)}>
                    <LtrText>{email.address}</LtrText>
                  </a>
                </span>
              </li>
            ))}
            <li className={styles.line}>
              <MapPin aria-hidden="true" focusable="false" />
              <address>
                <span className="visually-hidden">{uiText.address}: </span>
                {address.street}
                <br />
                {joinParts([address.locality, address.countryName], locale)}
              </address>
            </li>
          </ul>

          <h3>{hoursHeading}</h3>
          <dl className={styles.hours}>
            {company.hours.map(slot => (
              <div key={slot.days} className="visually-contents">
                <dt>{slot.days}</dt>
                <dd>{slot.hours}</dd>
              </div>
            ))}
          </dl>

          <h3>{socialHeading}</h3>
          <ul className={styles.socials}>
            {company.socials.map(social => (
              <li key={social.network}>
                <a href={social.url} target="_blank" rel="noopener noreferrer">
                  <SocialIcon network={social.network} />
                  {social.label}
                  <span className="visually-hidden"> {uiText.opensInNewTab}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>

        <section className={styles.formCard} aria-labelledby={formId}>
          <h2 id={formId}>{formHeading}</h2>
          {form}
        </section>
      </Container>
    </div>
  )
}
