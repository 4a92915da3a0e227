/** Project mockups (1200x900): the six featured client websites on a laptop, tablet, browser or phone. */
import { palette, shade } from "./palette"
import { type Rng, seededRandom } from "./random"
import { textLines } from "./scene"
import {
  bar,
  ellipse,
  type Box,
  circle,
  donut,
  el,
  group,
  linear,
  num,
  path,
  type Point,
  polygon,
  rect,
  shadowFilter,
  smoothPath,
  svgDoc,
  text,
} from "./svg"

const PROJECT = { w: 1200, h: 900 }

type Theme = { client: string; domain: string; primary: string; accent: string; surface: string; ink: string }

type PageLayout = (box: Box, theme: Theme, rng: Rng) => string[]

function siteNav(box: Box, theme: Theme, dark = false): string[] {
  const color = dark ? palette.paper : theme.ink
  return [
    rect(box.x, box.y, box.w, 60, dark ? theme.ink : palette.paper),
    circle(box.x + 34, box.y + 30, 12, theme.accent),
    text(box.x + 56, box.y + 37, theme.client, { "font-size": 19, "font-weight": 700, fill: color }),
    ...[0, 1, 2, 3].map(i => bar(box.x + box.w - 380 + i * 70, box.y + 26, 50, 9, color, { opacity: 0.45 })),
    bar(box.x + box.w - 98, box.y + 16, 76, 28, theme.primary),
  ]
}

function picture(x: number, y: number, w: number, h: number, theme: Theme, rng: Rng): string[] {
  const peak = rng.between(0.35, 0.65)
  return [
    rect(x, y, w, h, theme.primary, { rx: 12 }),
    circle(x + w * rng.between(0.6, 0.85), y + h * 0.3, Math.min(w, h) * 0.12, theme.accent),
    polygon(
      [
        [x, y + h],
        [x + w * peak, y + h * 0.45],
        [x + w * (peak + 0.25), y + h * 0.7],
        [x + w, y + h * 0.5],
        [x + w, y + h],
      ],
      shade(theme.primary, -0.25),
      { opacity: 0.8 },
    ),
  ]
}

const splitLanding: PageLayout = (box, theme, rng) => {
  const body = { ...box, y: box.y + 60 }
  const col = box.w / 3
  return [
    ...siteNav(box, theme),
    rect(body.x, body.y, box.w, 340, theme.surface),
    bar(body.x + 48, body.y + 70, 340, 30, theme.ink),
    bar(body.x + 48, body.y + 114, 260, 30, theme.ink),
    ...textLines(body.x + 48, body.y + 170, [360, 320, 220], shade(theme.ink, 0.6), 24, 10),
    bar(body.x + 48, body.y + 256, 140, 42, theme.primary),
    bar(body.x + 204, body.y + 256, 120, 42, "none", { stroke: theme.primary, "stroke-width": 3 }),
    ...picture(body.x + box.w / 2 + 10, body.y + 40, box.w / 2 - 58, 260, theme, rng),
    ...[0, 1, 2].flatMap(i => [
      rect(body.x + 28 + i * col, body.y + 370, col - 36, 200, palette.paper, {
        rx: 12,
        stroke: palette.line,
        "stroke-width": 2,
      }),
      circle(body.x + 70 + i * col, body.y + 414, 22, theme.accent, { opacity: 0.85 }),
      bar(body.x + 52 + i * col, body.y + 458, 150, 14, theme.ink),
      ...textLines(body.x + 52 + i * col, body.y + 488, [220, 190, 140], palette.line, 22, 9),
    ]),
  ]
}

/** The dark side menu of the web apps, with the client's name. */
function appSidebar(box: Box, theme: Theme, width: number): string[] {
  return [
    rect(box.x, box.y, box.w, box.h, theme.surface),
    rect(box.x, box.y, width, box.h, theme.ink),
    circle(box.x + 30, box.y + 36, 11, theme.accent),
    text(box.x + 48, box.y + 42, theme.client, { "font-size": 15, "font-weight": 700, fill: palette.paper }),
    ...[0, 1, 2, 3, 4, 5].map(i =>
      bar(box.x + 28, box.y + 100 + i * 44, i === 0 ? 130 : 110, 12, palette.paper, { opacity: i === 0 ? 0.9 : 0.35 }),
    ),
  ]
}

