/** Illustrated people: one bust shape, used for the testimonial avatars and in the office scenes. */
import { palette, shade } from "./palette"
import { seededRandom } from "./random"
import { circle, ellipse, group, path, rect, svgDoc } from "./svg"

type Person = {
  skin: string
  hair: string
  outfit: string
  style: "ghutra" | "hijab" | "short" | "long"
  beard?: boolean
}

/** A bust drawn in a 320x320 box, head centred at (160, 140). */
function bust(person: Person): string[] {
  const { skin, hair, outfit, style } = person
  const face = [
    circle(140, 146, 5, shade(skin, -0.55)),
    circle(180, 146, 5, shade(skin, -0.55)),
    path("M144 172Q160 184 176 172", "none", {
      stroke: shade(skin, -0.45),
      "stroke-width": 4,
      "stroke-linecap": "round",
    }),
  ]
  const shoulders = path("M48 330C48 250 100 222 160 222C220 222 272 250 272 330Z", outfit)
  const neck = rect(140, 184, 40, 50, shade(skin, -0.12), { rx: 14 })
  const head = ellipse(160, 142, 50, 58, skin)
  const beard = person.beard
    ? [path("M111 148C112 214 208 214 209 148C206 178 194 200 160 202C126 200 114 178 111 148Z", hair)]
    : []
  switch (style) {
    case "ghutra":
      return [
        // Headcloth falling to the shoulders, held by the black cord (agal) on top.
        path("M88 130C84 46 236 46 232 130L262 330H58Z", palette.paper),
        path("M160 222L190 330H130Z", shade(palette.paper, -0.08)),
        neck,
        head,
        path("M98 134C94 58 226 58 222 134C204 110 116 110 98 134Z", shade(palette.paper, -0.04)),
        path("M100 100Q160 80 220 100M102 112Q160 92 218 112", "none", {
          stroke: palette.ink,
          "stroke-width": 8,
          "stroke-linecap": "round",
        }),
        ...beard,
        ...face,
      ]
    case "hijab":
      return [
        shoulders,
        path("M94 150C86 70 234 70 226 150C232 200 214 240 160 252C106 240 88 200 94 150Z", hair),
        ellipse(160, 148, 44, 52, skin),
        path("M108 140C108 76 212 76 212 140C192 116 128 116 108 140Z", hair),
        ...face,
      ]
    case "long":
      return [
        path("M100 140C92 60 228 60 220 140L236 262C200 280 120 280 84 262Z", hair),
        shoulders,
        path("M134 224L160 262L186 224Z", shade(skin, -0.12)),
        neck,
        head,
        path("M108 130C112 82 212 80 214 128C186 122 150 104 140 92C132 110 122 122 108 130Z", hair),
        ...face,
      ]
    case "short":
      return [
        shoulders,
        path("M136 224L160 300L184 224Z", palette.paper),
        path("M154 232H166L170 300H150Z", palette.sand),
        neck,
        head,
        path("M108 132C100 76 220 72 212 132C206 108 196 98 160 98C124 98 114 108 108 132Z", hair),
        ...beard,
        ...face,
      ]
  }
}

export const people: Record<"omar" | "layla" | "daniel" | "priya", Person> = {
  omar: { skin: "#c68b63", hair: "#2b1d16", outfit: palette.paper, style: "ghutra", beard: true },
  layla: { skin: "#e0ac82", hair: palette.navyMid, outfit: palette.navy, style: "hijab" },
  daniel: { skin: "#f0c7a4", hair: "#5a3a22", outfit: palette.navyLight, style: "short" },
  priya: { skin: "#a8704a", hair: "#1c1410", outfit: palette.teal, style: "long" },
}

export function avatar(person: Person, background: string, seed: number): string {
  const rng = seededRandom(seed)
  return svgDoc(
    320,
    320,
    [],
    [
      rect(0, 0, 320, 320, background),
      circle(rng.between(40, 100), rng.between(40, 100), 90, palette.paper, { opacity: 0.12 }),
      circle(rng.between(240, 290), rng.between(220, 280), 70, palette.navy, { opacity: 0.1 }),
      ...bust(person),
    ],
  )
}

/** A person placed in a scene: the 320x320 bust scaled and translated. */
export const placed = (person: Person, x: number, y: number, scale: number) =>
  group({ transform: `translate(${x} ${y}) scale(${scale})` }, bust(person))
