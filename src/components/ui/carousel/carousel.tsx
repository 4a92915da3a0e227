/**
 * Every carousel of the site (hero, services, pricing on phones, clients, testimonials), on react-slick.
 *
 * A group (not a region) named `label`, as the WAI-ARIA carousel pattern allows: the
 * carousels sit inside sections that are already regions, often with the same name.
 *
 * First paint: react-slick renders its default `slidesToShow` on the server and applies
 * breakpoints only after mount (akiran/react-slick #594, #1245), so the server-rendered
 * markup here is our own strip whose slide widths come from CSS media queries. Server and
 * first client render are identical (no hydration mismatch), the right number of slides
 * shows at every width, and react-slick takes over later - when the carousel comes near the
 * viewport - with the same geometry, so nothing moves (no layout shift).
 *
 * Controls are ours and exist from the first paint: a pause/play button for each autoplaying
 * carousel (WCAG 2.2.2; hovering, swiping and clicking do not stop autoplay, per the spec),
 * previous/next buttons and pagination buttons with names. Slides react-slick hides (and its
 * clones) are hidden from assistive technology and taken out of the tab order.
 * prefers-reduced-motion starts carousels paused and removes the transitions.
 *
 * The edition comes from useLocale(): control names in its language, and in Arabic the
 * carousel reads right to left - slide 1 at the right, "next" on the left, autoplay and swipe
 * towards the left - by showing react-slick mirrored (mirror-input.ts; docs/interactive.md,
 * "Right to left").
 */
