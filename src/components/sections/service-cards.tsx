import { SiteLink } from "../../i18n/site-link"
import { GatsbyImage } from "gatsby-plugin-image"
import { Carousel } from "../ui/carousel/carousel"
import { imageOf, type ImageFile } from "../ui/image-file"
import { Price } from "../ui/price"
import { Section } from "../ui/section"
import * as styles from "./service-cards.module.css"

export type ServiceCard = {
  readonly id: string
  readonly title: string
  readonly description: string
  readonly path: string
  readonly price: number
  readonly image: ImageFile
  readonly imageAlt: string
}

export type ServiceCardsProps = {
  heading: string
  intro?: string | null
  currency: string
  cards: ReadonlyArray<ServiceCard>
}

/** The home services carousel: six cards with their list prices, each linking to its service page. */
export function ServiceCards({ heading, intro, currency, cards }: ServiceCardsProps) {
  return (
    <Section heading={heading} intro={intro} tone="sand">
      <Carousel label={heading} perView={{ base: 1, md: 2, lg: 3 }} gap={24} autoplayMs={3000}>
        {cards.map(card => {
          const image = imageOf(card.image)
          return (
            <div className={styles.slide} key={card.id}>
              <article className={styles.card}>
                {image && <GatsbyImage className={styles.image} image={image} alt={card.imageAlt} />}
                <div className={styles.body}>
                  <h3 className={styles.title}>
                    <SiteLink className={styles.link} to={card.path}>
                      {card.title}
                    </SiteLink>
                  </h3>
                  <p className={styles.description}>{card.description}</p>
                  <p className={styles.price}>
                    <Price amount={card.price} unit={currency} unitFirst amountClassName={styles.amount} />
                  </p>
                </div>
              </article>
            </div>
          )
        })}
      </Carousel>
    </Section>
  )
}
