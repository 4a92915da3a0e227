import { Mail, Phone } from "lucide-react"
import type { Company } from "../../hooks/use-site-data"
import { mailtoHref, telHref } from "../ui/contact-links"
import { SocialLink } from "../ui/social-link"
import { useUiText } from "../ui/ui-text"
import * as styles from "./social-rail.module.css"

export type SocialRailProps = {
  socials: Company["socials"]
  phone: Company["phones"][number]
  email: Company["emails"][number]
}

/** Social, phone and e-mail shortcuts fixed to the right edge from 768 px up. */
export function SocialRail({ socials, phone, email }: SocialRailProps) {
  const uiText = useUiText()
  return (
    <aside className={styles.rail} aria-label={uiText.shortcuts}>
      <ul className={styles.list}>
        {socials.map(social => (
          <li key={social.network}>
            <SocialLink social={social} className={styles.link} />
          </li>
        ))}
        <li>
          <a className={styles.link} href={telHref(phone.tel)} aria-label={`${uiText.callUs} ${phone.display}`}>
            <Phone aria-hidden="true" focusable="false" />
          </a>
        </li>
        <li>
          <a className={styles.link} href={mailtoHref(email.address)} aria-label={`${uiText.emailUs} ${email.address}`}>
            <Mail aria-hidden="true" focusable="false" />
          </a>
        </li>
      </ul>
    </aside>
  )
}
