import { useId, type ReactNode } from "react"
import { Container } from "../ui/container"
import * as styles from "./bands.module.css"

export type BandProps = {
  heading: string
  text: string
  tone: "navy" | "gold" | "teal"
  /** The band's buttons, on the right from medium screens. */
  actions: ReactNode
  /** Anything shown under the text (the offer's prices). */
  children?: ReactNode
}

/** The full-width frame of the reusable bands: a toned section, its heading and text, then the actions. */
export function Band({ heading, text, tone, actions, children }: BandProps) {
  const headingId = useId()
  return (
    <section className={`${styles.band} ${styles[tone]}`} aria-labelledby={headingId}>
      <Container className={styles.inner}>
        <div>
          <h2 id={headingId} className={styles.heading}>
            {heading}
          </h2>
          <p className={styles.text}>{text}</p>
          {children}
        </div>
        <div className={styles.actions}>{actions}</div>
      </Container>
    </section>
  )
}