/** Three headline figures in white cards across the top of an app page. */
function statCards(x: number, y: number, w: number, theme: Theme): string[] {
  const cardW = (w - 2 * 16) / 3
  return [0, 1, 2].flatMap(i => [
    rect(x + i * (cardW + 16), y, cardW, 110, palette.paper, { rx: 12 }),
    bar(x + 20 + i * (cardW + 16), y + 24, 80, 10, palette.slate),
    bar(x + 20 + i * (cardW + 16), y + 52, 110, 24, i === 0 ? theme.primary : theme.ink),
    bar(x + 20 + i * (cardW + 16), y + 88, 50, 8, theme.accent),
  ])
}

/** Campaign analytics: leads rising over time, channel split and the latest leads. */
const leadsDashboard: PageLayout = (box, theme, rng) => {
  const side = 190
  const main = { x: box.x + side + 32, y: box.y, w: box.w - side - 64 }
  const chartW = main.w * 0.64
  const points: Point[] = Array.from({ length: 9 }, (_, i) => [
    main.x + 30 + (i * (chartW - 60)) / 8,
    main.y + 430 - i * 22 - rng.between(0, 30),
  ])
  const pie = { x: main.x + chartW + 16, w: main.w - chartW - 16 }
  return [
    ...appSidebar(box, theme, side),
    bar(main.x, main.y + 30, 220, 20, theme.ink),
    ...statCards(main.x, main.y + 76, main.w, theme),
    rect(main.x, main.y + 206, chartW, 260, palette.paper, { rx: 12 }),
    path(
      `${smoothPath(points)}L${num(points[8][0])} ${main.y + 450}L${num(points[0][0])} ${main.y + 450}Z`,
      theme.primary,
      { opacity: 0.15 },
    ),
    path(smoothPath(points), "none", { stroke: theme.primary, "stroke-width": 5 }),
    rect(pie.x, main.y + 206, pie.w, 260, palette.paper, { rx: 12 }),
    ...donut(pie.x + pie.w / 2, main.y + 316, 62, [
      [0.5, theme.primary],
      [0.3, theme.accent],
      [0.2, palette.line],
    ]),
    bar(pie.x + pie.w / 2 - 60, main.y + 414, 120, 10, palette.slate),
    rect(main.x, main.y + 486, main.w, 150, palette.paper, { rx: 12 }),
    ...[0, 1, 2].flatMap(i => [
      circle(main.x + 32, main.y + 526 + i * 38, 11, i === 1 ? theme.accent : theme.primary, { opacity: 0.7 }),
      bar(main.x + 56, main.y + 520 + i * 38, 220, 11, palette.line),
      bar(main.x + main.w - 110, main.y + 520 + i * 38, 80, 11, theme.ink, { opacity: 0.6 }),
    ]),
  ]
}

/** VAT reporting: totals, VAT per location as horizontal bars, and the filing status of each period. */
const vatDashboard: PageLayout = (box, theme, rng) => {
  const side = 190
  const main = { x: box.x + side + 32, y: box.y, w: box.w - side - 64 }
  const locW = main.w * 0.56
  const status = { x: main.x + locW + 16, w: main.w - locW - 16 }
  const filed = "#2f9e6e"
  return [
    ...appSidebar(box, theme, side),
    bar(main.x, main.y + 30, 240, 20, theme.ink),
    ...statCards(main.x, main.y + 76, main.w, theme),
    rect(main.x, main.y + 206, locW, 420, palette.paper, { rx: 12 }),
    bar(main.x + 24, main.y + 230, 150, 14, theme.ink),
    ...[0, 1, 2, 3, 4, 5].flatMap(i => {
      const y = main.y + 276 + i * 56
      const share = rng.between(0.35, 1)
      return [
        bar(main.x + 24, y, 70, 10, palette.slate),
        bar(main.x + 24, y + 18, (locW - 48) * share, 18, i % 2 === 0 ? theme.primary : theme.accent),
      ]
    }),
    rect(status.x, main.y + 206, status.w, 420, palette.paper, { rx: 12 }),
    bar(status.x + 24, main.y + 230, 120, 14, theme.ink),
    ...[0, 1, 2, 3, 4, 5].flatMap(i => {
      const y = main.y + 280 + i * 56
      const isFiled = i > 0
      return [
        bar(status.x + 24, y, 90, 11, theme.ink, { opacity: 0.75 }),
        bar(status.x + 24, y + 20, 60, 8, palette.slate),
        bar(status.x + status.w - 100, y + 2, 76, 24, isFiled ? shade(filed, 0.8) : shade(palette.sand, 0.6)),
        circle(status.x + status.w - 86, y + 14, 5, isFiled ? filed : palette.sandDeep),
      ]
    }),
  ]
}

