import { resolvePerView } from "../per-view"
import { DEFAULT_SPEED_MS, slickSettings } from "../slick-settings"

const base = { slidesToShow: 3, fade: false, reducedMotion: false }

describe("slickSettings: carousel props to react-slick settings", () => {
  it("loops and autoplays at the spec's period (react-slick adds 50 ms, so it gets 50 less)", () => {
    const settings = slickSettings({ ...base, autoplayMs: 3000 })
    expect(settings).toMatchObject({
      infinite: true,
      autoplay: true,
      autoplaySpeed: 2950,
      slidesToShow: 3,
      slidesToScroll: 1,
    })
  })

  it("never lets hovering, focus or the pagination stop autoplay", () => {
    expect(slickSettings({ ...base, autoplayMs: 5000 })).toMatchObject({
      pauseOnHover: false,
      pauseOnFocus: false,
      pauseOnDotsHover: false,
    })
  })

  it("does not autoplay without autoplayMs", () => {
    expect(slickSettings(base).autoplay).toBe(false)
  })

  it("fades the hero one slide at a time at the given speed", () => {
    const settings = slickSettings({ ...base, fade: true, speedMs: 1000, autoplayMs: 555_000 })
    expect(settings).toMatchObject({ fade: true, slidesToShow: 1, speed: 1000, autoplaySpeed: 554_950 })
  })

  it("uses the default speed when none is given and no transition under reduced motion", () => {
    expect(slickSettings(base).speed).toBe(DEFAULT_SPEED_MS)
    expect(slickSettings({ ...base, speedMs: 1000, reducedMotion: true }).speed).toBe(0)
  })

  it("changes slide after a drag of half a slide (the spec's long-swipe ratio 0.5)", () => {
    // react-slick: a release changes slide when the drag exceeds listWidth / touchThreshold.
    for (const slidesToShow of [1, 2, 3, 5]) {
      const { touchThreshold } = slickSettings({ ...base, slidesToShow })
      const listWidth = 1200
      expect(listWidth / touchThreshold!).toBeCloseTo((listWidth / slidesToShow) * 0.5)
    }
  })

  it("keeps react-slick's own arrows and dots off (ours exist from the first paint)", () => {
    expect(slickSettings({ ...base, autoplayMs: 3000 })).toMatchObject({ arrows: false, dots: false, swipe: true })
  })

  it("rejects an autoplay period or speed it cannot honour", () => {
    expect(() => slickSettings({ ...base, autoplayMs: 0 })).toThrow("autoplayMs must be more than 50 ms, got 0")
    expect(() => slickSettings({ ...base, speedMs: -1 })).toThrow("speedMs must be 0 or more, got -1")
  })
})

describe("resolvePerView", () => {
  it("fills every band from the next smaller one", () => {
    expect(resolvePerView({ base: 2, sm: 3, md: 4, lg: 5 })).toEqual({ base: 2, sm: 3, md: 4, lg: 5 })
    expect(resolvePerView({ base: 1, md: 2, lg: 3 })).toEqual({ base: 1, sm: 1, md: 2, lg: 3 })
    expect(resolvePerView({ base: 1, md: 2 })).toEqual({ base: 1, sm: 1, md: 2, lg: 2 })
  })

  it("rejects a count that is not a whole number of slides", () => {
    expect(() => resolvePerView({ base: 0 })).toThrow("got 0")
    expect(() => resolvePerView({ base: 1, md: 2.5 })).toThrow("got 2.5")
  })
})
