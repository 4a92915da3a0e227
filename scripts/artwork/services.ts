/** One illustration per service (1200x800). */
import { palette } from "./palette"
import { type Rng, seededRandom } from "./random"
import { card, lightScene, SERVICE, textLines } from "./scene"
import { bar, circle, ellipse, group, linear, num, path, type Point, polygon, rect, smoothPath } from "./svg"

function coinStack(x: number, base: number, count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const y = base - i * 18
    return group({}, [
      ellipse(x, y + 6, 58, 18, palette.sandDeep),
      ellipse(x, y, 58, 18, palette.sand),
      ellipse(x, y, 40, 11, palette.sandLight, { opacity: 0.6 }),
    ])
  })
}

export function openBankAccount(): string {
  const bolts = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6
    return circle(780 + Math.cos(a) * 190, 360 + Math.sin(a) * 190, 9, palette.slate)
  })
  const spokes = Array.from({ length: 6 }, (_, i) => {
    const a = (i * Math.PI) / 3
    return path(`M780 360L${num(780 + Math.cos(a) * 110)} ${num(360 + Math.sin(a) * 110)}`, "none", {
      stroke: palette.sand,
      "stroke-width": 14,
      "stroke-linecap": "round",
    })
  })
  const cardNumber = [0, 1, 2, 3].flatMap(g =>
    [0, 1, 2, 3].map(d => circle(62 + g * 78 + d * 15, 190, 5, palette.paper, { opacity: 0.85 })),
  )
  return lightScene(
    101,
    SERVICE,
    palette.teal,
    [
      circle(780, 360, 230, palette.navyMid, { filter: "url(#shadow)" }),
      circle(780, 360, 205, palette.navy),
      ...bolts,
      circle(780, 360, 150, "none", { stroke: palette.navyLight, "stroke-width": 6 }),
      ...spokes,
      circle(780, 360, 46, palette.sandLight, { stroke: palette.sand, "stroke-width": 8 }),
      ...coinStack(1010, 640, 5),
      group({ transform: "translate(180 330) rotate(-10)", filter: "url(#shadow)" }, [
        rect(0, 0, 440, 270, "url(#cardFace)", { rx: 24 }),
        path("M0 170C120 120 260 230 440 140V246a24 24 0 0 1 -24 24H24A24 24 0 0 1 0 246Z", palette.teal, {
          opacity: 0.55,
        }),
        rect(42, 70, 68, 50, palette.sandLight, { rx: 10 }),
        path("M42 95h68M76 70v50", "none", { stroke: palette.sandDeep, "stroke-width": 3 }),
        ...cardNumber,
        bar(42, 226, 130, 12, palette.paper, { opacity: 0.75 }),
        circle(356, 228, 24, palette.sand, { opacity: 0.9 }),
        circle(386, 228, 24, palette.tealLight, { opacity: 0.8 }),
      ]),
    ],
    [
      linear(
        "cardFace",
        [
          [0, palette.navyLight],
          [1, palette.navy],
        ],
        [0, 0, 1, 1],
      ),
    ],
  )
}

function calculator(x: number, y: number): string[] {
  const keys: string[] = []
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 4; col++) {
      keys.push(
        rect(x + 28 + col * 58, y + 150 + row * 58, 46, 46, col === 3 ? palette.sand : palette.navyLight, { rx: 10 }),
      )
    }
  }
  return [
    rect(x, y, 288, 400, palette.navy, { rx: 28, filter: "url(#shadow)" }),
    rect(x + 28, y + 32, 232, 90, palette.tealLight, { rx: 12 }),
    ...[0, 1, 2, 3].map(i => rect(x + 230 - i * 34, y + 58, 22, 40, palette.navy, { rx: 4, opacity: 0.8 })),
    ...keys,
  ]
}

