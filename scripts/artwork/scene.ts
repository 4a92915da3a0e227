/** The light illustration backdrop shared by the service pictures, the office scenes and the mockups. */
import { palette } from "./palette"
import { type Rng, seededRandom } from "./random"
import { type Attrs, bar, circle, el, ellipse, linear, num, path, polygon, rect, shadowFilter, svgDoc } from "./svg"

export const SERVICE = { w: 1200, h: 800 }

export const SCENE = { w: 1200, h: 900 }

/** Confetti of small geometric accents around the edges, away from the subject in the middle. */
function accents(rng: Rng, w: number, h: number): string[] {
  const colors = [palette.sand, palette.teal, palette.navyLight, palette.coral]
  return Array.from({ length: 10 }, (_, i) => {
    const side = i % 2 === 0 ? rng.between(50, w * 0.2) : rng.between(w * 0.8, w - 50)
    const [x, y, color] = [side, rng.between(60, h - 60), rng.pick(colors)]
    switch (rng.int(0, 3)) {
      case 0:
        return circle(x, y, rng.between(6, 12), color, { opacity: 0.7 })
      case 1:
        return circle(x, y, rng.between(10, 18), "none", { stroke: color, "stroke-width": 4, opacity: 0.6 })
      case 2:
        return path(`M${num(x - 12)} ${num(y)}h24M${num(x)} ${num(y - 12)}v24`, "none", {
          stroke: color,
          "stroke-width": 5,
          "stroke-linecap": "round",
          opacity: 0.7,
        })
      default:
        return polygon(
          [
            [x, y - 12],
            [x + 12, y + 9],
            [x - 12, y + 9],
          ],
          color,
          { opacity: 0.55, transform: `rotate(${num(rng.between(0, 90))} ${num(x)} ${num(y)})` },
        )
    }
  })
}

/** Cream backdrop with a tinted blob, dot grids and accents; the subject is drawn on top. */
export function lightScene(
  seed: number,
  size: { w: number; h: number },
  tint: string,
  subject: string[],
  extraDefs: string[] = [],
): string {
  const rng = seededRandom(seed)
  const { w, h } = size
  return svgDoc(
    w,
    h,
    [
      linear(
        "paper",
        [
          [0, palette.cream],
          [1, "#eef2f6"],
        ],
        [0, 0, 1, 1],
      ),
      el("pattern", { id: "dots", width: 26, height: 26, patternUnits: "userSpaceOnUse" }, [
        circle(4, 4, 3, palette.slate, { opacity: 0.45 }),
      ]),
      shadowFilter("shadow"),
      ...extraDefs,
    ],
    [
      rect(0, 0, w, h, "url(#paper)"),
      circle(w / 2, h / 2, h * 0.42, tint, { opacity: 0.14 }),
      circle(w * 0.68, h * 0.34, h * 0.2, tint, { opacity: 0.1 }),
      rect(70, 60, 182, 130, "url(#dots)"),
      rect(w - 250, h - 190, 182, 130, "url(#dots)"),
      ...accents(rng, w, h),
      ellipse(w / 2, h * 0.86, w * 0.3, 22, palette.navy, { opacity: 0.08 }),
      ...subject,
    ],
  )
}

/** A white card with a shadow: the base of documents, receipts and charts. */
export const card = (x: number, y: number, w: number, h: number, extra: Attrs = {}) =>
  rect(x, y, w, h, palette.paper, { rx: 18, filter: "url(#shadow)", ...extra })

export function textLines(
  x: number,
  y: number,
  widths: readonly number[],
  color: string = palette.line,
  gap = 30,
  height = 12,
): string[] {
  return widths.map((w, i) => bar(x, y + i * gap, w, height, color))
}
