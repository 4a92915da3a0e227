/** The brand files: logo, favicon, touch icon and social card. */
import { OUTLINE_UNITS_PER_EM, type Outline } from "./arabic-type"
import { palette } from "./palette"
import { seededRandom } from "./random"
import { towerRow } from "./skyline"
import { circle, el, group, linear, path, radial, rect, svgDoc, text } from "./svg"

const brand = { name: "Sandstone", descriptor: "BUSINESS SERVICES", label: "Financial & Business Services" }

/** The mark: a dusk sun over two dunes in a navy tile (64 units square). */
function brandMark(corner: number, clipId: string): { defs: string[]; shapes: string[] } {
  return {
    defs: [el("clipPath", { id: clipId }, rect(0, 0, 64, 64, "#000", { rx: corner }))],
    shapes: [
      group({ "clip-path": `url(#${clipId})` }, [
        rect(0, 0, 64, 64, palette.navy),
        circle(42, 22, 10, palette.sand),
        path("M0 44C14 32 28 32 40 40S56 48 64 40V64H0Z", palette.sandLight),
        path("M0 54C18 45 36 47 64 55V64H0Z", palette.teal),
      ]),
    ],
  }
}

/**
 * The logo at 5:1 (the header and footer reserve 200x40). The site's header and footer are navy, so
 * the default tone is light text; "onLight" is the variant for white backgrounds (documents, search cards).
 */
export function logoSvg(tone: "onDark" | "onLight"): string {
  const [nameColor, descriptorColor] = logoColors(tone)
  return logoFrame("Sandstone Business Services", "scale(0.875)", [
    text(67, 31, brand.name, { "font-size": 31, "font-weight": 700, fill: nameColor, "letter-spacing": 0.4 }),
    text(69, 50, brand.descriptor, {
      "font-size": 11,
      "font-weight": 700,
      fill: descriptorColor,
      "letter-spacing": 3.3,
    }),
  ])
}

/** The name's and the descriptor's colours: light on the navy header and footer, dark on white. */
const logoColors = (tone: "onDark" | "onLight") =>
  tone === "onDark" ? [palette.paper, palette.sandLight] : [palette.navy, palette.sandDeep]

/** Both editions' logo box (280x56, shown at 200x40), named for assistive technology, with the mark placed by `markTransform`. */
function logoFrame(label: string, markTransform: string, words: string[]): string {
  const mark = brandMark(14, "tile")
  return el(
    "svg",
    {
      xmlns: "http://www.w3.org/2000/svg",
      viewBox: "0 0 280 56",
      width: 280,
      height: 56,
      role: "img",
      "aria-label": label,
    },
    [el("title", {}, label), el("defs", {}, mark.defs), group({ transform: markTransform }, mark.shapes), ...words],
  )
}

/** The Arabic lock-up's words: the name over its descriptor, as the Arabic trade name writes them. */
export const arabicBrand = { name: "ساندستون", descriptor: "لخدمات الأعمال", label: "ساندستون لخدمات الأعمال" }

/**
 * The Arabic logo for the /ar/ pages: the same mark and box (280x56, shown at 200x40, so nothing
 * moves between editions), the mark on the right where Arabic reading starts, and the name over
 * its descriptor to its left, both ending at the mark. The words are outlines (arabic-type.ts).
 */
export function arabicLogoSvg(tone: "onDark" | "onLight", name: Outline, descriptor: Outline): string {
  const [nameColor, descriptorColor] = logoColors(tone)
  const end = 214 // the words end 10 units left of the mark
  const line = (outline: Outline, size: number, baseline: number, fill: string) => {
    const scale = size / OUTLINE_UNITS_PER_EM
    return group({ transform: `translate(${end - outline.width * scale} ${baseline}) scale(${scale})` }, [
      path(outline.d, fill),
    ])
  }
  return logoFrame(arabicBrand.label, "translate(224 0) scale(0.875)", [
    line(name, 32, 28, nameColor),
    line(descriptor, 15, 49, descriptorColor),
  ])
}

export function faviconSvg(): string {
  const mark = brandMark(14, "tile")
  return el("svg", { xmlns: "http://www.w3.org/2000/svg", viewBox: "0 0 64 64", width: 64, height: 64 }, [
    el("defs", {}, mark.defs),
    ...mark.shapes,
  ])
}

/** iOS rounds the corners itself, so the touch icon is a full square. */
export function touchIconSvg(): string {
  const mark = brandMark(0, "tile")
  return svgDoc(180, 180, mark.defs, [group({ transform: "scale(2.8125)" }, mark.shapes)])
}

export function ogImage(): string {
  const rng = seededRandom(1200)
  const mark = brandMark(14, "tile")
  const skyline = towerRow(rng, 560, 1220, 630, [60, 220], palette.navyMid, 0.12)
  return svgDoc(
    1200,
    630,
    [
      linear(
        "og",
        [
          [0, palette.night],
          [1, palette.navyMid],
        ],
        [0, 0, 1, 1],
      ),
      radial("ogGlow", [
        [0, palette.sand, 0.45],
        [1, palette.sand, 0],
      ]),
      ...mark.defs,
    ],
    [
      rect(0, 0, 1200, 630, "url(#og)"),
      circle(980, 470, 420, "url(#ogGlow)"),
      circle(980, 440, 70, palette.sand, { opacity: 0.9 }),
      group({}, skyline),
      group({ transform: "translate(80 110) scale(1.5)" }, mark.shapes),
      text(78, 312, "Sandstone", { "font-size": 84, "font-weight": 700, fill: palette.paper }),
      text(82, 370, "Business Services", { "font-size": 44, fill: palette.paper, opacity: 0.92 }),
      rect(84, 410, 90, 6, palette.sand, { rx: 3 }),
      text(84, 470, brand.label, { "font-size": 32, "font-weight": 700, fill: palette.sandLight }),
      text(84, 516, "Dubai, United Arab Emirates", { "font-size": 24, fill: palette.slate }),
    ],
  )
}