export function taxService(): string {
  const checks = [0, 1, 2].flatMap(i => [
    rect(300, 420 + i * 56, 30, 30, palette.mist, { rx: 6 }),
    path(`M306 ${436 + i * 56}l8 8l14 -16`, "none", {
      stroke: palette.teal,
      "stroke-width": 5,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
    }),
    bar(346, 430 + i * 56, 170 - i * 30, 12, palette.line),
  ])
  return lightScene(202, SERVICE, palette.sand, [
    card(260, 130, 380, 520),
    path("M260 148a18 18 0 0 1 18 -18H622a18 18 0 0 1 18 18V210H260Z", palette.navy),
    bar(296, 160, 150, 16, palette.paper),
    bar(296, 186, 90, 10, palette.sandLight),
    ...textLines(296, 250, [300, 260, 290, 200]),
    ...checks,
    // An "approved" stamp.
    circle(570, 580, 44, "none", { stroke: palette.teal, "stroke-width": 6, opacity: 0.85 }),
    path("M550 580l14 14l26 -28", "none", {
      stroke: palette.teal,
      "stroke-width": 7,
      "stroke-linecap": "round",
      "stroke-linejoin": "round",
      opacity: 0.85,
    }),
    ...calculator(690, 220),
    group({ transform: "rotate(35 640 200)" }, [
      rect(600, 40, 26, 240, palette.sand, { rx: 8 }),
      polygon(
        [
          [600, 280],
          [626, 280],
          [613, 318],
        ],
        palette.sandDeep,
      ),
      rect(600, 40, 26, 36, palette.navyMid, { rx: 8 }),
    ]),
  ])
}

function percentBadge(cx: number, cy: number, r: number): string[] {
  const s = r / 150
  return [
    circle(cx, cy, r, palette.sand, { filter: "url(#shadow)" }),
    circle(cx, cy, r - 18 * s, "none", { stroke: palette.sandLight, "stroke-width": 6 * s }),
    circle(cx - 42 * s, cy - 42 * s, 26 * s, "none", { stroke: palette.navy, "stroke-width": 16 * s }),
    circle(cx + 42 * s, cy + 42 * s, 26 * s, "none", { stroke: palette.navy, "stroke-width": 16 * s }),
    path(`M${num(cx + 60 * s)} ${num(cy - 72 * s)}L${num(cx - 60 * s)} ${num(cy + 72 * s)}`, "none", {
      stroke: palette.navy,
      "stroke-width": 18 * s,
      "stroke-linecap": "round",
    }),
  ]
}

