import { useId } from "react"
import { GatsbyImage } from "gatsby-plugin-image"
import { ButtonLink } from "../ui/button"
import { Container } from "../ui/container"
import { imageOf, type ImageFile } from "../ui/image-file"
import { StatList, type Stat } from "./stat-list"
import * as styles from "./home-about.module.css"

export type HomeAboutProps = {
  heading: string
  text: string
  linkLabel: string
  linkPath: string
  image: ImageFile
  imageAlt: string
  /** The two home figures: years of experience and satisfied clients. */
  stats: ReadonlyArray<Stat>
}

export function HomeAbout({ heading, text, linkLabel, linkPath, image, imageAlt, stats }: HomeAboutProps) {
  const headingId = useId()
  const photo = imageOf(image)
  return (
    <section aria-labelledby={headingId} className="section-padding">
      <Container className={styles.grid}>
        <div className={styles.media}>
          {photo && <GatsbyImage className={styles.image} image={photo} alt={imageAlt} />}
        </div>
        <div>
          <h2 id={headingId} className={styles.heading}>
            {heading}
          </h2>
          <p className={styles.text}>{text}</p>
          <div className={styles.stats}>
            <StatList stats={stats} />
          </div>
          <ButtonLink to={linkPath} variant="navy">
            {linkLabel}
          </ButtonLink>
        </div>
      </Container>
    </section>
  )
}
