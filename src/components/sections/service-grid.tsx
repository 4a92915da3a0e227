import { SiteLink } from "../../i18n/site-link"
import { ArrowRight } from "lucide-react"
import { Section } from "../ui/section"
import { ServiceIcon } from "../ui/service-icon"
import * as cards from "./cards.module.css"
import * as styles from "./service-grid.module.css"

export type ServiceSummary = {
  readonly id: string
  readonly title: string
  readonly shortDescription: string
  readonly icon: string
}

export type ServiceGridProps = {
  heading: string
  intro?: string | null
  services: ReadonlyArray<ServiceSummary>
  learnMoreLabel: string
}

/** The six services with icon, title, short description and a Learn More link to /services/<id>/. */
export function ServiceGrid({ heading, intro, services, learnMoreLabel }: ServiceGridProps) {
  return (
    <Section heading={heading} intro={intro}>
      <ul className={`${cards.grid} ${cards.three}`}>
        {services.map(service => {
          const path = `/services/${service.id}/`
          return (
            <li className={cards.card} key={service.id}>
              <span className={cards.iconBox}>
                <ServiceIcon name={service.icon} />
              </span>
              <h3 className={`${cards.title} ${styles.title}`}>
                <SiteLink to={path}>{service.title}</SiteLink>
              </h3>
              <p className={styles.description}>{service.shortDescription}</p>
              <SiteLink to={path} className={styles.more}>
                {learnMoreLabel}
                <span className="visually-hidden">: {service.title}</span>
                <ArrowRight aria-hidden="true" focusable="false" />
              </SiteLink>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
