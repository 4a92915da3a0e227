import { useId } from "react"
import { GatsbyImage } from "gatsby-plugin-image"
import { CheckCircle2, Sparkles } from "lucide-react"
import { openLeadForm } from "../../forms/open-lead-form"
import { Button } from "../ui/button"
import { Container } from "../ui/container"
import { imageOf, type ImageFile } from "../ui/image-file"
import { ServiceIcon } from "../ui/service-icon"
import * as styles from "./service-detail.module.css"

export type ServiceDetailLabels = {
  readonly overviewHeading: string
  readonly featuresHeading: string
  readonly benefitsHeading: string
  readonly whyChooseHeading: string
  readonly quoteLabel: string
  readonly contactLabel: string
}

export type ServiceDetailProps = {
  service: {
    readonly title: string
    readonly longDescription: string
    readonly icon: string
    readonly features: ReadonlyArray<string>
    readonly benefits: ReadonlyArray<string>
    readonly whyChoose: ReadonlyArray<string>
    readonly image: ImageFile
    readonly imageAlt: string
  }
  labels: ServiceDetailLabels
}

/**
 * The body of a service page: Overview, the image, Key Features and Benefits, and the Why
 * Choose box with the REQUEST A QUOTE and CONTACT US NOW buttons (both open the quote popup).
 */
export function ServiceDetail({ service, labels }: ServiceDetailProps) {
  const overviewId = useId()
  const featuresId = useId()
  const benefitsId = useId()
  const whyId = useId()
  const image = imageOf(service.image)
  return (
    <div className="section-padding">
      <Container className={styles.layout}>
        <div>
          <section className={styles.block} aria-labelledby={overviewId}>
            <h2 id={overviewId}>{labels.overviewHeading}</h2>
            <p className={styles.overview}>{service.longDescription}</p>
          </section>
          {image && <GatsbyImage className={styles.image} image={image} alt={service.imageAlt} />}
          <div className={styles.lists}>
            <section aria-labelledby={featuresId}>
              <h2 id={featuresId}>{labels.featuresHeading}</h2>
              <ul className={styles.list}>
                {service.features.map(feature => (
                  <li key={feature}>
                    <CheckCircle2 aria-hidden="true" focusable="false" />
                    {feature}
                  </li>
                ))}
              </ul>
            </section>
            <section aria-labelledby={benefitsId}>
              <h2 id={benefitsId}>{labels.benefitsHeading}</h2>
              <ul className={styles.list}>
                {service.benefits.map(benefit => (
                  <li key={benefit}>
                    <Sparkles aria-hidden="true" focusable="false" />
                    {benefit}
                  </li>
                ))}
              </ul>
            </section>
          </div>
        </div>
        <aside className={styles.aside} aria-labelledby={whyId}>
          <span className={styles.icon}>
            <ServiceIcon name={service.icon} />
          </span>
          <h2 id={whyId}>{labels.whyChooseHeading}</h2>
          <ul className={styles.list}>
            {service.whyChoose.map(point => (
              <li key={point}>
                <CheckCircle2 aria-hidden="true" focusable="false" />
                {point}
              </li>
            ))}
          </ul>
          <div className={styles.actions}>
            <Button onClick={openLeadForm} block>
              {labels.quoteLabel}
            </Button>
            <Button onClick={openLeadForm} variant="outlineLight" block>
              {labels.contactLabel}
            </Button>
          </div>
        </aside>
      </Container>
    </div>
  )
}
