import { execFileSync } from "node:child_process"
import { readFileSync } from "node:fs"
import { join, resolve } from "node:path"

/**
 * A source or test file longer than this holds more than one concept and is hard to review: split
 * it by concern. Generated files and the artwork's drawing code (long lists of coordinates) aside.
 */
const MAX_LINES = 500
const EXEMPT = [/^src\/gatsby-types\.d\.ts$/, /\.generated\./, /^scripts\/artwork\//]

const root = resolve(__dirname, "../..")

test(`no source or test file is longer than ${MAX_LINES} lines`, () => {
  const files = execFileSync("git", ["ls-files", "-co", "--exclude-standard"], { cwd: root, encoding: "utf8" })
    .split("\n")
    .filter(file => /\.(ts|tsx|mjs|css)$/.test(file) && !EXEMPT.some(pattern => pattern.test(file)))
  const long = files
    .map(file => ({ file, lines: readFileSync(join(root, file), "utf8").trimEnd().split("\n").length }))
    .filter(({ lines }) => lines > MAX_LINES)
    .map(({ file, lines }) => `${file}: ${lines} lines`)
  expect(long).toEqual([])
})
