/** Fictional client logos: a mark in a 64x64 box and a two-line wordmark, one dark tone. */
import { type Attrs, circle, el, escapeXml, group, num, path, polygon, rect, text } from "./svg"

const logoInk = "#24303f"

/** `name` matches data/clients.json; the wordmark puts the last word on a second, spaced-out line. */
type ClientLogo = { name: string; mark: string[] }

const logoStroke = (width: number): Attrs => ({
  fill: "none",
  stroke: logoInk,
  "stroke-width": width,
  "stroke-linecap": "round",
  "stroke-linejoin": "round",
})

export const clientLogos: ClientLogo[] = [
  {
    name: "Palm Crest Trading",
    mark: [
      path("M32 62Q30 44 32 26", "none", logoStroke(5)),
      path(
        "M32 24C22 14 8 16 2 30C12 22 22 22 32 24ZM32 24C26 10 16 4 6 8C18 10 26 16 32 24ZM32 24C42 14 56 16 62 30C52 22 42 22 32 24ZM32 24C38 10 48 4 58 8C46 10 38 16 32 24ZM32 24C30 14 32 6 38 2C36 10 36 16 32 24Z",
        logoInk,
      ),
    ],
  },
  {
    name: "Dune Logistics",
    mark: [
      circle(32, 32, 27, "none", logoStroke(4)),
      path("M8 40C18 28 30 28 40 36S56 40 58 34", "none", logoStroke(4)),
      path("M12 50C24 42 38 44 52 48", "none", logoStroke(4)),
    ],
  },
  {
    name: "Coral Bay Clinics",
    mark: [
      circle(32, 32, 27, "none", logoStroke(4)),
      rect(26, 14, 12, 36, logoInk, { rx: 3 }),
      rect(14, 26, 36, 12, logoInk, { rx: 3 }),
    ],
  },
  {
    name: "Falcon Edge Consulting",
    mark: [
      polygon(
        [
          [4, 20],
          [32, 34],
          [60, 20],
          [32, 58],
        ],
        logoInk,
      ),
      polygon(
        [
          [22, 10],
          [32, 6],
          [42, 10],
          [32, 26],
        ],
        logoInk,
      ),
    ],
  },
  {
    name: "Oasis Fresh Foods",
    mark: [
      path("M8 56C8 26 28 8 58 6C58 36 40 56 8 56Z", "none", logoStroke(4.5)),
      path("M10 54C24 40 36 28 48 16", "none", logoStroke(3.5)),
    ],
  },
  {
    name: "Skyline Interiors",
    mark: [
      rect(8, 30, 14, 26, logoInk, { rx: 2 }),
      rect(25, 8, 14, 48, logoInk, { rx: 2 }),
      rect(42, 20, 14, 36, logoInk, { rx: 2 }),
      rect(2, 58, 60, 4, logoInk, { rx: 2 }),
    ],
  },
  {
    name: "Pearl Coast Marine",
    mark: [
      polygon(
        [
          [30, 4],
          [30, 44],
          [8, 44],
        ],
        logoInk,
      ),
      polygon(
        [
          [34, 10],
          [56, 44],
          [34, 44],
        ],
        logoInk,
      ),
      path("M4 52q7 -6 14 0t14 0t14 0t14 0", "none", logoStroke(4)),
    ],
  },
  {
    name: "Mirage Tech Solutions",
    mark: [
      path("M12 40A20 20 0 0 1 52 40Z", logoInk),
      rect(4, 44, 56, 5, logoInk, { rx: 2.5 }),
      rect(12, 53, 40, 4, logoInk, { rx: 2 }),
    ],
  },
]

export function clientLogoSvg(logo: ClientLogo): string {
  const words = logo.name.toUpperCase().split(" ")
  const tagline = words.pop() ?? ""
  const title = words.join(" ")
  // Uppercase bold glyphs average ~0.72em wide (plus 1 unit of spacing): fit the 148-unit text column.
  const nameSize = Math.min(28, (148 - title.length) / (title.length * 0.72))
  const taglineSpacing = Math.max(1.5, Math.min(4.5, (148 - tagline.length * 8) / tagline.length))
  return el(
    "svg",
    {
      xmlns: "http://www.w3.org/2000/svg",
      viewBox: "0 0 240 96",
      width: 240,
      height: 96,
      role: "img",
      "aria-label": logo.name,
    },
    [
      el("title", {}, escapeXml(logo.name)),
      group({ transform: "translate(8 16)" }, logo.mark),
      text(84, 50, title, { "font-size": num(nameSize), "font-weight": 700, "letter-spacing": 1, fill: logoInk }),
      text(85, 72, tagline, { "font-size": 12, "letter-spacing": num(taglineSpacing), fill: logoInk }),
    ],
  )
}
