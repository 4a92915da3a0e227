import { TrendingUp } from "lucide-react"
import { Section } from "../ui/section"
import * as styles from "./success-stories.module.css"

export type SuccessStory = {
  readonly id: string
  readonly category: string
  readonly title: string
  readonly description: string
  readonly results: ReadonlyArray<string>
}

export type SuccessStoriesProps = { heading: string; stories: ReadonlyArray<SuccessStory> }

/** Four case studies, each with its category tag, title, description and results. */
export function SuccessStories({ heading, stories }: SuccessStoriesProps) {
  return (
    <Section heading={heading} tone="sand">
      <ul className={styles.grid}>
        {stories.map(story => (
          <li key={story.id}>
            <article className={styles.card}>
              <p className={styles.tag}>{story.category}</p>
              <h3 className={styles.title}>{story.title}</h3>
              <p className={styles.description}>{story.description}</p>
              <ul className={styles.results}>
                {story.results.map(result => (
                  <li key={result}>
                    <TrendingUp aria-hidden="true" focusable="false" />
                    {result}
                  </li>
                ))}
              </ul>
            </article>
          </li>
        ))}
      </ul>
    </Section>
  )
}
