import type { ReactNode } from "react"
import { Container } from "../ui/container"
import * as styles from "./page-hero.module.css"

export type PageHeroProps = {
  heading: string
  text?: string | null
  /** Shown above the heading (the 404 page's large "404"). */
  eyebrowSlot?: ReactNode
  /** Buttons under the text. */
  children?: ReactNode
}

/** The dark banner that opens every page except home; holds the page's only h1. */
export function PageHero({ heading, text, eyebrowSlot, children }: PageHeroProps) {
  return (
    <div className={styles.hero}>
      <Container>
        {eyebrowSlot}
        <h1 className={styles.heading}>{heading}</h1>
        {text && <p className={styles.text}>{text}</p>}
        {children && <div className={styles.actions}>{children}</div>}
      </Container>
    </div>
  )
}
