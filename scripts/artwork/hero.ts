/** Hero slides (2400x1350): dark on the left and centre so white headline text passes WCAG AA. */
import { palette } from "./palette"
import { type Rng, seededRandom } from "./random"
import { landmarks, towerRow, windows } from "./skyline"
import {
  bar,
  circle,
  donut,
  el,
  group,
  linear,
  num,
  path,
  type Point,
  polygon,
  radial,
  rect,
  smoothPath,
  svgDoc,
} from "./svg"

const HERO = { w: 2400, h: 1350 }

/** Darkens the text side (left and centre) and the header band so white text passes WCAG AA. */
function heroReadabilityOverlay(): { defs: string[]; body: string[] } {
  return {
    defs: [
      linear(
        "textSide",
        [
          [0, palette.night, 0.9],
          [0.4, palette.night, 0.72],
          [0.62, palette.night, 0.3],
          [0.85, palette.night, 0],
        ],
        [0, 0, 1, 0],
      ),
      linear("headerBand", [
        [0, palette.night, 0.6],
        [0.22, palette.night, 0],
      ]),
    ],
    body: [rect(0, 0, HERO.w, HERO.h, "url(#textSide)"), rect(0, 0, HERO.w, HERO.h, "url(#headerBand)")],
  }
}

function stars(rng: Rng, count: number, maxY: number): string[] {
  return Array.from({ length: count }, () =>
    circle(rng.between(0, HERO.w), rng.between(0, maxY), rng.between(0.8, 2.4), palette.paper, {
      opacity: rng.between(0.15, 0.65),
    }),
  )
}

export function heroSkyline(): string {
  const rng = seededRandom(2023)
  const horizon = 1030
  const overlay = heroReadabilityOverlay()
  const city = [
    ...towerRow(rng, -20, HERO.w, horizon, [70, 260], "#2b3564", 0),
    ...towerRow(rng, -40, HERO.w, horizon, [140, 420], "#16244a", 0.16),
    ...landmarks(horizon, "#08142a"),
    ...windows(rng, { x: 1420, y: horizon - 760, w: 120, h: 740 }, 0.22),
    ...windows(rng, { x: 1000, y: horizon - 500, w: 90, h: 480 }, 0.2),
  ]
  const rays = Array.from({ length: 9 }, (_, i) => {
    const angle = (-160 + i * 17) * (Math.PI / 180)
    const far = 2600
    const spread = 0.035
    return polygon(
      [
        [1790, horizon - 300],
        [1790 + Math.cos(angle - spread) * far, horizon - 300 + Math.sin(angle - spread) * far],
        [1790 + Math.cos(angle + spread) * far, horizon - 300 + Math.sin(angle + spread) * far],
      ],
      palette.sandLight,
      { opacity: 0.045 },
    )
  })
  // Broken, narrowing strokes of sunlight on the water below the sun.
  const shimmer = Array.from({ length: 22 }, (_, i) => {
    const row = Math.floor(i / 2)
    const w = (240 - row * 16) * rng.between(0.3, 0.6)
    const x = 1790 + (i % 2 === 0 ? -1 : 1) * rng.between(0, 120 - row * 6) - w / 2
    return bar(x, horizon + 24 + row * 24, w, 5, palette.sand, { opacity: 0.55 - row * 0.04 })
  })
  return svgDoc(
    HERO.w,
    HERO.h,
    [
      linear("sky", [
        [0, "#040d1e"],
        [0.4, palette.navy],
        [0.64, "#27336a"],
        [0.77, "#7a5470"],
      ]),
      linear("sea", [
        [0, "#0e1f3d"],
        [1, "#040b18"],
      ]),
      radial("glow", [
        [0, "#ffd27a", 0.9],
        [0.3, "#e0895a", 0.5],
        [1, "#e0895a", 0],
      ]),
      radial("sun", [
        [0, "#fff1c4"],
        [1, palette.sand],
      ]),
      el("clipPath", { id: "sea" }, rect(0, horizon, HERO.w, HERO.h - horizon, "#000")),
      ...overlay.defs,
    ],
    [
      rect(0, 0, HERO.w, HERO.h, "url(#sky)"),
      ...stars(rng, 140, 620),
      circle(1790, horizon - 180, 950, "url(#glow)"),
      ...rays,
      circle(1790, horizon - 300, 120, "url(#sun)"),
      group({}, city),
      rect(0, horizon, HERO.w, HERO.h - horizon, "url(#sea)"),
      // The city mirrored in the water, squashed and faint.
      group({ "clip-path": "url(#sea)" }, [
        group({ transform: `matrix(1 0 0 -0.55 0 ${num(horizon * 1.55)})`, opacity: 0.22 }, city),
      ]),
      ...shimmer,
      ...overlay.body,
    ],
  )
}

