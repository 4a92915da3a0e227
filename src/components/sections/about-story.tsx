import { GatsbyImage } from "gatsby-plugin-image"
import { imageOf, type ImageFile } from "../ui/image-file"
import { Section } from "../ui/section"
import { StatList, type Stat } from "./stat-list"
import * as styles from "./about-story.module.css"

export type AboutStoryProps = {
  heading: string
  paragraphs: ReadonlyArray<string>
  image: ImageFile
  imageAlt: string
  /** The four counters: 167+, 02+, 20+, 897+. */
  stats: ReadonlyArray<Stat>
}

export function AboutStory({ heading, paragraphs, image, imageAlt, stats }: AboutStoryProps) {
  const photo = imageOf(image)
  return (
    <Section heading={heading}>
      <div className={styles.grid}>
        <div className={styles.text}>
          {paragraphs.map(paragraph => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        {photo && <GatsbyImage className={styles.image} image={photo} alt={imageAlt} />}
      </div>
      <StatList stats={stats} wide />
    </Section>
  )
}
