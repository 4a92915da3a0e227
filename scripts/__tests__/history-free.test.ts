/**
 * Docs and comments describe the system as it is; its history (which issue asked for what, how
 * busy the machine was during a run) belongs in commit messages and issue notes, where it stays
 * true. A reader of a comment cannot open an issue number.
 */
import { readFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { citingFiles, citingText } from "../cited-paths"

const root = resolve(__dirname, "../..")

const HISTORY = [/\bissues? #?\d+/gi, /\bload average\b/gi]

function historyIn(file: string, text: string): string[] {
  const lines = citingText(file, text).split("\n")
  return lines.flatMap((line, index) =>
    HISTORY.flatMap(pattern => [...line.matchAll(pattern)].map(match => `${file}:${index + 1} "${match[0]}"`)),
  )
}

test("no doc or comment cites an issue number or a run's load average", () => {
  const found = citingFiles(root).flatMap(file => historyIn(file, readFileSync(join(root, file), "utf8")))
  expect(found).toEqual([])
})

test("an issue number in a comment is found, one in code is not", () => {
  // Built from parts, so this file's own text holds no comment that cites an issue.
  const source = ['const label = "issue 7"', "/" + "/ Asked for by issue 7.", "/" + "* see Issue #12 *" + "/", ""].join(
    "\n",
  )
  expect(historyIn("server/example.ts", source)).toEqual([
    'server/example.ts:2 "issue 7"',
    'server/example.ts:3 "Issue #12"',
  ])
  expect(historyIn("docs/example.md", "Measured at load average 3.\n")).toEqual(['docs/example.md:1 "load average"'])
})
