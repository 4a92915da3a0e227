/**
 * The repository paths that the docs, the README and the code's comments cite, so a test can
 * check that each one exists: a doc or comment that names a file which was moved or deleted
 * sends its reader nowhere.
 */
import { execFileSync } from "node:child_process"
import { existsSync, readFileSync } from "node:fs"
import { dirname, join, normalize } from "node:path"

/** The folders a cited path may start with; anything else (a URL path, a package) is not a file of ours. */
const TOP_FOLDERS = [
  ".ci",
  "__mocks__",
  "bench",
  "data",
  "deploy",
  "docs",
  "e2e",
  "gatsby",
  "scripts",
  "server",
  "shared",
  "src",
  "static",
]

/** Folders that builds, tests and benches write: a path in them is an output, not a file in the repository. */
const OUTPUTS = ["public/", "dist/", ".cache/", "var/", "reports/", "test-results/", "node_modules/"]

/** A dated folder or file in bench/results/ is one run's output, which is history, not the system. */
const ONE_RUN = /^bench\/results\/.*\d{4}-\d{2}-\d{2}/

const PATH = new RegExp(
  String.raw`(?<![\w@/.-])((?:\.\/)?(?:${TOP_FOLDERS.map(folder => folder.replace(".", "\\.")).join("|")})/[\w.@<>*\[\]{},-]*(?:/[\w.@<>*\[\]{},-]+)*/?)`,
  "g",
)
const ROOT_FILE =
  /(?<![\w/.-])((?:gatsby-(?:node|config|browser|ssr)\.tsx?|package\.json|tsconfig(?:\.server)?\.json|playwright\.config\.ts|jest\.config\.mjs|knip\.json|eslint\.config\.mjs))(?![\w-])/g
const MARKDOWN_LINK = /\]\(([^)\s#]+)(?:#[^)]*)?\)/g

export type Citation = { file: string; line: number; path: string }

/** Files whose text is read: the docs and README, and every tracked source file (for its comments). */
export function citingFiles(root: string): string[] {
  const tracked = execFileSync("git", ["ls-files", "-co", "--exclude-standard"], { cwd: root, encoding: "utf8" })
    .split("\n")
    .filter(Boolean)
  return tracked.filter(
    file =>
      (file === "README.md" || /^docs\/.*\.md$/.test(file) || /\.(ts|tsx|mjs|css)$/.test(file)) &&
      !file.endsWith(".d.ts") &&
      existsSync(join(root, file)),
  )
}

/** A source file's comments; a doc's whole text. Only there does a path cite a file for a reader. */
export function citingText(file: string, text: string): string {
  if (file.endsWith(".md")) return text
  const comments = text.match(/\/\*[\s\S]*?\*\/|(?<![:"'`\w])\/\/[^\n]*/g) ?? []
  // Keep line numbers: blank out everything but the comments.
  let kept = text.replace(/[^\n]/g, " ")
  let from = 0
  for (const comment of comments) {
    const at = text.indexOf(comment, from)
    kept = kept.slice(0, at) + comment + kept.slice(at + comment.length)
    from = at + comment.length
  }
  return kept
}

/** What a path as written points at: without a trailing line number, punctuation or `./`. */
function cleaned(path: string): string {
  return path
    .replace(/:\d+(?:-\d+)?$/, "")
    .replace(/[.,]+$/, "")
    .replace(/^\.\//, "")
}

const isPattern = (path: string) => /[<>*[\]{}]|\.\./.test(path)

/** A module specifier (`src/forms/open-lead-form`) names a file with one of these endings. */
const MODULE_ENDINGS = ["", ".ts", ".tsx", ".mjs", "/index.ts", "/index.tsx"]

export function citationsIn(root: string, file: string): Citation[] {
  const lines = citingText(file, readFileSync(join(root, file), "utf8")).split("\n")
  const found: Citation[] = []
  lines.forEach((text, index) => {
    const add = (path: string) => found.push({ file, line: index + 1, path })
    for (const match of text.matchAll(PATH)) add(cleaned(match[1]))
    for (const match of text.matchAll(ROOT_FILE)) add(match[1])
    if (file.endsWith(".md"))
      for (const match of text.matchAll(MARKDOWN_LINK)) {
        const target = match[1]
        if (/^[a-z]+:/i.test(target) || target.startsWith("/")) continue
        add(normalize(join(dirname(file), target)))
      }
  })
  return found
}

/** A citation that names nothing in the repository, or one run's output folder. */
export function isBroken(root: string, { path }: Citation): boolean {
  if (ONE_RUN.test(path)) return true
  if (path.startsWith("bench/results") || OUTPUTS.some(output => path.startsWith(output)) || isPattern(path))
    return false
  return !MODULE_ENDINGS.some(ending => existsSync(join(root, path + ending)))
}
