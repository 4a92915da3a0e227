/**
 * The lead form panel of the home hero, shown from 768 px up.
 * Its code (Formik, Yup) loads only when the panel is actually on screen: a
 * phone never downloads it. Until then a box of the form's size holds its place,
 * so nothing moves when the form appears.
 */
import { lazy, Suspense, useId } from "react"
import { useMediaQuery } from "../hooks/use-media-query"
import * as styles from "./hero-lead-form.module.css"

const LeadForm = lazy(() => import("./lead-form"))

/** Matches the `.panel` breakpoint in the stylesheet (custom properties cannot be used in media queries). */
const PANEL_SHOWN = "(min-width: 768px)"

export type HeroLeadFormProps = {
  heading: string
}

export function HeroLeadForm({ heading }: HeroLeadFormProps) {
  const shown = useMediaQuery(PANEL_SHOWN) === true
  const headingId = useId()
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <div className={styles.body}>
        {shown ? (
          <Suspense fallback={null}>
            <LeadForm />
          </Suspense>
        ) : null}
      </div>
    </section>
  )
}
