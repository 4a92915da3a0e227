import { Section } from "../ui/section"
import * as cards from "./cards.module.css"

export type NumberedCardsProps = {
  heading: string
  intro?: string | null
  items: ReadonlyArray<{ readonly title: string; readonly description: string }>
  tone?: "white" | "sand"
  /** An ordered sequence (Our Process) or a set (Core Values, Why Choose). */
  ordered?: boolean
}

/**
 * A section of four numbered cards: the About page's core values, the Services page's
 * process steps and its Why Choose points.
 */
export function NumberedCards({ heading, intro, items, tone = "white", ordered = false }: NumberedCardsProps) {
  const List = ordered ? "ol" : "ul"
  return (
    <Section heading={heading} intro={intro} tone={tone}>
      <List className={`${cards.grid} ${cards.four}`}>
        {items.map((item, index) => (
          <li className={cards.card} key={item.title}>
            <span className={cards.number} aria-hidden="true">
              {String(index + 1).padStart(2, "0")}
            </span>
            <h3 className={cards.title}>{item.title}</h3>
            <p className={cards.text}>{item.description}</p>
          </li>
        ))}
      </List>
    </Section>
  )
}
