import { readdirSync, readFileSync } from "node:fs"
import { join, relative } from "node:path"
import { findPhysicalDirections } from "./physical-directions"

const root = join(__dirname, "..", "..", "..")

function cssFilesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap(entry => {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) return cssFilesUnder(path)
    return entry.name.endsWith(".css") ? [path] : []
  })
}

test("every stylesheet in src/ uses logical sides (start/end), so one stylesheet serves both directions", () => {
  const files = cssFilesUnder(join(root, "src"))
  expect(files.length).toBeGreaterThan(30)
  const problems = files.flatMap(path => {
    const file = relative(root, path).split("\\").join("/")
    return findPhysicalDirections(readFileSync(path, "utf8")).map(
      found => `${file}:${found.line}: ${found.declaration} (${found.advice})`,
    )
  })
  expect(problems).toEqual([])
})

describe("the check finds each kind of physical side, naming the line", () => {
  const lineOf = (css: string) => findPhysicalDirections(css).map(found => found.line)

  test("a planted margin-left", () => {
    const css = ".a {\n  margin-inline-start: 1rem;\n}\n\n.b {\n  color: red;\n  margin-left: 1rem;\n}\n"
    expect(findPhysicalDirections(css)).toEqual([
      { line: 7, declaration: "margin-left: 1rem", advice: expect.stringContaining("inline-start") },
    ])
  })

  test.each([
    ["left: 0;", "position"],
    ["right: var(--space-4);", "position"],
    ["padding-right: 2px;", "padding"],
    ["border-left: 4px solid;", "border"],
    ["border-right-color: red;", "border colour"],
    ["border-top-left-radius: 4px;", "corner"],
    ["scroll-margin-right: 1rem;", "scroll margin"],
    ["text-align: left;", "alignment"],
    ["float: right;", "float"],
    ["justify-self: right;", "justify"],
    ["padding: 0 0 0 var(--space-4);", "four-value shorthand"],
    ["margin: calc(-1 * var(--space-2)) calc(-1 * var(--space-2)) 0 0;", "four values with calc()"],
    ["inset: 1rem -1rem -1rem 1rem;", "inset"],
    ["border-radius: 1rem 0 0 1rem;", "radius"],
    ["border-radius: 1rem 0;", "two-value radius"],
    ["transform: translateX(-100%);", "slide-in"],
    ["transform: translate(2rem, 0);", "translate()"],
    ["translate: -1rem;", "translate property"],
    ["background: linear-gradient(to right, red, blue);", "gradient"],
    ["left:0}", "no space, last in block"],
    ["LEFT: 0 !important;", "upper case, important"],
  ])("%s (%s)", declaration => {
    expect(lineOf(`.x {\n  ${declaration}\n}`)).toEqual([2])
  })

  test.each([
    ["inset-inline-start: 0;"],
    ["margin-inline: auto;"],
    ["text-align: start;"],
    ["float: inline-end;"],
    ["padding: 1rem 2rem 3rem 2rem;"],
    ["margin: 0 auto var(--space-7);"],
    ["inset: 0 0 auto;"],
    ["border-radius: var(--radius-full);"],
    ["border-radius: 1rem 1rem 0 0;"],
    ["transform: translateY(-50%);"],
    ["transform: translate(0, 1rem);"],
    ["translate: 0 1rem;"],
    ["background: linear-gradient(to bottom, red, blue);"],
    ["justify-content: space-between;"],
    ["border-start-start-radius: 1rem;"],
  ])("%s passes", declaration => {
    expect(lineOf(`.x {\n  ${declaration}\n}`)).toEqual([])
  })

  test("selectors and comments are not declarations", () => {
    const css = "/* left: 0; text-align: right */\n.a:hover,\n.left:focus-visible {\n  color: red;\n}\n"
    expect(lineOf(css)).toEqual([])
  })

  test("an exemption needs a reason, on the line or the line above", () => {
    expect(lineOf(".a {\n  /* physical: the trap must stay off screen */\n  left: -9999px;\n}")).toEqual([])
    expect(lineOf(".a {\n  left: -9999px; /* physical: the trap must stay off screen */\n}")).toEqual([])
    expect(lineOf(".a {\n  /* physical: */\n  left: -9999px;\n}")).toEqual([3])
    expect(lineOf(".a {\n  /* physical: far above */\n\n  left: -9999px;\n}")).toEqual([4])
  })
})
