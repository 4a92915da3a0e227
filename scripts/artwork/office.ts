/** Team and office scenes (1200x900) for the home "about" block and the About page story. */
import { palette, shade } from "./palette"
import { people, placed } from "./people"
import { seededRandom } from "./random"
import { card, lightScene, SCENE, textLines } from "./scene"
import { bar, circle, ellipse, linear, path, rect } from "./svg"

function skylineWindow(x: number, y: number, w: number, h: number, seed: number): string[] {
  const rng = seededRandom(seed)
  const towers: string[] = []
  for (let tx = x; tx < x + w;) {
    const tw = rng.between(30, 70)
    const th = rng.between(h * 0.2, h * 0.65)
    towers.push(rect(tx, y + h - th, Math.min(tw, x + w - tx), th, palette.navyMid))
    tx += tw + 6
  }
  return [
    rect(x, y, w, h, "url(#dusk)", { rx: 10 }),
    circle(x + w * 0.7, y + h * 0.45, h * 0.12, palette.sandLight),
    ...towers,
    rect(x + w / 2 - 4, y, 8, h, palette.paper),
    rect(x, y + h * 0.4, w, 6, palette.paper, { opacity: 0.5 }),
    rect(x - 8, y - 8, w + 16, h + 16, "none", { rx: 14, stroke: palette.paper, "stroke-width": 10 }),
  ]
}

const duskGradient = linear("dusk", [
  [0, palette.navy],
  [0.7, "#3d4f86"],
  [1, "#d9a25a"],
])

function laptop(x: number, y: number, color: string): string[] {
  return [
    path(`M${x} ${y}h120l14 -80h-120Z`, color),
    rect(x - 10, y, 150, 10, shade(color, -0.3), { rx: 4 }),
    circle(x + 68, y - 40, 8, palette.paper, { opacity: 0.7 }),
  ]
}

function plant(x: number, base: number): string[] {
  const leaves = [-50, -20, 10, 40].map((angle, i) =>
    ellipse(x, base - 90, 18, 62, i % 2 ? palette.teal : "#137a73", {
      transform: `rotate(${angle} ${x} ${base - 40})`,
    }),
  )
  return [...leaves, path(`M${x - 38} ${base - 60}h76l-10 60h-56Z`, palette.sand)]
}

/** Home "about" picture: a team around a meeting table, a growth board and the city behind. */
export function homeAbout(): string {
  return lightScene(
    707,
    SCENE,
    palette.sand,
    [
      ...skylineWindow(130, 110, 420, 300, 71),
      card(640, 100, 430, 300),
      bar(680, 140, 170, 18, palette.navy),
      ...[90, 130, 110, 170, 200].map((h, i) =>
        rect(690 + i * 70, 360 - h, 42, h, i === 4 ? palette.sand : palette.teal, { rx: 8, opacity: 0.85 }),
      ),
      placed(people.layla, 170, 390, 0.95),
      placed(people.daniel, 440, 370, 0.95),
      placed(people.omar, 720, 390, 0.95),
      path("M120 700L1080 700L1020 620H180Z", palette.navy),
      rect(120, 700, 960, 26, palette.navyMid),
      rect(180, 726, 24, 130, palette.navyMid),
      rect(996, 726, 24, 130, palette.navyMid),
      ...laptop(260, 680, palette.slate),
      ...laptop(540, 680, palette.navyLight),
      ...laptop(800, 680, palette.slate),
      ...plant(1110, 870),
    ],
    [duskGradient],
  )
}

/** About "our story" picture: a founder at her desk, shelves and a clock on the wall, the city outside. */
export function aboutStory(): string {
  const binders = [palette.teal, palette.sand, palette.navyLight, palette.coral, palette.navy, palette.teal]
  const clockHands = path("M580 170V134M580 170L604 184", "none", {
    stroke: palette.navy,
    "stroke-width": 8,
    "stroke-linecap": "round",
  })
  return lightScene(
    808,
    SCENE,
    palette.teal,
    [
      rect(130, 170, 300, 14, palette.navyMid, { rx: 6 }),
      rect(130, 330, 300, 14, palette.navyMid, { rx: 6 }),
      ...binders.map((c, i) => rect(150 + i * 40, 80 + (i % 2) * 14, 30, 90 - (i % 2) * 14, c, { rx: 4 })),
      ...[0, 1, 2].map(i => rect(160 + i * 80, 260, 60, 70, i === 1 ? palette.sand : palette.slate, { rx: 6 })),
      circle(580, 170, 64, palette.paper, { filter: "url(#shadow)" }),
      circle(580, 170, 52, "none", { stroke: palette.navy, "stroke-width": 6 }),
      clockHands,
      ...skylineWindow(720, 90, 360, 330, 83),
      placed(people.priya, 290, 346, 1.05),
      rect(640, 450, 290, 190, palette.navy, { rx: 14 }),
      rect(656, 466, 258, 158, palette.navyLight, { rx: 8 }),
      ...textLines(680, 492, [160, 200, 120], palette.tealLight, 34, 12),
      rect(760, 640, 50, 50, palette.navyMid),
      rect(150, 690, 900, 28, palette.sand, { rx: 8 }),
      rect(190, 718, 24, 150, palette.sandDeep),
      rect(986, 718, 24, 150, palette.sandDeep),
      rect(380, 650, 150, 40, palette.paper, { rx: 6, filter: "url(#shadow)" }),
      rect(960, 610, 60, 80, palette.paper, { rx: 10, filter: "url(#shadow)" }),
      ...plant(1110, 870),
    ],
    [duskGradient],
  )
}
