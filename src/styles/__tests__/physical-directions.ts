/**
 * Finds CSS that names a physical side (left or right) where a logical one would serve both
 * reading directions: one stylesheet lays out the English (left to right) and the Arabic
 * (right to left) pages, so every side is "start" or "end" (arabic-design.md §5).
 *
 * What counts as physical:
 * - properties: left, right, margin-left, padding-right, border-left(-…), border-top-left-radius,
 *   scroll-margin-left, scroll-padding-right…
 * - values: text-align / float / clear / justify-* set to left or right;
 * - four-value shorthands whose left and right differ (margin: 0 0 0 1rem), and border-radius
 *   whose corners differ across (1rem 0 0 1rem);
 * - a sideways movement: translateX(…), translate(x, …) or `translate: x …` with x not zero;
 * - a gradient drawn `to left` / `to right`.
 *
 * A declaration that must stay physical (it must not mirror) says why in a comment on its own
 * line or the line above: `/* physical: the reason *\/`.
 */

export type PhysicalDirection = {
  /** 1-based line of the declaration's property name. */
  line: number
  declaration: string
  advice: string
}

const PHYSICAL_PROPERTIES: ReadonlyArray<[RegExp, string]> = [
  [/^(left|right)$/, "inset-inline-start / inset-inline-end"],
  [/^(margin|padding|scroll-margin|scroll-padding)-(left|right)$/, "the -inline-start / -inline-end property"],
  [/^border-(left|right)(-(width|style|color))?$/, "border-inline-start / border-inline-end"],
  [/^border-(top|bottom)-(left|right)-radius$/, "border-start-start-radius and its siblings"],
]

const SIDE_VALUED = /^(text-align|text-align-last|float|clear|justify-content|justify-items|justify-self)$/
const FOUR_SIDED = /^(margin|padding|inset|scroll-margin|scroll-padding|border-width|border-style|border-color)$/
const EXEMPTION = /\/\*\s*physical:\s*[^*\s]/

/** Replaces comments with spaces, keeping every line break, so positions still map to lines. */
function blankComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?\*\//g, comment => comment.replace(/[^\n]/g, " "))
}

/** Splits a value on top-level whitespace (not inside calc(), var() …). */
function topLevelParts(value: string, separator: RegExp = /\s/): string[] {
  const parts: string[] = []
  let depth = 0
  let current = ""
  for (const char of value) {
    if (char === "(") depth += 1
    if (char === ")") depth -= 1
    if (depth === 0 && separator.test(char)) {
      if (current) parts.push(current)
      current = ""
    } else {
      current += char
    }
  }
  if (current) parts.push(current)
  return parts
}

const isZero = (length: string) => /^[-+]?0+(\.0+)?([a-z%]+)?$/i.test(length.trim())

/** border-radius values (one side of the slash): do the corners match their mirror image? */
function radiusIsSymmetric(part: string): boolean {
  const values = topLevelParts(part)
  // CSS fills in missing corners: top-left, top-right, bottom-right, bottom-left.
  const [a, b = a, c = a, d = b] = values
  return a === b && c === d
}

function horizontalMovement(property: string, value: string): boolean {
  if (/translateX\(/i.test(value)) return true
  for (const match of value.matchAll(/translate(?:3d)?\(([^,)]+)/gi)) {
    if (!isZero(match[1])) return true
  }
  if (property === "translate") {
    const [x] = topLevelParts(value)
    return x !== undefined && x !== "none" && !isZero(x)
  }
  return false
}

function adviceFor(property: string, value: string): string | undefined {
  for (const [pattern, advice] of PHYSICAL_PROPERTIES) {
    if (pattern.test(property)) return `use ${advice}`
  }
  if (SIDE_VALUED.test(property) && /(^|\s)(left|right)(\s|$)/.test(value)) {
    return property === "float" || property === "clear" ? "use inline-start / inline-end" : "use start / end"
  }
  if (FOUR_SIDED.test(property)) {
    const parts = topLevelParts(value)
    if (parts.length === 4 && parts[1] !== parts[3]) {
      return `left and right differ: use ${property === "inset" ? "inset-block / inset-inline" : `${property}-block / ${property}-inline`}`
    }
  }
  if (property === "border-radius" && !value.split("/").every(radiusIsSymmetric)) {
    return "the corners differ across: use border-start-start-radius and its siblings"
  }
  if (horizontalMovement(property, value)) {
    return 'a sideways movement: mirror it under [dir="rtl"] and say so in a /* physical: … */ comment'
  }
  if (/gradient\([^)]*\bto\s+(left|right)\b/.test(value)) {
    return 'a gradient drawn to a side: mirror it under [dir="rtl"] and say so in a /* physical: … */ comment'
  }
  return undefined
}

/** Every physical declaration in one stylesheet, in the order they appear. */
export function findPhysicalDirections(css: string): PhysicalDirection[] {
  const lines = css.split("\n")
  const exempt = (line: number) => EXEMPTION.test(lines[line - 1] ?? "") || EXEMPTION.test(lines[line - 2] ?? "")
  const code = blankComments(css)
  const found: PhysicalDirection[] = []
  // A declaration runs from `{` or `;` to the next `;` or `}`; a segment that ends in `{` is a
  // selector or an at-rule, whose colons (a:hover) are not declarations.
  const segment = /[^{};]*[{};]/g
  for (const match of code.matchAll(segment)) {
    const text = match[0]
    if (text.endsWith("{")) continue
    const declaration = /^(\s*)([-a-zA-Z]+)\s*:([\s\S]*)[;}]$/.exec(text)
    if (!declaration) continue
    const [, leading, rawProperty, rawValue] = declaration
    const property = rawProperty.toLowerCase()
    const value = rawValue
      .replace(/!important/i, "")
      .replace(/\s+/g, " ")
      .trim()
    const advice = adviceFor(property, value)
    if (!advice) continue
    const offset = (match.index ?? 0) + leading.length
    const line = code.slice(0, offset).split("\n").length
    if (exempt(line)) continue
    found.push({ line, declaration: `${rawProperty}: ${value}`, advice })
  }
  return found
}
