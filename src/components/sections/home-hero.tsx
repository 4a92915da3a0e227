import { GatsbyImage } from "gatsby-plugin-image"
import { openLeadForm } from "../../forms/open-lead-form"
import { HeroLeadForm } from "../../forms/hero-lead-form"
import { Button } from "../ui/button"
import { Carousel } from "../ui/carousel/carousel"
import { Container } from "../ui/container"
import { imageOf, loadingProps, type ImageFile } from "../ui/image-file"
import * as styles from "./home-hero.module.css"

export type HomeHeroSlide = {
  readonly id: string
  readonly heading: string
  readonly text: string
  readonly image: ImageFile
  readonly imageAlt: string
}

export type HomeHeroProps = {
  /** Label of the carousel region. */
  label: string
  slides: ReadonlyArray<HomeHeroSlide>
  ctaLabel: string
  formHeading: string
}

/**
 * The home hero: two fading photo slides with text on the left and the lead
 * form on the right from 768 px. The first slide's heading is the page's h1; its photo loads
 * eagerly with high priority, since it is the largest paint of the page.
 */
export function HomeHero({ label, slides, ctaLabel, formHeading }: HomeHeroProps) {
  return (
    <section className={styles.hero}>
      <div className={styles.slides}>
        <Carousel label={label} perView={{ base: 1 }} fade speedMs={1000} autoplayMs={555_000}>
          {slides.map((slide, index) => {
            const first = index === 0
            const image = imageOf(slide.image)
            const Heading = first ? "h1" : "h2"
            return (
              <div className={styles.slide} key={slide.id}>
                {image && (
                  <GatsbyImage className={styles.image} image={image} alt={slide.imageAlt} {...loadingProps(first)} />
                )}
                <div className={styles.wash} aria-hidden="true" />
                <Container className={styles.content}>
                  <div className={styles.text}>
                    <span className={styles.accent} aria-hidden="true" />
                    <Heading className={styles.heading}>{slide.heading}</Heading>
                    <p className={styles.lead}>{slide.text}</p>
                    <Button onClick={openLeadForm}>{ctaLabel}</Button>
                  </div>
                </Container>
              </div>
            )
          })}
        </Carousel>
      </div>
      <div className={styles.formArea}>
        <Container className={styles.formGrid}>
          <div className={styles.formPanel}>
            <HeroLeadForm heading={formHeading} />
          </div>
        </Container>
      </div>
    </section>
  )
}
