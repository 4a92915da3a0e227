/**
 * The part of the carousel that needs react-slick. Kept in its own module so that it (and
 * slick-carousel's core CSS) loads in a separate chunk after the first paint. Only slick.css
 * is imported: slick-theme.css fetches a font and a GIF, and our controls are our own.
 */
import { forwardRef, type ReactNode } from "react"
import Slider, { type Settings } from "react-slick"
import "slick-carousel/slick/slick.css"

// Only a carousel that react-slick drives needs its input mirrored (right to left): it comes in this chunk.
export { mirrorHorizontalInput } from "./mirror-input"

export type SlickViewportProps = {
  settings: Settings
  /** The slide about to show (0-based, always within the real slides). */
  onSlideChange: (index: number) => void
  children: ReactNode
}

export const SlickViewport = forwardRef<Slider, SlickViewportProps>(function SlickViewport(
  { settings, onSlideChange, children },
  ref,
) {
  return (
    <Slider ref={ref} {...settings} beforeChange={(_current, next) => onSlideChange(next)}>
      {children}
    </Slider>
  )
})
