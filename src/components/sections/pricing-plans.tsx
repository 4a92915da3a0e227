import { Check } from "lucide-react"
import { openLeadForm } from "../../forms/open-lead-form"
import { Button } from "../ui/button"
import { Carousel } from "../ui/carousel/carousel"
import { Price } from "../ui/price"
import { Section } from "../ui/section"
import * as styles from "./pricing-plans.module.css"

export type PricingPlan = {
  readonly id: string
  readonly title: string
  readonly price: number
  readonly features: ReadonlyArray<string>
}

export type PricingPlansProps = {
  heading: string
  intro?: string | null
  /** "Starts @" */
  pricePrefix: string
  currency: string
  plans: ReadonlyArray<PricingPlan>
  quoteLabel: string
}

/** Nine plans: a carousel on small screens (autoplay every 3 s), a grid from 768 px. */
export function PricingPlans({ heading, intro, pricePrefix, currency, plans, quoteLabel }: PricingPlansProps) {
  return (
    <Section heading={heading} intro={intro} tone="sand">
      <Carousel label={heading} perView={{ base: 1, sm: 2, md: 3 }} gap={24} autoplayMs={3000} gridFrom="md">
        {plans.map(plan => (
          <div className={styles.slide} key={plan.id}>
            <article className={styles.plan}>
              <h3 className={styles.title}>{plan.title}</h3>
              <p className={plan.features.length > 0 ? styles.price : `${styles.price} ${styles.priceOnly}`}>
                <span className={styles.prefix}>{pricePrefix}</span>{" "}
                <Price
                  amount={plan.price}
                  unit={currency}
                  unitFirst
                  className={styles.figure}
                  amountClassName={styles.amount}
                  unitClassName={styles.prefix}
                />
              </p>
              {plan.features.length > 0 && (
                <ul className={styles.features}>
                  {plan.features.map(feature => (
                    <li key={feature}>
                      <Check aria-hidden="true" focusable="false" />
                      {feature}
                    </li>
                  ))}
                </ul>
              )}
              <Button variant="outline" block onClick={openLeadForm}>
                {quoteLabel}
                <span className="visually-hidden">: {plan.title}</span>
              </Button>
            </article>
          </div>
        ))}
      </Carousel>
    </Section>
  )
}
