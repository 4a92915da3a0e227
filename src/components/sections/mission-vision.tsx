import { Compass, Target } from "lucide-react"
import { Container } from "../ui/container"
import * as cards from "./cards.module.css"
import * as styles from "./mission-vision.module.css"

type TitledText = { readonly title: string; readonly description: string }

export type MissionVisionProps = { mission: TitledText; vision: TitledText }

/** The Mission and Vision cards of the About page; each card's title is its heading. */
export function MissionVision({ mission, vision }: MissionVisionProps) {
  return (
    <div className={styles.wrap}>
      <Container>
        <div className={`${cards.grid} ${cards.two}`}>
          {[
            { item: mission, Icon: Target },
            { item: vision, Icon: Compass },
          ].map(({ item, Icon }) => (
            <section className={`${cards.card} ${cards.featured}`} key={item.title}>
              <span className={cards.iconBox}>
                <Icon aria-hidden="true" focusable="false" />
              </span>
              <h2 className={cards.title}>{item.title}</h2>
              <p className={cards.text}>{item.description}</p>
            </section>
          ))}
        </div>
      </Container>
    </div>
  )
}
