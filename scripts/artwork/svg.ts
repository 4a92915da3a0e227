/** SVG building blocks: elements as strings, gradients, a shadow filter and chart shapes. */
import { palette, sansFont } from "./palette"

export type Attrs = Record<string, string | number | undefined>

export type Point = readonly [number, number]

export type Box = { x: number; y: number; w: number; h: number }

export const num = (n: number): string => String(Math.round(n * 10) / 10)

export function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")
}

export function el(tag: string, attrs: Attrs = {}, children?: string | string[]): string {
  const attributes = Object.entries(attrs)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === "number" ? num(value) : escapeXml(String(value))}"`)
    .join("")
  if (children === undefined) return `<${tag}${attributes}/>`
  return `<${tag}${attributes}>${Array.isArray(children) ? children.join("") : children}</${tag}>`
}

export function svgDoc(width: number, height: number, defs: string[], body: string[]): string {
  return el("svg", { xmlns: "http://www.w3.org/2000/svg", width, height, viewBox: `0 0 ${width} ${height}` }, [
    defs.length > 0 ? el("defs", {}, defs) : "",
    ...body,
  ])
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}) =>
  el("rect", { x, y, width: w, height: h, fill, ...extra })

export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  el("circle", { cx, cy, r, fill, ...extra })

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}) =>
  el("ellipse", { cx, cy, rx, ry, fill, ...extra })

export const path = (d: string, fill: string, extra: Attrs = {}) => el("path", { d, fill, ...extra })

export const group = (attrs: Attrs, children: string[]) => el("g", attrs, children)

/** A rounded bar, the stand-in for a line of text in every mockup. */
export const bar = (x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}) =>
  rect(x, y, w, h, fill, { rx: h / 2, ...extra })

export const polygon = (points: readonly Point[], fill: string, extra: Attrs = {}) =>
  el("polygon", { points: points.map(([x, y]) => `${num(x)},${num(y)}`).join(" "), fill, ...extra })

export function text(x: number, y: number, content: string, attrs: Attrs): string {
  return el("text", { x, y, "font-family": sansFont, ...attrs }, escapeXml(content))
}

type Stop = readonly [offset: number, color: string, opacity?: number]

function stops(list: readonly Stop[]): string[] {
  return list.map(([offset, color, opacity = 1]) =>
    el("stop", { offset, "stop-color": color, "stop-opacity": opacity }),
  )
}

/** Linear gradient; the default runs top to bottom. */
export function linear(id: string, list: readonly Stop[], [x1, y1, x2, y2]: readonly number[] = [0, 0, 0, 1]): string {
  return el("linearGradient", { id, x1, y1, x2, y2 }, stops(list))
}

export function radial(id: string, list: readonly Stop[]): string {
  return el("radialGradient", { id }, stops(list))
}

/** A soft drop shadow shared by every floating card. */
export function shadowFilter(id: string, blur = 18, dy = 14, opacity = 0.18): string {
  return el("filter", { id, x: "-25%", y: "-25%", width: "150%", height: "160%" }, [
    el("feDropShadow", { dx: 0, dy, stdDeviation: blur, "flood-color": palette.navy, "flood-opacity": opacity }),
  ])
}

/** Catmull-Rom spline through the points, as cubic Béziers: smooth chart lines. */
export function smoothPath(points: readonly Point[]): string {
  let d = `M${num(points[0][0])} ${num(points[0][1])}`
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[i - 1] ?? points[i]
    const [p1, p2] = [points[i], points[i + 1]]
    const p3 = points[i + 2] ?? p2
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6]
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6]
    d += ` C${num(c1[0])} ${num(c1[1])} ${num(c2[0])} ${num(c2[1])} ${num(p2[0])} ${num(p2[1])}`
  }
  return d
}

export function donut(cx: number, cy: number, r: number, shares: readonly [number, string][]): string[] {
  const circumference = 2 * Math.PI * r
  let offset = 0
  return shares.map(([share, color]) => {
    const segment = el("circle", {
      cx,
      cy,
      r,
      fill: "none",
      stroke: color,
      "stroke-width": r * 0.34,
      "stroke-dasharray": `${num(share * circumference - 6)} ${num(circumference)}`,
      "stroke-dashoffset": num(-offset * circumference),
      transform: `rotate(-90 ${cx} ${cy})`,
    })
    offset += share
    return segment
  })
}
