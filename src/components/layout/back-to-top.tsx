import { ArrowUp } from "lucide-react"
import { PREFERS_REDUCED_MOTION } from "../../hooks/use-media-query"
import { useUiText } from "../ui/ui-text"
import * as styles from "./back-to-top.module.css"

export type BackToTopProps = {
  /** The page is scrolled more than 400 px. */
  visible: boolean
}

/** Scrolls smoothly back to the top (instantly for visitors who ask for reduced motion). */
export function BackToTop({ visible }: BackToTopProps) {
  const uiText = useUiText()
  const scrollUp = () => {
    const reduceMotion = window.matchMedia(PREFERS_REDUCED_MOTION).matches
    window.scrollTo({ top: 0, behavior: reduceMotion ? "auto" : "smooth" })
    // The button hides at the top: give keyboard focus a visible home at the start of the page.
    document.getElementById("skip-link")?.focus({ preventScroll: true })
  }
  return (
    <button
      type="button"
      className={visible ? `${styles.button} ${styles.visible}` : styles.button}
      aria-label={uiText.backToTop}
      onClick={scrollUp}
    >
      <ArrowUp aria-hidden="true" focusable="false" />
    </button>
  )
}
