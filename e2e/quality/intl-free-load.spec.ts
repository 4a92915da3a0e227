/**
 * No page builds an Intl object while it loads and hydrates. A page's first Intl object costs V8
 * its table of every locale it supports, one long task on a phone's main thread, so the site
 * writes its figures and lists itself (shared/i18n/format.ts). Forms may still use Intl once a
 * visitor sends one.
 */
import { expect, test } from "@playwright/test"
import { waitForHydration } from "../support/hydration"
import { allRoutes } from "../support/site-data"

const INTL_CONSTRUCTORS = [
  "Collator",
  "DateTimeFormat",
  "DisplayNames",
  "ListFormat",
  "NumberFormat",
  "PluralRules",
  "RelativeTimeFormat",
  "Segmenter",
] as const

test("every page of both editions loads and hydrates without building an Intl object", async ({ page }) => {
  test.setTimeout(test.info().timeout * 3)
  await page.addInitScript(names => {
    const built: string[] = []
    Object.defineProperty(window, "__intlBuilt", { value: built })
    for (const name of names) {
      const Original = Intl[name] as unknown as new (...args: unknown[]) => object
      const Counted = function (this: unknown, ...args: unknown[]) {
        built.push(`Intl.${name}(${JSON.stringify(args[0])})`)
        return new Original(...args)
      }
      Object.assign(Counted, Original)
      Counted.prototype = Original.prototype
      Object.defineProperty(Intl, name, { value: Counted })
    }
  }, INTL_CONSTRUCTORS)

  const built: Record<string, string[]> = {}
  for (const path of allRoutes) {
    await page.goto(path, { waitUntil: "load" })
    await waitForHydration(page)
    const list = await page.evaluate(() => (window as unknown as { __intlBuilt: string[] }).__intlBuilt)
    if (list.length > 0) built[path] = list
  }
  expect(built).toEqual({})
})
