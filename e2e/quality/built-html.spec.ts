/**
 * The built HTML files themselves, read from public/: no page carries the NUL bytes React 18's
 * streaming renderer leaves between multi-byte letters (scripts/stream-nul-bytes.ts removes
 * them after the build), so crawlers and the hydrating browser read the text as written.
 */
import { readFileSync } from "node:fs"
import { expect, test } from "@playwright/test"
import { builtHtmlFiles } from "../support/built-links"

test("no built page holds a NUL byte", () => {
  const files = builtHtmlFiles()
  expect(files.length).toBeGreaterThan(0)
  const withNul = files.filter(file => readFileSync(file).includes(0))
  expect(withNul, "pages with NUL bytes").toEqual([])
})
