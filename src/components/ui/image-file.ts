import type { IGatsbyImageData } from "gatsby-plugin-image"

/** An image field of a data file as the page queries return it (`image { childImageSharp { gatsbyImageData } }`). */
export type ImageFile = {
  readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null
} | null

/** The processed image of a file field; undefined only when the data points at no image. */
export function imageOf(file: ImageFile | undefined): IGatsbyImageData | undefined {
  return file?.childImageSharp?.gatsbyImageData
}

/**
 * Loading props of a GatsbyImage: the page's largest paint (the home hero photo, the first
 * project on /portfolio/) is fetched at once and first; every other picture lazily. The
 * script loader in gatsby-ssr.tsx waits for the `fetchpriority="high"` pictures to be painted.
 */
export function loadingProps(largestPaint: boolean): { loading: "eager" | "lazy"; fetchpriority?: "high" } {
  return largestPaint ? { loading: "eager", fetchpriority: "high" } : { loading: "lazy" }
}
