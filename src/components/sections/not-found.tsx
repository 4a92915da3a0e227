import { Home } from "lucide-react"
import { ButtonLink } from "../ui/button"
import { PageHero } from "./page-hero"
import * as styles from "./not-found.module.css"

export type NotFoundProps = {
  code: string
  heading: string
  text: string
  linkLabel: string
}

/** The 404 page's content: 404, Page Not Found, the explanation and a Back to Homepage link. */
export function NotFound({ code, heading, text, linkLabel }: NotFoundProps) {
  return (
    <PageHero heading={heading} text={text} eyebrowSlot={<p className={styles.code}>{code}</p>}>
      <ButtonLink to="/">
        <Home aria-hidden="true" focusable="false" />
        {linkLabel}
      </ButtonLink>
    </PageHero>
  )
}
