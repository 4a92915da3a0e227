import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs"
import { execFileSync } from "node:child_process"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { citationsIn, citingFiles, isBroken, type Citation } from "../cited-paths"

const root = resolve(__dirname, "../..")

test("every repository path the docs, the README and the comments cite exists", () => {
  const broken = citingFiles(root)
    .flatMap(file => citationsIn(root, file))
    .filter(citation => isBroken(root, citation))
    .map(({ file, line, path }: Citation) => `${file}:${line} cites ${path}`)
  expect(broken).toEqual([])
})

describe("what counts as a cited path", () => {
  const scratch = mkdtempSync(join(tmpdir(), "cited-paths-"))
  execFileSync("git", ["init", "-q"], { cwd: scratch })
  mkdirSync(join(scratch, "docs"))
  mkdirSync(join(scratch, "server"))
  writeFileSync(
    join(scratch, "server", "here.ts"),
    "// see server/here.ts:12 and server/gone.ts\nconst url = 'server/not-a-comment.ts'\n",
  )
  writeFileSync(
    join(scratch, "docs", "guide.md"),
    "Read [the other page](other.md#part), `src/missing.tsx`, `bench/results/lighthouse-<time>/`, " +
      "`bench/results/lighthouse-2026-11-20/` and `public/index.html`.\n",
  )
  const broken = citingFiles(scratch)
    .flatMap(file => citationsIn(scratch, file))
    .filter(citation => isBroken(scratch, citation))
    .map(({ file, line, path }) => `${file}:${line} ${path}`)

  test("a missing file in a comment or a doc, a doc link and one run's results folder are broken", () => {
    expect(broken.sort()).toEqual(
      [
        "docs/guide.md:1 bench/results/lighthouse-2026-11-20/",
        "docs/guide.md:1 docs/other.md",
        "docs/guide.md:1 src/missing.tsx",
        "server/here.ts:1 server/gone.ts",
      ].sort(),
    )
  })
})
