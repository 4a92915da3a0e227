import type { IGatsbyImageData } from "gatsby-plugin-image"

export type ZoomSource = { src?: string; srcSet?: string; sizes: string }

/**
 * The image the zoomed view shows: all of gatsby-plugin-image's widths with `sizes="100vw"`,
 * so the browser picks one as wide as the screen instead of the card-sized one on the page.
 * WebP when it was generated (every current browser shows it), else the fallback format.
 */
export function zoomSource(image: IGatsbyImageData): ZoomSource | undefined {
  const webp = image.images.sources?.find(source => source.type === "image/webp")
  const fallback = image.images.fallback
  if (!webp && !fallback?.srcSet && !fallback?.src) return undefined
  return { src: fallback?.src, srcSet: webp?.srcSet ?? fallback?.srcSet, sizes: "100vw" }
}