const shopGrid: PageLayout = (box, theme, rng) => {
  const cardW = (box.w - 56 - 3 * 20) / 4
  const products = Array.from({ length: 8 }, (_, i) => {
    const [col, row] = [i % 4, Math.floor(i / 4)]
    const [x, y] = [box.x + 28 + col * (cardW + 20), box.y + 230 + row * 200]
    return group({}, [
      rect(x, y, cardW, 184, palette.paper, { rx: 12, stroke: palette.line, "stroke-width": 2 }),
      rect(
        x + 10,
        y + 10,
        cardW - 20,
        100,
        rng.pick([theme.surface, shade(theme.accent, 0.7), shade(theme.primary, 0.8)]),
        { rx: 8 },
      ),
      circle(x + cardW / 2, y + 60, 30, rng.pick([theme.primary, theme.accent]), { opacity: 0.85 }),
      bar(x + 14, y + 126, cardW * 0.6, 11, theme.ink),
      bar(x + 14, y + 150, 52, 18, theme.primary),
    ])
  })
  return [
    ...siteNav(box, theme),
    rect(box.x + 28, box.y + 78, box.w - 56, 130, theme.primary, { rx: 14 }),
    bar(box.x + 64, box.y + 112, 300, 26, palette.paper),
    bar(box.x + 64, box.y + 152, 200, 12, palette.paper, { opacity: 0.7 }),
    circle(box.x + box.w - 140, box.y + 143, 50, theme.accent, { opacity: 0.9 }),
    circle(box.x + box.w - 210, box.y + 118, 24, palette.paper, { opacity: 0.3 }),
    ...products,
  ]
}

/** A finance client portal: account summaries on the left, downloadable reports on the right. */
const clientPortal: PageLayout = (box, theme, rng) => {
  const colW = box.w * 0.38
  const right = { x: box.x + colW + 44, w: box.w - colW - 72 }
  const accounts = [0, 1, 2].flatMap(i => {
    const [x, y] = [box.x + 28, box.y + 128 + i * 118]
    const onBrand = i === 0
    const spark: Point[] = Array.from({ length: 6 }, (_, k) => [
      x + colW - 130 + k * 22,
      y + 70 - k * 6 - rng.between(0, 18),
    ])
    return [
      rect(x, y, colW, 102, onBrand ? theme.primary : palette.paper, { rx: 14 }),
      bar(x + 20, y + 22, 90, 10, onBrand ? palette.paper : palette.slate, { opacity: onBrand ? 0.7 : 1 }),
      bar(x + 20, y + 46, 150, 24, onBrand ? palette.paper : theme.ink),
      path(smoothPath(spark), "none", { stroke: theme.accent, "stroke-width": 4, "stroke-linecap": "round" }),
    ]
  })
  const reports = [0, 1, 2, 3, 4].flatMap(i => {
    const y = box.y + 196 + i * 54
    return [
      path(`M${right.x + 24} ${y}h20l10 10v26h-30Z`, shade(theme.primary, 0.75)),
      path(`M${right.x + 44} ${y}v10h10`, "none", { stroke: theme.primary, "stroke-width": 2 }),
      bar(right.x + 70, y + 4, 190 - (i % 2) * 50, 11, theme.ink, { opacity: 0.8 }),
      bar(right.x + 70, y + 22, 90, 8, palette.slate),
      bar(right.x + right.w - 104, y + 4, 80, 26, i === 0 ? theme.accent : palette.mist),
    ]
  })
  const monthly = Array.from({ length: 12 }, (_, i) =>
    rect(box.x + 60 + i * ((box.w - 120) / 12), box.y + 620 - 40 - i * 6, 26, 40 + i * 6, theme.primary, {
      rx: 5,
      opacity: 0.35 + i * 0.05,
    }),
  )
  return [
    rect(box.x, box.y, box.w, box.h, theme.surface),
    ...siteNav(box, theme, true),
    bar(box.x + 28, box.y + 88, 220, 20, theme.ink),
    ...accounts,
    rect(right.x, box.y + 128, right.w, 338, palette.paper, { rx: 14 }),
    bar(right.x + 24, box.y + 152, 140, 16, theme.ink),
    ...reports,
    rect(box.x + 28, box.y + 490, box.w - 56, 150, palette.paper, { rx: 14 }),
    ...monthly,
  ]
}

