import type { IGatsbyImageData } from "gatsby-plugin-image"

/** An image field of a data file as the page queries return it (`image { childImageSharp { gatsbyImageData } }`). */
export type ImageFile = {
  readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null
} | null

/** The processed image of a file field; undefined only when the data points at no image. */
export function imageOf(file: ImageFile | undefined): IGatsbyImageData | undefined {
  return file?.childImageSharp?.gatsbyImageData
}
