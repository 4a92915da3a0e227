/**
 * A gatsby-plugin-image picture that opens an enlarged view when clicked (the zoom modal of
 * the featured projects), using react-medium-image-zoom: a modal <dialog> (focus moves in, the page
 * behind is inert, focus returns on close) that closes on Escape, a click outside the image
 * and a vertical swipe of more than 10 px. We add closing on the mouse wheel from the first
 * moment, on the keyboard's scroll keys and on page scroll.
 *
 * The library loads when the image comes near the viewport; before that the picture is
 * shown as is (same box, so nothing moves when the zoom wrapper arrives). The keyboard's
 * "Enlarge image" button is ours, rendered on the server with the picture, rather than the
 * library's, which would only appear once the library has loaded: the tab order never
 * changes under a keyboard user, and a press before the library is ready still opens the view.
 */
import { useCallback, useRef, useState, type MouseEvent } from "react"
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image"
import { loadingProps } from "../image-file"
import { ZoomIn } from "lucide-react"
import { useNearViewport } from "../../../hooks/use-near-viewport"
import { useCloseOnScroll } from "./use-close-on-scroll"
import { useZoomLibrary } from "./use-zoom-library"
import { useZoomReady } from "./use-zoom-ready"
import { zoomSource } from "./zoom-source"
import { useUiText } from "../ui-text"
import * as styles from "./zoomable-image.module.css"

export type ZoomableImageProps = {
  image: IGatsbyImageData
  alt: string
  /** Sizes and places the picture, as it would a GatsbyImage. */
  className?: string
  /** The picture is on screen at load (the page's largest paint): fetched at once, first. */
  priority?: boolean
}

/** A vertical swipe of more than 10 px closes the zoomed view. */
export const SWIPE_TO_CLOSE_PX = 10

export function ZoomableImage({ image, alt, className, priority = false }: ZoomableImageProps) {
  const zoomText = useUiText().zoom
  const rootRef = useRef<HTMLDivElement>(null)
  const [requested, setRequested] = useState(false)
  const near = useNearViewport(rootRef)
  // The library's component, once its chunk has loaded: kept in state, so its identity is stable.
  const Zoom = useZoomLibrary(near || requested)
  const ready = useZoomReady(rootRef, Zoom !== null)
  const [zoomed, setZoomed] = useState(false)
  const close = useCallback(() => setZoomed(false), [])
  useCloseOnScroll(zoomed, close)

  // A press that came before the library could show the picture opens it once it can
  // (state adjusted while rendering, as React recommends over an effect).
  if (requested && ready) {
    setRequested(false)
    setZoomed(true)
  }

  const open = () => (ready ? setZoomed(true) : setRequested(true))
  // Once ready, the library handles clicks on the picture itself.
  const onPictureClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!ready && event.target instanceof HTMLImageElement) setRequested(true)
  }

  const picture = <GatsbyImage className={styles.image} image={image} alt={alt} {...loadingProps(priority)} />
  return (
    // A click on the picture is the mouse's shortcut; keyboard and screen reader users have
    // the Enlarge button below.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div ref={rootRef} className={[styles.root, className].filter(Boolean).join(" ")} onClick={onPictureClick}>
      {Zoom ? (
        // eslint-disable-next-line react-hooks/static-components -- a loaded module's component, not one made in render
        <Zoom
          isZoomed={zoomed}
          onZoomChange={setZoomed}
          zoomImg={zoomSource(image)}
          canSwipeToUnzoom
          swipeToUnzoomThreshold={SWIPE_TO_CLOSE_PX}
          a11yNameButtonUnzoom={zoomText.close}
          classDialog={styles.dialog}
          wrapElement="div"
        >
          {picture}
        </Zoom>
      ) : (
        picture
      )}
      <button type="button" className={styles.enlarge} aria-label={`${zoomText.open}: ${alt}`} onClick={open}>
        <ZoomIn aria-hidden="true" focusable="false" />
      </button>
    </div>
  )
}