/** An interior-design post: one of four simple motifs on a tinted square. */
function interiorPost(x: number, y: number, size: number, motif: number, theme: Theme): string[] {
  const u = size / 100
  const at = (px: number, py: number) => [x + px * u, y + py * u] as const
  const tile = (fill: string) => rect(x, y, size, size, fill, { rx: 10 })
  switch (motif % 4) {
    case 0: {
      const [sx, sy] = at(16, 56)
      const [lx, ly] = at(80, 22)
      return [
        tile(shade(theme.primary, 0.72)),
        rect(sx + 4 * u, sy - 14 * u, 60 * u, 18 * u, shade(theme.primary, -0.15), { rx: 6 * u }),
        rect(sx, sy, 68 * u, 18 * u, theme.primary, { rx: 6 * u }),
        rect(sx + 4 * u, sy + 18 * u, 4 * u, 8 * u, theme.ink),
        rect(sx + 60 * u, sy + 18 * u, 4 * u, 8 * u, theme.ink),
        path(`M${num(lx)} ${num(ly)}V${num(y + 74 * u)}`, "none", { stroke: theme.ink, "stroke-width": 2 * u }),
        polygon(
          [
            [lx - 9 * u, ly + 14 * u],
            [lx + 9 * u, ly + 14 * u],
            [lx + 5 * u, ly],
            [lx - 5 * u, ly],
          ],
          theme.accent,
        ),
      ]
    }
    case 1: {
      const [ax, ay] = at(30, 20)
      return [
        tile(theme.surface),
        path(
          `M${num(ax)} ${num(y + 80 * u)}V${num(ay + 20 * u)}a${num(20 * u)} ${num(20 * u)} 0 0 1 ${num(40 * u)} 0V${num(y + 80 * u)}Z`,
          shade(theme.accent, 0.45),
        ),
        rect(x + 64 * u, y + 64 * u, 16 * u, 16 * u, theme.primary, { rx: 3 * u }),
        ellipse(x + 72 * u, y + 54 * u, 6 * u, 12 * u, "#4f8a5b"),
      ]
    }
    case 2:
      return [
        tile(theme.ink),
        ...[0, 1, 2].map(i =>
          bar(x + 18 * u, y + (34 + i * 12) * u, (64 - i * 14) * u, 6 * u, palette.paper, { opacity: 0.85 }),
        ),
        bar(x + 18 * u, y + 74 * u, 24 * u, 6 * u, theme.accent),
      ]
    default:
      return [
        tile(shade(theme.accent, 0.55)),
        circle(x + 50 * u, y + 58 * u, 26 * u, theme.primary),
        path(`M${num(x + 50 * u)} ${y}V${num(y + 26 * u)}`, "none", { stroke: theme.ink, "stroke-width": 2 * u }),
        path(`M${num(x + 38 * u)} ${num(y + 38 * u)}a${num(12 * u)} ${num(12 * u)} 0 0 1 ${num(24 * u)} 0Z`, theme.ink),
      ]
  }
}

/** A brand's social profile: avatar, figures, follow button and a grid of posts. */
const socialProfile: PageLayout = (box, theme) => {
  const size = (box.w - 56 - 2 * 12) / 3
  const posts = Array.from({ length: 6 }, (_, i) => i).flatMap(i =>
    interiorPost(box.x + 28 + (i % 3) * (size + 12), box.y + 232 + Math.floor(i / 3) * (size + 12), size, i, theme),
  )
  return [
    rect(box.x, box.y, box.w, box.h, palette.paper),
    rect(box.x, box.y, box.w, 56, palette.paper),
    rect(box.x, box.y + 56, box.w, 1, palette.line),
    bar(box.x + box.w / 2 - 130, box.y + 16, 260, 24, palette.mist),
    ...[0, 1, 2].map(i => circle(box.x + box.w - 40 - i * 40, box.y + 28, 11, palette.slate, { opacity: 0.6 })),
    circle(box.x + 110, box.y + 140, 56, theme.primary),
    circle(box.x + 110, box.y + 140, 60, "none", { stroke: theme.accent, "stroke-width": 4 }),
    text(box.x + 190, box.y + 128, theme.client, { "font-size": 24, "font-weight": 700, fill: theme.ink }),
    ...[0, 1, 2].flatMap(i => [
      bar(box.x + 190 + i * 110, box.y + 150, 46, 14, theme.ink),
      bar(box.x + 190 + i * 110, box.y + 172, 70, 9, palette.slate),
    ]),
    bar(box.x + box.w - 160, box.y + 118, 120, 36, theme.primary),
    ...posts,
  ]
}

