import { useSyncExternalStore } from "react"
import { joinParts } from "../../../shared/i18n/format"
import { useLocale } from "../../i18n/locale-context"
import { SiteLink } from "../../i18n/site-link"
import { Mail, MapPin, Phone } from "lucide-react"
import type { Company } from "../../hooks/use-site-data"
import { Container } from "../ui/container"
import { mailtoHref, telHref } from "../ui/contact-links"
import { LOGO_FILE } from "../ui/logo-file"
import { LtrText } from "../ui/ltr-text"
import { SocialLink } from "../ui/social-link"
import { useUiText } from "../ui/ui-text"
import * as styles from "./footer.module.css"

type NavLink = { readonly label: string; readonly path: string }

export type FooterProps = {
  company: Pick<Company, "name" | "legalName" | "about" | "phones" | "emails" | "address" | "socials" | "reviewSites">
  quickLinks: ReadonlyArray<NavLink>
  headings: {
    readonly quickLinks: string
    readonly services: string
    readonly contact: string
    readonly reviews: string
  }
  legalLinks: ReadonlyArray<NavLink>
  services: ReadonlyArray<{ readonly title: string; readonly path: string }>
  /** The year of the build: rendered first, so the server HTML and the first browser render agree. */
  buildYear: number
}

function LinkList({ links, className }: { links: ReadonlyArray<NavLink>; className: string }) {
  return (
    <ul className={className}>
      {links.map(link => (
        <li key={link.path}>
          <SiteLink to={link.path}>{link.label}</SiteLink>
        </li>
      ))}
    </ul>
  )
}

/** A footer column of site links under its heading, named for screen readers by the same heading. */
function LinkColumn({ heading, links }: { heading: string; links: ReadonlyArray<NavLink> }) {
  return (
    <nav aria-label={heading}>
      <h2 className={styles.heading}>{heading}</h2>
      <LinkList links={links} className={styles.list} />
    </nav>
  )
}

const noSubscription = () => () => undefined

/**
 * The copyright year follows the visitor's clock once the page runs in a browser; the server
 * HTML and hydration use the build's year, so they match.
 */
function useCurrentYear(buildYear: number): number {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => buildYear,
  )
}

export function Footer({ company, quickLinks, headings, legalLinks, services, buildYear }: FooterProps) {
  const uiText = useUiText()
  const locale = useLocale()
  const year = useCurrentYear(buildYear)
  const { address } = company
  return (
    <footer className={styles.footer}>
      <Container>
        <div className={styles.grid}>
          <section aria-label={company.name}>
            <img
              className={styles.logo}
              src={LOGO_FILE[locale]}
              alt={company.name}
              width="200"
              height="40"
              loading="lazy"
            />
            <p>{company.about}</p>
            <ul className={styles.socials}>
              {company.socials.map(social => (
                <li key={social.network}>
                  <SocialLink social={social} />
                </li>
              ))}
            </ul>
          </section>

          <LinkColumn heading={headings.quickLinks} links={quickLinks} />
          <LinkColumn
            heading={headings.services}
            links={services.map(service => ({ label: service.title, path: service.path }))}
          />

          <section aria-label={headings.contact}>
            <h2 className={styles.heading}>{headings.contact}</h2>
            {company.phones.map(phone => (
              <p className={styles.contactItem} key={phone.tel}>
                <Phone aria-hidden="true" focusable="false" />
                <a href={telHref(phone.tel)}>
                  <span className="visually-hidden">{phone.label}: </span>
                  <LtrText>{phone.display}</LtrText>
                </a>
              </p>
            ))}
            {company.emails.map(email => (
              <p className={styles.contactItem} key={email.address}>
                <Mail aria-hidden="true" focusable="false" />
                <a href={mailtoHref(email.address)}>
                  <span className="visually-hidden">{email.label}: </span>
                  <LtrText>{email.address}</LtrText>
                </a>
              </p>
            ))}
            <div className={styles.contactItem}>
              <MapPin aria-hidden="true" focusable="false" />
              <address>{joinParts([address.street, address.locality, address.countryName], locale)}</address>
            </div>
          </section>
        </div>

        <section className={styles.reviews} aria-label={headings.reviews}>
          <h2>{headings.reviews}</h2>
          <ul className={styles.list}>
            {company.reviewSites.map(site => (
              <li key={site.url}>
                <a href={site.url} target="_blank" rel="noopener noreferrer">
                  {site.name}
                  <span className="visually-hidden"> {uiText.opensInNewTab}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </Container>

      <div className={styles.bottom}>
        <Container className={styles.bottomInner}>
          {/*
            The trade name is isolated: a name in the other script, or one ending in a full stop
            ("L.L.C."), would otherwise be reordered by the paragraph's direction.
          */}
          <p>
            {uiText.copyright} {year} <bdi className={styles.legalName}>{company.legalName}</bdi>
          </p>
          <LinkList links={legalLinks} className={`${styles.list} ${styles.legal}`} />
        </Container>
      </div>
    </footer>
  )
}
