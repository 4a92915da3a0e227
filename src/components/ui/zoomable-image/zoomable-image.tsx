/**
 * A gatsby-plugin-image picture that opens an enlarged view when clicked (spec section 4,
 * zoom modal), using react-medium-image-zoom: a modal <dialog> (focus moves in, the page
 * behind is inert, focus returns on close), a keyboard-reachable "Enlarge image" button, and
 * closing on Escape, a click outside the image, the mouse wheel and a vertical swipe of more
 * than 10 px. We add closing on the keyboard's scroll keys and on page scroll.
 *
 * The library loads when the image comes near the viewport; before that the picture is
 * shown as is (same box, so nothing moves when the zoom wrapper arrives).
 */
import { useCallback, useRef, useState } from "react"
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image"
import { useNearViewport } from "../carousel/use-near-viewport"
import { useCloseOnScroll } from "./use-close-on-scroll"
import { useZoomLibrary } from "./use-zoom-library"
import { zoomSource } from "./zoom-source"
import { zoomText } from "./zoom-text"
import * as styles from "./zoomable-image.module.css"

export type ZoomableImageProps = {
  image: IGatsbyImageData
  alt: string
  /** Sizes and places the picture, as it would a GatsbyImage. */
  className?: string
}

/** Spec section 9: a vertical swipe of more than 10 px closes the zoomed view. */
export const SWIPE_TO_CLOSE_PX = 10

export function ZoomableImage({ image, alt, className }: ZoomableImageProps) {
  const rootRef = useRef<HTMLDivElement>(null)
  const near = useNearViewport(rootRef)
  const Zoom = useZoomLibrary(near)
  const [zoomed, setZoomed] = useState(false)
  const close = useCallback(() => setZoomed(false), [])
  useCloseOnScroll(zoomed, close)

  const picture = <GatsbyImage className={styles.image} image={image} alt={alt} />
  return (
    <div ref={rootRef} className={[styles.root, className].filter(Boolean).join(" ")}>
      {Zoom ? (
        <Zoom
          isZoomed={zoomed}
          onZoomChange={setZoomed}
          zoomImg={zoomSource(image)}
          canSwipeToUnzoom
          swipeToUnzoomThreshold={SWIPE_TO_CLOSE_PX}
          a11yNameButtonZoom={zoomText.open}
          a11yNameButtonUnzoom={zoomText.close}
          classDialog={styles.dialog}
          wrapElement="div"
        >
          {picture}
        </Zoom>
      ) : (
        picture
      )}
    </div>
  )
}