type Device = "browser" | "laptop" | "tablet"
type PhoneScreen = (x: number, y: number, theme: Theme) => string[]
type Project = { theme: Theme; layout: PageLayout; device: Device; phone?: PhoneScreen }

function browserChrome(frame: Box, theme: Theme): string[] {
  return [
    rect(frame.x, frame.y, frame.w, 46, palette.mist, { rx: 16 }),
    rect(frame.x, frame.y + 30, frame.w, 16, palette.mist),
    ...[palette.coral, palette.sand, palette.teal].map((c, i) => circle(frame.x + 26 + i * 22, frame.y + 23, 7, c)),
    bar(frame.x + 120, frame.y + 11, frame.w - 240, 24, palette.paper),
    text(frame.x + 140, frame.y + 28, theme.domain, { "font-size": 13, fill: palette.slate }),
  ]
}

/** Where the page sits and what is drawn around it, for each device. */
function deviceFrame(
  device: Device,
  withPhone: boolean,
  theme: Theme,
): { page: Box; behind: string[]; front: string[] } {
  switch (device) {
    case "laptop": {
      const screen: Box = { x: 160, y: 110, w: 880, h: 600 }
      return {
        page: { x: screen.x, y: screen.y + 46, w: screen.w, h: screen.h - 46 },
        behind: [
          rect(screen.x - 22, screen.y - 22, screen.w + 44, screen.h + 44, palette.ink, {
            rx: 26,
            filter: "url(#shadow)",
          }),
          rect(screen.x, screen.y, screen.w, screen.h, palette.paper),
          ...browserChrome(screen, theme),
        ],
        front: [
          path(`M70 ${screen.y + screen.h + 22}H1130L1100 ${screen.y + screen.h + 70}H100Z`, shade(palette.slate, 0.3)),
          rect(520, screen.y + screen.h + 22, 160, 10, palette.slate, { rx: 5 }),
        ],
      }
    }
    case "tablet": {
      const body: Box = { x: 80, y: 110, w: 860, h: 660 }
      return {
        page: { x: body.x + 26, y: body.y + 26, w: body.w - 52, h: body.h - 52 },
        behind: [rect(body.x, body.y, body.w, body.h, palette.ink, { rx: 40, filter: "url(#shadow)" })],
        front: [],
      }
    }
    case "browser": {
      const frame: Box = withPhone ? { x: 70, y: 90, w: 900, h: 720 } : { x: 110, y: 90, w: 980, h: 720 }
      return {
        page: { x: frame.x, y: frame.y + 46, w: frame.w, h: frame.h - 46 },
        behind: [
          rect(frame.x, frame.y, frame.w, frame.h, palette.paper, { rx: 16, filter: "url(#shadow)" }),
          ...browserChrome(frame, theme),
        ],
        front: [],
      }
    }
  }
}

/** A phone overlapping the bigger screen's corner. */
function phone(x: number, y: number, theme: Theme, screen: PhoneScreen): string[] {
  return [
    rect(x, y, 210, 420, palette.ink, { rx: 34, filter: "url(#shadow)" }),
    el("clipPath", { id: "phoneScreen" }, rect(x + 12, y + 14, 186, 392, "#000", { rx: 24 })),
    rect(x + 12, y + 14, 186, 392, palette.paper, { rx: 24 }),
    group({ "clip-path": "url(#phoneScreen)" }, screen(x + 12, y + 14, theme)),
  ]
}

