import type { IGatsbyImageData } from "gatsby-plugin-image"
import { zoomSource } from "../zoom-source"

const base: Omit<IGatsbyImageData, "images"> = { layout: "constrained", width: 800, height: 600 }

describe("zoomSource: what the enlarged view loads", () => {
  it("offers every WebP width, chosen for the full screen width", () => {
    const image: IGatsbyImageData = {
      ...base,
      images: {
        fallback: {
          src: "/a-800.jpg",
          srcSet: "/a-400.jpg 400w,/a-800.jpg 800w",
          sizes: "(min-width: 800px) 800px, 100vw",
        },
        sources: [
          { srcSet: "/a-400.avif 400w,/a-800.avif 800w", type: "image/avif", sizes: "" },
          { srcSet: "/a-400.webp 400w,/a-800.webp 800w", type: "image/webp", sizes: "" },
        ],
      },
    }
    expect(zoomSource(image)).toEqual({
      src: "/a-800.jpg",
      srcSet: "/a-400.webp 400w,/a-800.webp 800w",
      sizes: "100vw",
    })
  })

  it("falls back to the original format when no WebP was made", () => {
    const image: IGatsbyImageData = { ...base, images: { fallback: { src: "/b.png", srcSet: "/b.png 800w" } } }
    expect(zoomSource(image)).toEqual({ src: "/b.png", srcSet: "/b.png 800w", sizes: "100vw" })
  })

  it("gives nothing when the image has no source at all", () => {
    expect(zoomSource({ ...base, images: {} })).toBeUndefined()
  })
})
