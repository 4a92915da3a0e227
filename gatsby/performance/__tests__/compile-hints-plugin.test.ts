import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import webpack from "webpack"
import { COMPILE_HINT, CompileHintsPlugin } from "../compile-hints-plugin"

/**
 * A real production build of a tiny app shaped like Gatsby's: an entry that loads a page
 * component chunk (`component---…`, as Gatsby names them) and a library on demand.
 */
let dir: string
let output: string

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "compile-hints-"))
  output = join(dir, "public")
  writeFileSync(
    join(dir, "entry.js"),
    `import(/* webpackChunkName: "component---src-pages-index-tsx" */ "./page.js").then(page => page.render())\n` +
      `export const later = () => import(/* webpackChunkName: "carousel" */ "./carousel.js")\n`,
  )
  writeFileSync(join(dir, "page.js"), `export function render() { document.title = "page " + Date.now() }\n`)
  writeFileSync(join(dir, "carousel.js"), `export function slide(n) { return n + 1 }\n`)
  const compiler = webpack({
    mode: "production",
    context: dir,
    entry: { app: "./entry.js" },
    output: { path: output, filename: "[name].js", chunkFilename: "[name].js" },
    devtool: "source-map",
    plugins: [new CompileHintsPlugin()],
  })
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()))
      else compiler.close(() => resolve())
    }),
  )
})

afterAll(() => rmSync(dir, { recursive: true, force: true }))

const built = (file: string) => readFileSync(join(output, file), "utf8")

it("puts the hint on the first line of the entry and of the page component chunk", () => {
  for (const file of ["app.js", "component---src-pages-index-tsx.js"]) {
    const [firstLine, ...rest] = built(file).split("\n")
    expect(firstLine).toBe(COMPILE_HINT)
    // The minified code follows it (the minifier ran first and did not drop the hint).
    expect(rest.join("\n")).toMatch(/\S/)
  }
})

it("leaves a chunk loaded on demand without the hint", () => {
  expect(built("carousel.js")).not.toContain(COMPILE_HINT)
})

it("keeps the source maps in step: the hint's line maps to nothing, the code to its source", () => {
  const map = JSON.parse(built("component---src-pages-index-tsx.js.map")) as { mappings: string; sources: string[] }
  expect(map.mappings.startsWith(";")).toBe(true)
  expect(map.mappings.slice(1)).toMatch(/^[A-Za-z0-9+/]/)
  expect(map.sources.some(source => source.endsWith("page.js"))).toBe(true)
})