const productScreen: PhoneScreen = (x, y, theme) => [
  circle(x + 22, y + 30, 8, theme.accent),
  bar(x + 38, y + 25, 70, 10, theme.ink),
  rect(x + 12, y + 54, 162, 150, theme.surface, { rx: 12 }),
  circle(x + 93, y + 129, 46, theme.primary),
  ellipse(x + 105, y + 92, 10, 18, "#4f8a5b", { transform: `rotate(30 ${x + 105} ${y + 92})` }),
  bar(x + 12, y + 222, 130, 14, theme.ink),
  bar(x + 12, y + 246, 60, 18, theme.primary),
  ...textLines(x + 12, y + 280, [150, 120], palette.line, 18, 8),
  bar(x + 12, y + 326, 162, 40, theme.accent),
]

const feedScreen: PhoneScreen = (x, y, theme) => [
  circle(x + 24, y + 32, 12, theme.primary),
  bar(x + 44, y + 27, 90, 10, theme.ink),
  ...interiorPost(x + 8, y + 56, 170, 0, theme),
  ...[0, 1, 2].map(i => circle(x + 20 + i * 26, y + 246, 8, palette.slate, { opacity: 0.7 })),
  bar(x + 12, y + 270, 150, 10, theme.ink),
  bar(x + 12, y + 290, 110, 8, palette.slate),
  ...interiorPost(x + 8, y + 314, 170, 1, theme),
]

// Each mockup follows its entry in data/projects.json: client, kind of work and the imageAlt text.
export const projects: Project[] = [
  {
    theme: {
      client: "Palm Crest Trading",
      domain: "palmcrest.example.com",
      primary: "#1f6f5c",
      accent: palette.sand,
      surface: "#eef5f1",
      ink: "#16302a",
    },
    layout: splitLanding,
    device: "laptop",
  },
  {
    theme: {
      client: "Coral Bay Clinics",
      domain: "coralbay.example.com",
      primary: "#e0685a",
      accent: palette.teal,
      surface: "#fdf1ee",
      ink: "#3a1d1a",
    },
    layout: leadsDashboard,
    device: "browser",
  },
  {
    theme: {
      client: "Falcon Edge",
      domain: "falconedge.example.com",
      primary: "#34418f",
      accent: "#d9a93a",
      surface: "#f1f2f9",
      ink: "#1a1f45",
    },
    layout: clientPortal,
    device: "browser",
  },
  {
    theme: {
      client: "Oasis Fresh Foods",
      domain: "oasisfresh.example.com",
      primary: "#2f7d4f",
      accent: palette.coral,
      surface: "#eef6ef",
      ink: "#1d3327",
    },
    layout: shopGrid,
    device: "tablet",
    phone: productScreen,
  },
  {
    theme: {
      client: "Skyline Interiors",
      domain: "skylineinteriors.example.com",
      primary: "#8a6a55",
      accent: palette.sand,
      surface: "#f6f0ea",
      ink: "#2d231c",
    },
    layout: socialProfile,
    device: "browser",
    phone: feedScreen,
  },
  {
    theme: {
      client: "Dune Logistics",
      domain: "dunelogistics.example.com",
      primary: "#c07a2c",
      accent: palette.teal,
      surface: "#f7f3ec",
      ink: "#2a2118",
    },
    layout: vatDashboard,
    device: "browser",
  },
]

export function projectMockup(project: Project, seed: number): string {
  const rng = seededRandom(seed)
  const { theme } = project
  const { page, behind, front } = deviceFrame(project.device, project.phone !== undefined, theme)
  return svgDoc(
    PROJECT.w,
    PROJECT.h,
    [
      linear(
        "backdrop",
        [
          [0, shade(theme.primary, 0.82)],
          [1, shade(theme.accent, 0.7)],
        ],
        [0, 0, 1, 1],
      ),
      el("clipPath", { id: "page" }, rect(page.x, page.y, page.w, page.h, "#000", { rx: 12 })),
      shadowFilter("shadow", 24, 20, 0.22),
    ],
    [
      rect(0, 0, PROJECT.w, PROJECT.h, "url(#backdrop)"),
      circle(PROJECT.w * 0.88, PROJECT.h * 0.12, 220, palette.paper, { opacity: 0.25 }),
      circle(PROJECT.w * 0.08, PROJECT.h * 0.92, 180, theme.primary, { opacity: 0.12 }),
      ...behind,
      group({ "clip-path": "url(#page)" }, project.layout(page, theme, rng)),
      ...front,
      ...(project.phone ? phone(930, 420, theme, project.phone) : []),
    ],
  )
}
