/**
 * Slides per view at each breakpoint. The same numbers feed the CSS of the first paint
 * (custom properties read by media queries in carousel.module.css) and react-slick's
 * `slidesToShow` after mount, so both always agree.
 */
export type PerView = { base: number; sm?: number; md?: number; lg?: number }
export type Band = "base" | "sm" | "md" | "lg"

/** Min-widths of the bands; repeated in carousel.module.css (media queries cannot read variables). */
export const BAND_MIN_WIDTH: Record<Exclude<Band, "base">, number> = { sm: 640, md: 768, lg: 1024 }

/** Every band filled in: a band without its own number inherits the next smaller one. */
export function resolvePerView(perView: PerView): Record<Band, number> {
  const base = whole(perView.base)
  const sm = whole(perView.sm ?? base)
  const md = whole(perView.md ?? sm)
  const lg = whole(perView.lg ?? md)
  return { base, sm, md, lg }
}

function whole(count: number): number {
  if (!Number.isInteger(count) || count < 1) {
    throw new RangeError(`Carousel perView must be a whole number of slides (1 or more), got ${count}`)
  }
  return count
}