function receipt(x: number, y: number, w: number, h: number): string[] {
  const teeth = 10
  const tooth = w / teeth
  let edge = ""
  for (let i = 0; i < teeth; i++)
    edge += `L${num(x + w - (i + 0.5) * tooth)} ${num(y + h - 18)}L${num(x + w - (i + 1) * tooth)} ${num(y + h)}`
  const rows = [0, 1, 2, 3].flatMap(i => [
    bar(x + 36, y + 120 + i * 50, 150 - (i % 2) * 40, 12, palette.line),
    bar(x + w - 106, y + 120 + i * 50, 70, 12, palette.slate, { opacity: 0.6 }),
  ])
  return [
    path(`M${x} ${y}H${x + w}V${y + h}${edge}Z`, palette.paper, { filter: "url(#shadow)" }),
    bar(x + 36, y + 44, 140, 18, palette.navy),
    bar(x + 36, y + 74, 90, 10, palette.slate),
    ...rows,
    path(`M${x + 36} ${y + 330}H${x + w - 36}`, "none", {
      stroke: palette.line,
      "stroke-width": 3,
      "stroke-dasharray": "10 8",
    }),
    bar(x + 36, y + 360, 110, 16, palette.teal),
    bar(x + w - 146, y + 356, 110, 24, palette.navy),
    ...[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map(i =>
      rect(x + 36 + i * 19, y + 420, i % 3 === 0 ? 10 : 5, 56, palette.ink, { opacity: 0.75 }),
    ),
  ]
}

export function vatService(): string {
  return lightScene(303, SERVICE, palette.teal, [
    ...receipt(300, 130, 340, 540),
    ...percentBadge(800, 330, 150),
    group({ transform: "rotate(-18 860 590)", filter: "url(#shadow)" }, [
      path("M760 550H920L960 590L920 630H760Z", palette.teal),
      circle(786, 590, 10, palette.paper),
      bar(812, 582, 80, 16, palette.paper, { opacity: 0.9 }),
    ]),
  ])
}

export function webDesigning(): string {
  const swatches = [palette.navy, palette.teal, palette.sand, palette.coral].map((c, i) =>
    circle(420 + i * 70, 700, 24, c, { stroke: palette.paper, "stroke-width": 6 }),
  )
  const handles: Point[] = [
    [566, 292],
    [852, 292],
    [566, 470],
    [852, 470],
  ]
  return lightScene(404, SERVICE, palette.navyLight, [
    card(250, 120, 640, 520),
    rect(250, 120, 640, 56, palette.mist, { rx: 18 }),
    rect(250, 150, 640, 26, palette.mist),
    circle(286, 148, 12, palette.navy),
    ...[0, 1, 2].map(i => bar(640 + i * 70, 142, 52, 12, palette.slate)),
    bar(290, 220, 230, 22, palette.navy),
    ...textLines(290, 264, [240, 210, 226], palette.line, 28),
    bar(290, 360, 120, 36, palette.sand),
    rect(580, 204, 260, 250, palette.tealLight, { rx: 14, opacity: 0.7 }),
    polygon(
      [
        [600, 430],
        [680, 320],
        [740, 390],
        [780, 350],
        [820, 430],
      ],
      palette.teal,
    ),
    circle(780, 260, 22, palette.sand),
    ...[0, 1, 2].map(i => rect(290 + i * 196, 500, 176, 110, palette.cream, { rx: 12 })),
    rect(566, 192, 286, 278, "none", { stroke: palette.teal, "stroke-width": 4, "stroke-dasharray": "12 8" }),
    ...handles.map(([x, y]) => rect(x - 9, y - 9, 18, 18, palette.paper, { stroke: palette.teal, "stroke-width": 4 })),
    rect(190, 120, 36, 520, palette.sandLight, { rx: 8 }),
    ...Array.from({ length: 13 }, (_, i) => rect(208, 140 + i * 38, 18, 3, palette.sandDeep)),
    group({ transform: "translate(930 150) rotate(20)", filter: "url(#shadow)" }, [
      path("M0 0L50 0L60 130L25 190L-10 130Z", palette.navy),
      path("M25 110V190", "none", { stroke: palette.sand, "stroke-width": 5 }),
      circle(25, 110, 12, palette.sand),
    ]),
    ...swatches,
  ])
}

function codeLines(rng: Rng, x: number, y: number, rows: number): string[] {
  const colors = [palette.teal, palette.sand, palette.coral, palette.slate, palette.navyLight]
  const lines: string[] = []
  let indent = 0
  for (let i = 0; i < rows; i++) {
    const rowY = y + i * 34
    lines.push(bar(x, rowY, 22, 10, palette.slate, { opacity: 0.4 }))
    let cursor = x + 50 + indent * 34
    for (let t = 0; t < rng.int(1, 3); t++) {
      const w = rng.between(40, 130)
      lines.push(bar(cursor, rowY, w, 12, rng.pick(colors), { opacity: 0.9 }))
      cursor += w + 14
    }
    indent = Math.max(0, Math.min(3, indent + rng.pick([-1, 0, 1, 1])))
  }
  return lines
}

function gear(cx: number, cy: number, r: number, fill: string): string[] {
  const teeth = Array.from({ length: 8 }, (_, i) =>
    rect(cx - r * 0.2, cy - r * 1.25, r * 0.4, r * 0.5, fill, { rx: 4, transform: `rotate(${i * 45} ${cx} ${cy})` }),
  )
  return [...teeth, circle(cx, cy, r, fill), circle(cx, cy, r * 0.42, palette.cream)]
}

export function webDevelopment(): string {
  const rng = seededRandom(505)
  const bracket = {
    stroke: palette.navy,
    "stroke-width": 20,
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
    fill: "none",
  }
  return lightScene(505, SERVICE, palette.teal, [
    rect(210, 130, 720, 500, palette.navy, { rx: 22, filter: "url(#shadow)" }),
    rect(210, 130, 720, 58, palette.navyMid, { rx: 22 }),
    rect(210, 160, 720, 28, palette.navyMid),
    ...[palette.coral, palette.sand, palette.teal].map((c, i) => circle(248 + i * 30, 159, 9, c)),
    bar(350, 147, 420, 24, palette.navy),
    ...codeLines(rng, 250, 226, 11),
    ...gear(960, 190, 54, palette.sand),
    circle(890, 590, 118, palette.sand, { filter: "url(#shadow)" }),
    path("M850 548L810 590L850 632", "none", bracket),
    path("M930 548L970 590L930 632", "none", bracket),
    path("M905 538L875 642", "none", bracket),
  ])
}

function megaphone(x: number, y: number): string[] {
  const waves = [0, 1, 2].map(i =>
    path(
      `M${x + 300 + i * 30} ${y - 40 - i * 26}Q${x + 340 + i * 40} ${y + 40} ${x + 300 + i * 30} ${y + 120 + i * 26}`,
      "none",
      { stroke: palette.teal, "stroke-width": 10, "stroke-linecap": "round", opacity: 0.8 - i * 0.2 },
    ),
  )
  return [
    group({ filter: "url(#shadow)" }, [
      path(`M${x} ${y + 20}L${x + 240} ${y - 70}V${y + 150}L${x} ${y + 60}Z`, palette.sand),
      rect(x - 50, y + 10, 70, 60, palette.navy, { rx: 14 }),
      ellipse(x + 240, y + 40, 36, 110, palette.navyMid),
      path(`M${x + 20} ${y + 60}l30 90h40l-24 -78`, palette.navyLight),
    ]),
    ...waves,
  ]
}

export function digitalMarketing(): string {
  const heights = [80, 120, 105, 160, 190, 240]
  const chartBars = heights.map((h, i) =>
    rect(560 + i * 58, 520 - h, 36, h, i === heights.length - 1 ? palette.sand : palette.teal, {
      rx: 8,
      opacity: 0.55 + i * 0.08,
    }),
  )
  const trend: Point[] = heights.map((h, i) => [578 + i * 58, 480 - h])
  return lightScene(606, SERVICE, palette.coral, [
    group({ transform: "translate(50 0)" }, [
      card(520, 160, 440, 420),
      bar(560, 200, 160, 18, palette.navy),
      bar(560, 232, 100, 10, palette.slate),
      ...chartBars,
      path(smoothPath(trend), "none", { stroke: palette.navy, "stroke-width": 6, "stroke-linecap": "round" }),
      ...trend.map(([x, y]) => circle(x, y, 8, palette.paper, { stroke: palette.navy, "stroke-width": 4 })),
      rect(560, 530, 360, 3, palette.line),
    ]),
    ...megaphone(170, 380),
    group({ transform: "translate(1010 170)", filter: "url(#shadow)" }, [
      circle(0, 0, 52, palette.coral),
      path("M0 22C-30 2 -26 -26 -10 -26C-4 -26 0 -20 0 -16C0 -20 4 -26 10 -26C26 -26 30 2 0 22Z", palette.paper),
    ]),
    group({ transform: "translate(470 150)", filter: "url(#shadow)" }, [
      circle(0, 0, 40, palette.navy),
      polygon(
        [
          [0, -20],
          [6, -6],
          [21, -6],
          [9, 4],
          [13, 19],
          [0, 10],
          [-13, 19],
          [-9, 4],
          [-21, -6],
          [-6, -6],
        ],
        palette.sandLight,
      ),
    ]),
  ])
}