function barChart(rng: Rng, base: number): { bars: string[]; tops: Point[] } {
  const bars: string[] = []
  const tops: Point[] = []
  const count = 16
  for (let i = 0; i < count; i++) {
    const x = 560 + i * 110
    const h = 130 + i * 44 + rng.between(-50, 50)
    bars.push(rect(x, base - h, 64, h, "url(#barFill)", { rx: 10, opacity: 0.15 + 0.65 * (i / (count - 1)) }))
    tops.push([x + 32, base - h - 70])
  }
  return { bars, tops }
}

export function heroGrowth(): string {
  const rng = seededRandom(897)
  const base = 1190
  const overlay = heroReadabilityOverlay()
  const { bars, tops } = barChart(rng, base)
  const line = smoothPath(tops)
  const [lastX, lastY] = tops[tops.length - 1]
  const hexagons = Array.from({ length: 7 }, () => {
    const [cx, cy, r] = [rng.between(900, 2350), rng.between(80, 700), rng.between(24, 70)]
    const corners = Array.from(
      { length: 6 },
      (_, k) => [cx + r * Math.cos((k * Math.PI) / 3), cy + r * Math.sin((k * Math.PI) / 3)] as Point,
    )
    return polygon(corners, "none", {
      stroke: rng.pick([palette.tealLight, palette.sandLight]),
      "stroke-width": 3,
      opacity: rng.between(0.12, 0.3),
    })
  })
  return svgDoc(
    HERO.w,
    HERO.h,
    [
      linear(
        "bg",
        [
          [0, palette.night],
          [0.55, palette.navy],
          [1, "#0f3d60"],
        ],
        [0, 0, 1, 1],
      ),
      el("pattern", { id: "grid", width: 80, height: 80, patternUnits: "userSpaceOnUse" }, [
        path("M80 0H0V80", "none", { stroke: palette.paper, "stroke-opacity": 0.05, "stroke-width": 2 }),
      ]),
      radial("tealGlow", [
        [0, palette.teal, 0.45],
        [1, palette.teal, 0],
      ]),
      radial("goldGlow", [
        [0, palette.sand, 0.3],
        [1, palette.sand, 0],
      ]),
      linear("barFill", [
        [0, palette.tealLight],
        [1, palette.teal, 0.05],
      ]),
      linear("area", [
        [0, palette.sand, 0.22],
        [1, palette.sand, 0],
      ]),
      ...overlay.defs,
    ],
    [
      rect(0, 0, HERO.w, HERO.h, "url(#bg)"),
      rect(0, 0, HERO.w, HERO.h, "url(#grid)"),
      circle(1950, 380, 820, "url(#tealGlow)"),
      circle(1500, 1200, 700, "url(#goldGlow)"),
      ...hexagons,
      ...[160, 230].map(r =>
        circle(1720, 290, r, "none", { stroke: palette.paper, "stroke-opacity": 0.08, "stroke-width": 2 }),
      ),
      ...donut(1720, 290, 110, [
        [0.46, palette.sand],
        [0.32, palette.teal],
        [0.22, palette.slate],
      ]),
      ...bars,
      path(`${line} L${num(lastX)} ${base} L${num(tops[0][0])} ${base}Z`, "url(#area)"),
      path(line, "none", {
        stroke: palette.sand,
        "stroke-width": 26,
        "stroke-opacity": 0.16,
        "stroke-linecap": "round",
      }),
      path(line, "none", { stroke: palette.sand, "stroke-width": 7, "stroke-linecap": "round" }),
      ...tops
        .filter((_, i) => i % 3 === 0)
        .map(([x, y]) => circle(x, y, 13, palette.night, { stroke: palette.sandLight, "stroke-width": 6 })),
      polygon(
        [
          [lastX + 64, lastY - 64],
          [lastX + 6, lastY - 54],
          [lastX + 54, lastY - 6],
        ],
        palette.sand,
      ),
      rect(0, base, HERO.w, 4, palette.paper, { opacity: 0.12 }),
      ...overlay.body,
    ],
  )
}
