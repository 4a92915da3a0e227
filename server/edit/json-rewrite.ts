/**
 * Saves what the web editor sends as the smallest change to the file as it is: the editor hands
 * over the whole document, re-serialised in its own key order and layout, so writing that would
 * turn a one-price change into a diff of the whole file. Instead each value that really changed
 * is replaced in place (jsonc-parser), and the result is run through Prettier with the
 * repository's settings (as `npm run format` would), which leaves untouched lines as they were.
 */
import { spawn } from "node:child_process"
import { applyEdits, modify, parse, type JSONPath } from "jsonc-parser"

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

/** Keys the editor never shows but the file must keep. */
const KEPT_KEYS = new Set(["$schema"])

const isObject = (value: unknown): value is Record<string, Json> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** The editor sends an emptied optional text as "" where the file may hold null or nothing. */
const isEmpty = (value: unknown) => value === undefined || value === null || value === ""

function sameValue(before: unknown, after: unknown): boolean {
  if (isEmpty(before) && isEmpty(after)) return true
  return JSON.stringify(before) === JSON.stringify(after)
}

/** Each change from `before` to `after`, as a path and the new value (undefined: remove). */
function changes(before: unknown, after: unknown, path: JSONPath = []): { path: JSONPath; value: unknown }[] {
  if (isObject(before) && isObject(after)) {
    const found: { path: JSONPath; value: unknown }[] = []
    for (const [key, value] of Object.entries(after)) {
      if (!(key in before)) {
        if (!isEmpty(value) && !(Array.isArray(value) && value.length === 0))
          found.push({ path: [...path, key], value })
      } else found.push(...changes(before[key], value, [...path, key]))
    }
    for (const key of Object.keys(before))
      if (!(key in after) && !KEPT_KEYS.has(key) && !isEmpty(before[key]))
        found.push({ path: [...path, key], value: undefined })
    return found
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length)
    return after.flatMap((value, index) => changes(before[index], value, [...path, index]))
  return sameValue(before, after) ? [] : [{ path, value: after }]
}

/**
 * Prettier as a process (its API loads itself with a dynamic import that jest cannot run), waited
 * for without blocking: on the site's server other requests go on while it formats.
 */
function formatWithPrettier(text: string, filePath: string, repoRoot: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [require.resolve("prettier/bin/prettier.cjs"), "--stdin-filepath", filePath],
      {
        cwd: repoRoot,
      },
    )
    const stdout: Buffer[] = []
    const stderr: Buffer[] = []
    child.stdout.on("data", (chunk: Buffer) => stdout.push(chunk))
    child.stderr.on("data", (chunk: Buffer) => stderr.push(chunk))
    child.on("error", reject)
    child.on("close", code => {
      if (code === 0) resolve(Buffer.concat(stdout).toString("utf8"))
      else reject(new Error(`prettier could not format ${filePath}: ${Buffer.concat(stderr).toString("utf8")}`))
    })
    child.stdin.end(text, "utf8")
  })
}

/** `relativePath` is the file's path in `repoRoot`, whose Prettier settings apply. */
export async function rewriteJson(
  original: string,
  next: unknown,
  relativePath: string,
  repoRoot: string,
): Promise<string> {
  let text = original
  for (const change of changes(parse(original), next)) {
    const edits = modify(text, change.path, change.value, { formattingOptions: { insertSpaces: true, tabSize: 2 } })
    text = applyEdits(text, edits)
  }
  return text === original ? original : formatWithPrettier(text, relativePath, repoRoot)
}
