import { useId, type ReactNode } from "react"
import { Container } from "./container"
import * as styles from "./section.module.css"

export type SectionProps = {
  heading: string
  intro?: string | null
  tone?: "white" | "sand" | "navy"
  /** Hide the visual heading block (the heading still names the region for screen readers). */
  headingHidden?: boolean
  id?: string
  className?: string
  children: ReactNode
}

/** A page section: a region named by its h2, with an optional intro, on a background tone. */
export function Section({
  heading,
  intro,
  tone = "white",
  headingHidden = false,
  id,
  className,
  children,
}: SectionProps) {
  const headingId = useId()
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={[styles.section, styles[tone], className].filter(Boolean).join(" ")}
    >
      <Container>
        <header className={headingHidden ? "visually-hidden" : styles.header}>
          <h2 id={headingId} className={styles.heading}>
            {heading}
          </h2>
          {intro && <p className={styles.intro}>{intro}</p>}
        </header>
        {children}
      </Container>
    </section>
  )
}
