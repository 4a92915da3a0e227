import { GatsbyImage } from "gatsby-plugin-image"
import { Quote } from "lucide-react"
import { Carousel } from "../ui/carousel/carousel"
import { imageOf, type ImageFile } from "../ui/image-file"
import { RatingStars } from "../ui/rating-stars"
import { Section } from "../ui/section"
import * as styles from "./testimonials.module.css"

export type Testimonial = {
  readonly id: string
  readonly name: string
  readonly position: string
  readonly company: string
  readonly quote: string
  readonly rating: number
  readonly image: ImageFile
}

export type TestimonialsProps = {
  heading: string
  intro?: string | null
  testimonials: ReadonlyArray<Testimonial>
}

/** Four client quotes with ratings: 1 per view, 2 from 768 px, autoplay every 5 s; they rise in on scroll. */
export function Testimonials({ heading, intro, testimonials }: TestimonialsProps) {
  return (
    <Section heading={heading} intro={intro} tone="navy">
      <div className={styles.reveal}>
        <Carousel label={heading} perView={{ base: 1, md: 2 }} gap={30} autoplayMs={5000} dots arrows="hover">
          {testimonials.map(testimonial => {
            const avatar = imageOf(testimonial.image)
            return (
              <div className={styles.slide} key={testimonial.id}>
                <figure className={styles.card}>
                  <Quote className={styles.mark} aria-hidden="true" focusable="false" />
                  <RatingStars rating={testimonial.rating} />
                  <blockquote className={styles.quote}>
                    <p>{testimonial.quote}</p>
                  </blockquote>
                  <figcaption className={styles.person}>
                    {avatar && <GatsbyImage className={styles.avatar} image={avatar} alt="" />}
                    <span>
                      <cite className={styles.name}>{testimonial.name}</cite>
                      <span className={styles.position}>{testimonial.position}</span>
                      {/* The company's own Latin name: isolated from the Arabic around it, never broken. */}
                      <bdi className={styles.company} lang="en">
                        {testimonial.company}
                      </bdi>
                    </span>
                  </figcaption>
                </figure>
              </div>
            )
          })}
        </Carousel>
      </div>
    </Section>
  )
}
