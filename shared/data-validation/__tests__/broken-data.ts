import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { formatProblem, validateData } from "../validate-data"

/** The real data folder of the project. */
export const realDataDir = path.join(__dirname, "..", "..", "..", "data")

/**
 * A throw-away copy of data/ (in `root`, a new temporary folder unless given) to break or edit
 * on purpose. The images are linked, not copied: tests change JSON, never the image files.
 */
export function copyOfData(root = mkdtempSync(path.join(tmpdir(), "data-validation-"))) {
  mkdirSync(root, { recursive: true })
  const dir = path.join(root, "data")
  cpSync(realDataDir, dir, { recursive: true, filter: source => source !== path.join(realDataDir, "images") })
  symlinkSync(path.join(realDataDir, "images"), path.join(dir, "images"))

  const file = (name: string) => path.join(dir, name)
  return {
    root,
    dir,
    readText: (name: string) => readFileSync(file(name), "utf8"),
    writeText: (name: string, text: string) => writeFileSync(file(name), text),
    /** Parses a data file, lets the test change it, writes it back as JSON. */
    edit<T>(name: string, change: (data: T) => void) {
      const data: T = JSON.parse(readFileSync(file(name), "utf8"))
      change(data)
      writeFileSync(file(name), JSON.stringify(data, null, 2))
    },
    remove: (name: string) => rmSync(file(name)),
    /** What the data check reports for the copy, written as it would be for the real data/ folder. */
    problems: () => validateData(dir).problems.map(problem => formatProblem(problem).replace(`${root}/`, "")),
    cleanUp: () => rmSync(root, { recursive: true, force: true }),
  }
}
