import { Fragment } from "react"
import { Container } from "../ui/container"
import { LtrText } from "../ui/ltr-text"
import * as styles from "./legal-text.module.css"

export type LegalSection = { readonly heading: string; readonly paragraphs: ReadonlyArray<string> }

export type LegalTextProps = {
  /** "Last updated: …", as the edition writes it. */
  updated: string
  sections: ReadonlyArray<LegalSection>
  /** The company address a paragraph's {email} stands for: written once, in data/company.json. */
  email: string
  /** The registered trade name a paragraph's {legalName} stands for, also from data/company.json. */
  legalName: string
}

/**
 * A paragraph with the trade name in place of {legalName}, and each {email} as a link to the
 * company's address, kept left to right in Arabic.
 */
function Paragraph({ text, email, legalName }: { text: string; email: string; legalName: string }) {
  const parts = text.replaceAll("{legalName}", legalName).split("{email}")
  return (
    <p>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && (
            <a href={`mailto:${email}`}>
              <LtrText>{email}</LtrText>
            </a>
          )}
          {part}
        </Fragment>
      ))}
    </p>
  )
}

/** The body of the privacy policy or the terms: the date it last changed, then its sections. */
export function LegalText({ updated, sections, email, legalName }: LegalTextProps) {
  return (
    <div className={styles.document}>
      <Container>
        <div className={styles.body}>
          <p className={styles.updated}>{updated}</p>
          {sections.map(section => (
            <section key={section.heading} className={styles.section}>
              <h2 className={styles.heading}>{section.heading}</h2>
              {section.paragraphs.map(paragraph => (
                <Paragraph key={paragraph} text={paragraph} email={email} legalName={legalName} />
              ))}
            </section>
          ))}
        </div>
      </Container>
    </div>
  )
}
