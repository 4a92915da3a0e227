/** A stylised Dubai skyline: rows of towers with lit windows and a few landmark silhouettes. */
import { palette } from "./palette"
import { type Rng } from "./random"
import { type Box, path, type Point, polygon, rect } from "./svg"

/** Lit windows on a building face: a sparse grid of warm rectangles. */
export function windows(rng: Rng, box: Box, litShare: number): string[] {
  const cells: string[] = []
  for (let y = box.y + 18; y < box.y + box.h - 24; y += 22) {
    for (let x = box.x + 10; x < box.x + box.w - 14; x += 16) {
      if (rng.chance(litShare)) cells.push(rect(x, y, 6, 10, palette.sandLight, { opacity: rng.between(0.3, 0.85) }))
    }
  }
  return cells
}

/** A row of plain towers between `from` and `to`, standing on `base`. */
export function towerRow(
  rng: Rng,
  from: number,
  to: number,
  base: number,
  heights: [number, number],
  fill: string,
  litShare: number,
) {
  const shapes: string[] = []
  for (let x = from; x < to;) {
    const w = rng.between(50, 130)
    const h = rng.between(heights[0], heights[1])
    shapes.push(rect(x, base - h, w, h + 2, fill))
    if (rng.chance(0.3)) shapes.push(rect(x + w / 2 - 2, base - h - rng.between(20, 60), 4, 60, fill))
    if (litShare > 0) shapes.push(...windows(rng, { x, y: base - h, w, h }, litShare))
    x += w + rng.between(-10, 14)
  }
  return shapes
}

/** Stylised Dubai landmarks: a stepped supertall, twin wedge towers, a frame and a sail hotel. */
export function landmarks(base: number, fill: string): string[] {
  const spire: Point[] = []
  const tiers = 9
  for (let i = 0; i <= tiers; i++) {
    const half = 78 * (1 - (i / tiers) * 0.88)
    const y = base - (i / tiers) * 780
    spire.push([1480 - half, y], [1480 - half, y - 78])
  }
  const outline: Point[] = [...spire, [1480, base - 1010], ...spire.map(([x, y]) => [2960 - x, y] as Point).reverse()]
  return [
    polygon(outline, fill),
    polygon(
      [
        [1000, base],
        [1000, base - 520],
        [1090, base - 610],
        [1090, base],
      ],
      fill,
    ),
    polygon(
      [
        [1110, base],
        [1110, base - 450],
        [1185, base - 525],
        [1185, base],
      ],
      fill,
    ),
    // The frame: two pillars and a bridge, open in the middle.
    path(`M250 ${base}V${base - 430}H470V${base}H420V${base - 380}H300V${base}Z`, fill),
    // The sail: a mast and a curved sail towards the sea.
    path(`M2120 ${base}V${base - 560}Q2390 ${base - 420} 2350 ${base}Z`, fill),
    rect(2110, base - 610, 6, 70, fill),
  ]
}