import {
  Children,
  isValidElement,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from "react"
import type Slider from "react-slick"
import { useUiText } from "../ui-text"
import { watchHiddenSlideFocus } from "./hidden-slide-focus"
import { resolvePerView, type PerView } from "./per-view"
import { slickSettings } from "./slick-settings"
import { PREFERS_REDUCED_MOTION, useMediaQuery } from "../../../hooks/use-media-query"
import { useBreakpointBand } from "./use-breakpoint-band"
import { useNearViewport } from "../../../hooks/use-near-viewport"
import { useSlickViewport } from "./use-slick-viewport"
import { useSwapWhenUnfocused } from "./use-swap-when-unfocused"
import { directionOf, useLocale } from "../../../i18n/locale-context"
import * as styles from "./carousel.module.css"

export type CarouselProps = {
  /** Accessible name of the region, e.g. "Our services". */
  label: string
  /** Slides per view; sm >= 640px, md >= 768px, lg >= 1024px. A missing band inherits the smaller one. */
  perView: PerView
  /** Pixels between slides. */
  gap?: number
  /** Milliseconds between slides; undefined = no autoplay. */
  autoplayMs?: number
  /** Cross-fade instead of slide (hero). */
  fade?: boolean
  /** Transition duration in milliseconds. */
  speedMs?: number
  /** Clickable pagination. */
  dots?: boolean
  /** Previous/next arrows, shown on hover and on keyboard focus. */
  arrows?: "hover" | "none"
  /** Render as a plain grid from this breakpoint up (pricing); columns = perView there. */
  gridFrom?: "md"
  /** Each direct child is one slide. */
  children: ReactNode
}

type CarouselStyle = CSSProperties & Record<`--carousel-${string}`, string | number>

export function Carousel({
  label,
  perView,
  gap = 0,
  autoplayMs,
  fade = false,
  speedMs,
  dots = false,
  arrows = "none",
  gridFrom,
  children,
}: CarouselProps) {
  const text = useUiText().carousel
  if (!(gap >= 0 && Number.isFinite(gap))) throw new RangeError(`Carousel gap must be 0 or more pixels, got ${gap}`)
  const slides = Children.toArray(children).filter(isValidElement)
  const count = slides.length
  const counts = resolvePerView(perView)
  const autoplay = autoplayMs !== undefined

  // Right to left (Arabic): react-slick runs left to right and is shown mirrored (mirror-input.ts).
  const direction = directionOf(useLocale())
  const rtl = direction === "rtl"

  const rootRef = useRef<HTMLDivElement>(null)
  const viewportRef = useRef<HTMLDivElement>(null)
  const viewportId = useId()

  const band = useBreakpointBand()
  const reducedMotion = useMediaQuery(PREFERS_REDUCED_MOTION) === true
  const near = useNearViewport(rootRef)
  const isGrid = gridFrom === "md" && (band === "md" || band === "lg")
  const slidesToShow = fade ? 1 : counts[band ?? "base"]

  // The visitor's choice on the pause/play button; until then autoplay runs unless they
  // prefer reduced motion. On the server and at hydration this is "playing".
  const [choice, setChoice] = useState<boolean | null>(null)
  const playing = autoplay && (choice ?? !reducedMotion)

  // A control used before react-slick arrived: load it now and replay the action on it.
  const [asked, setAsked] = useState(false)
  const pending = useRef<((slider: Slider) => void) | null>(null)
  const wantSlick = band !== null && !isGrid && count > slidesToShow && (near || asked)
  const slick = useSlickViewport(wantSlick)
  const slickShown = useSwapWhenUnfocused(viewportRef, slick !== null && wantSlick)

  const [slider, setSlider] = useState<Slider | null>(null)
  const [current, setCurrent] = useState(0)
  const attachSlider = useCallback((instance: Slider | null) => {
    setSlider(instance)
    if (!instance) setCurrent(0)
  }, [])

  const settings = useMemo(
    () => slickSettings({ slidesToShow, autoplayMs, fade, speedMs, reducedMotion }),
    [slidesToShow, autoplayMs, fade, speedMs, reducedMotion],
  )

  useEffect(() => {
    if (!slider || !autoplay) return
    if (playing) slider.slickPlay()
    else slider.slickPause()
  }, [slider, autoplay, playing])

  useEffect(() => {
    if (!slider || !pending.current) return
    pending.current(slider)
    pending.current = null
  }, [slider])

  useEffect(() => {
    const viewport = viewportRef.current
    if (!viewport || !slickShown) return
    return watchHiddenSlideFocus(viewport)
  }, [slickShown])

  useEffect(() => {
    const viewport = viewportRef.current
    if (!viewport || !slick || !slickShown || !rtl) return
    return slick.mirrorHorizontalInput(viewport)
  }, [slick, slickShown, rtl])

  const act = (action: (slider: Slider) => void) => {
    if (slider) {
      action(slider)
      return
    }
    pending.current = action
    setAsked(true)
  }

  const style: CarouselStyle = {
    "--carousel-gap": `${gap}px`,
    "--carousel-pv-base": counts.base,
    "--carousel-pv-sm": counts.sm,
    "--carousel-pv-md": counts.md,
    "--carousel-pv-lg": counts.lg,
  }
  const rootClass = [
    styles.root,
    fade && styles.fade,
    gridFrom === "md" && styles.gridMd,
    arrows === "hover" && styles.withArrows,
    rtl && styles.rtl,
  ]
    .filter(Boolean)
    .join(" ")

  const slideElements = slides.map((slide, index) => (
    <div
      key={slide.key ?? index}
      className={styles.slide}
      role={isGrid ? undefined : "group"}
      aria-roledescription={isGrid ? undefined : text.slideRoleDescription}
      aria-label={isGrid ? undefined : text.slideLabel(index + 1, count)}
    >
      {slide}
    </div>
  ))

  return (
    <div
      ref={rootRef}
      className={rootClass}
      style={style}
      dir={direction}
      role="group"
      aria-roledescription={isGrid ? undefined : text.roleDescription}
      aria-label={label}
    >
      {autoplay && (
        <div className={styles.rotation}>
          <button
            type="button"
            className={styles.control}
            aria-controls={viewportId}
            onClick={() => setChoice(!playing)}
          >
            {playing ? <PauseIcon /> : <PlayIcon />}
            <span className="visually-hidden">{playing ? text.pause(label) : text.play(label)}</span>
          </button>
        </div>
      )}
      <div className={styles.stage}>
        {arrows === "hover" && (
          <button
            type="button"
            className={`${styles.control} ${styles.arrow} ${styles.previous}`}
            aria-controls={viewportId}
            onClick={() => act(instance => instance.slickPrev())}
          >
            <ChevronIcon />
            <span className="visually-hidden">{text.previous(label)}</span>
          </button>
        )}
        <div ref={viewportRef} id={viewportId} className={styles.viewport} aria-live={playing ? "off" : "polite"}>
          {slickShown && slick ? (
            <slick.SlickViewport ref={attachSlider} settings={settings} onSlideChange={setCurrent}>
              {slideElements}
            </slick.SlickViewport>
          ) : (
            <div className={styles.strip}>{slideElements}</div>
          )}
        </div>
        {arrows === "hover" && (
          <button
            type="button"
            className={`${styles.control} ${styles.arrow} ${styles.next}`}
            aria-controls={viewportId}
            onClick={() => act(instance => instance.slickNext())}
          >
            <ChevronIcon />
            <span className="visually-hidden">{text.next(label)}</span>
          </button>
        )}
      </div>
      {dots && count > 1 && (
        <div className={styles.dots} role="group" aria-label={text.pagination(label)}>
          {slides.map((slide, index) => (
            <button
              key={slide.key ?? index}
              type="button"
              className={styles.dot}
              aria-controls={viewportId}
              aria-current={index === current ? "true" : undefined}
              onClick={() => act(instance => instance.slickGoTo(index))}
            >
              <span className="visually-hidden">{text.goTo(index + 1, count)}</span>
            </button>
          ))}
        </div>
      )}
    </div>
  )
}

function PauseIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
    </svg>
  )
}

function PlayIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M8 5v14l11-7z" fill="currentColor" />
    </svg>
  )
}

function ChevronIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  )
}
