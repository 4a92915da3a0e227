import { useEffect, useId, useRef, useState } from "react"
import { MapPin } from "lucide-react"
import { Button } from "../ui/button"
import { Section } from "../ui/section"
import * as styles from "./map-facade.module.css"

export type MapFacadeProps = {
  heading: string
  /** Button text, e.g. "Show the map". */
  loadLabel: string
  /** The line under the button saying where the map comes from, e.g. "The map loads from OpenStreetMap…". */
  loadNote: string
  /** Accessible title of the map frame. */
  title: string
  embedUrl: string
  address: string
}

/**
 * The office map behind a click-to-load facade: the OpenStreetMap frame (a third-party
 * request) is only inserted after the visitor asks for it. A lazy iframe would not do:
 * near the top of the page it loads at once (field notes).
 */
export function MapFacade({ heading, loadLabel, loadNote, title, embedUrl, address }: MapFacadeProps) {
  const [loaded, setLoaded] = useState(false)
  const noteId = useId()
  const frameRef = useRef<HTMLIFrameElement>(null)
  // The button disappears with the click: keyboard focus moves on to the map that replaced it.
  useEffect(() => {
    if (loaded) frameRef.current?.focus()
  }, [loaded])
  return (
    <Section heading={heading} tone="sand">
      <div className={styles.frame}>
        {loaded ? (
          <iframe ref={frameRef} className={styles.iframe} src={embedUrl} title={title} />
        ) : (
          <div className={styles.placeholder}>
            <MapPin className={styles.pin} aria-hidden="true" focusable="false" />
            <p className={styles.address}>{address}</p>
            {/* A short label keeps the button on one line on a phone; the note says what a click loads. */}
            <Button variant="navy" onClick={() => setLoaded(true)} aria-describedby={noteId}>
              {loadLabel}
            </Button>
            <p className={styles.note} id={noteId}>
              {loadNote}
            </p>
          </div>
        )}
      </div>
    </Section>
  )
}
