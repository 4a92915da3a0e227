import { useId, useState } from "react"
import { Plus } from "lucide-react"
import { Section } from "../ui/section"
import * as styles from "./faq.module.css"

export type FaqItem = { readonly id: string; readonly question: string; readonly answer: string }

export type FaqProps = {
  heading: string
  intro?: string | null
  items: ReadonlyArray<FaqItem>
  tone?: "white" | "sand"
}

/**
 * The FAQ accordion: one answer open at a time (the first at the start); opening another
 * closes it, and clicking the open question closes it too. WAI-ARIA accordion pattern:
 * heading > button with aria-expanded and aria-controls.
 */
export function Faq({ heading, intro, items, tone = "white" }: FaqProps) {
  const [openId, setOpenId] = useState<string | null>(items[0]?.id ?? null)
  const baseId = useId()
  return (
    <Section heading={heading} intro={intro} tone={tone}>
      <div className={styles.list}>
        {items.map(item => {
          const open = item.id === openId
          const buttonId = `${baseId}-${item.id}-question`
          const panelId = `${baseId}-${item.id}-answer`
          return (
            <div className={styles.item} key={item.id}>
              <h3 className={styles.question}>
                <button
                  id={buttonId}
                  type="button"
                  className={styles.button}
                  aria-expanded={open}
                  aria-controls={panelId}
                  onClick={() => setOpenId(open ? null : item.id)}
                >
                  {item.question}
                  <Plus className={styles.icon} aria-hidden="true" focusable="false" />
                </button>
              </h3>
              <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.answer} hidden={!open}>
                <p>{item.answer}</p>
              </div>
            </div>
          )
        })}
      </div>
    </Section>
  )
}
