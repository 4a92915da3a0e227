import type { Settings } from "react-slick"

/**
 * Maps the carousel's props to react-slick settings: autoplay period, looping, fade, swipe.
 *
 * The spec's swipe numbers (threshold 5 px, long swipe 300 ms, ratio 0.5) are Swiper's
 * defaults. react-slick has one knob, `touchThreshold`: a release changes slide when the
 * drag is longer than listWidth / touchThreshold. With slidesToShow slides in the list,
 * listWidth / (slidesToShow / 0.5) is half a slide - the spec's ratio. The 5 px start
 * threshold and the 300 ms short-swipe rule have no react-slick equivalent (docs/interactive.md).
 */
export type SlickOptions = {
  /** Slides per view in the current breakpoint band. */
  slidesToShow: number
  autoplayMs?: number
  fade: boolean
  speedMs?: number
  reducedMotion: boolean
}

/** Transition length when none is given: Swiper's default, the library the spec's numbers come from. */
export const DEFAULT_SPEED_MS = 300
/** The spec's long-swipe ratio: a drag of half a slide changes slide. */
export const LONG_SWIPE_RATIO = 0.5
/** react-slick waits `autoplaySpeed + 50` ms between slides (its inner-slider autoPlay). */
export const SLICK_AUTOPLAY_EXTRA_MS = 50

export function slickSettings({ slidesToShow, autoplayMs, fade, speedMs, reducedMotion }: SlickOptions): Settings {
  if (autoplayMs !== undefined && !(autoplayMs > SLICK_AUTOPLAY_EXTRA_MS)) {
    throw new RangeError(`Carousel autoplayMs must be more than ${SLICK_AUTOPLAY_EXTRA_MS} ms, got ${autoplayMs}`)
  }
  if (speedMs !== undefined && !(speedMs >= 0)) {
    throw new RangeError(`Carousel speedMs must be 0 or more, got ${speedMs}`)
  }
  // Fade stacks the slides: react-slick forces one per view anyway.
  const shown = fade ? 1 : slidesToShow
  return {
    // Our own arrows, dots and pause button are rendered before react-slick loads, so
    // nothing moves when it takes over; its built-in ones stay off.
    arrows: false,
    dots: false,
    accessibility: true,
    infinite: true,
    fade,
    slidesToShow: shown,
    slidesToScroll: 1,
    speed: reducedMotion ? 0 : (speedMs ?? DEFAULT_SPEED_MS),
    cssEase: "ease",
    autoplay: autoplayMs !== undefined,
    autoplaySpeed: autoplayMs === undefined ? undefined : autoplayMs - SLICK_AUTOPLAY_EXTRA_MS,
    // Spec: autoplay is not stopped by hovering, swiping or clicking; only the pause button stops it.
    pauseOnHover: false,
    pauseOnFocus: false,
    pauseOnDotsHover: false,
    swipe: true,
    draggable: true,
    touchMove: true,
    swipeToSlide: false,
    touchThreshold: shown / LONG_SWIPE_RATIO,
  }
}
