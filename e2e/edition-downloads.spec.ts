/**
 * Each edition's first visit downloads its own text only: everything the browser fetches from the
 * site while opening the English home page (the HTML, page-data and app-data JSON, the JavaScript
 * chunks) holds no text that only the Arabic edition of data/ has, and the other way round. The
 * texts are every string of every data file in each edition (shared/i18n/edition.ts), so the check
 * follows whatever editors write.
 */
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { expect, test, type Page, type Response } from "@playwright/test"
import { editionOf } from "../shared/i18n/edition"
import { LOCALE_PREFIX, type Locale } from "../shared/i18n/locales"
import { LEAD_FIELDS } from "../shared/lead-fields"
import { waitForHydration } from "./support/hydration"

const dataDir = join(__dirname, "..", "data")
const dataFiles = readdirSync(dataDir)
  .filter(name => name.endsWith(".json"))
  .map(name => JSON.parse(readFileSync(join(dataDir, name), "utf8")) as object)

function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value]
  if (Array.isArray(value)) return value.flatMap(stringsIn)
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(stringsIn)
  return []
}

const textsOf = (locale: Locale) => new Set(dataFiles.flatMap(file => stringsIn(editionOf(file, locale))))

/** The strings of data/ that one edition has and the other has nowhere. */
function onlyIn(locale: Locale, other: Locale): string[] {
  const others = textsOf(other)
  return [...textsOf(locale)].filter(text => text.trim() !== "" && !others.has(text))
}

/** How a text can be written in a download: as it is, inside a JSON string, or escaped in HTML. */
const spellings = (text: string) => [
  text,
  JSON.stringify(text).slice(1, -1),
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;"),
]

/**
 * Whether a download holds the text. A text of several words is looked for everywhere; a single
 * word ("All", "Message") is also a name in any script or markup, so it counts only as a JSON
 * string value of the page's data.
 */
function holds(download: Download, text: string): boolean {
  if (/\s/.test(text.trim())) return spellings(text).some(spelling => download.text.includes(spelling))
  const value = new RegExp(`${escapeRegExp(JSON.stringify(text))}(?!\\s*:)`)
  return download.path.endsWith(".json") && value.test(download.text)
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/**
 * The staff's labels of a lead's fields (shared/lead-fields.ts: the columns of the export and
 * the e-mail, in English for every edition) travel with the field lengths the form checks; some
 * read like the English form's labels. They are not the edition's text.
 */
const staffLabels = new Set(LEAD_FIELDS.map(field => field.label))

type Download = { path: string; text: string }

/** Text the page is made of: its document, its data and its scripts (pictures and fonts are no edition's text). */
const isText = (contentType: string) =>
  /^(text\/html|application\/json|application\/javascript|text\/javascript)/.test(contentType)

/** Every response from the site while the page opens and hydrates, with its path and text. */
async function downloadsOf(page: Page, url: URL) {
  const responses: Response[] = []
  page.on("response", response => {
    const fromSite = new URL(response.url()).origin === url.origin
    if (fromSite && response.ok() && isText(response.headers()["content-type"] ?? "")) responses.push(response)
  })
  await page.goto(url.href)
  await waitForHydration(page)
  return Promise.all(
    responses.map(async (response): Promise<Download> => ({
      path: new URL(response.url()).pathname,
      text: (await response.body()).toString(),
    })),
  )
}

const editions = [
  { locale: "en", other: "ar" },
  { locale: "ar", other: "en" },
] as const

for (const { locale, other } of editions) {
  test(`the ${locale} home page's downloads hold no text only the ${other} edition has`, async ({ page, baseURL }) => {
    const foreign = onlyIn(other, locale).filter(text => !staffLabels.has(text))
    expect(foreign.length).toBeGreaterThan(0)
    const downloads = await downloadsOf(page, new URL(LOCALE_PREFIX[locale], baseURL))
    const kinds = downloads.map(({ path }) => path)
    // The downloads checked are the ones a first visit makes: the document, its data and its scripts.
    expect(kinds).toContain(LOCALE_PREFIX[locale])
    expect(kinds.filter(url => url.endsWith("/page-data.json"))).toHaveLength(1)
    expect(kinds).toContain("/page-data/app-data.json")
    expect(kinds.filter(url => url.endsWith(".js")).length).toBeGreaterThan(2)
    const found = downloads.flatMap(download =>
      foreign.filter(text => holds(download, text)).map(text => `${download.path}: ${text}`),
    )
    expect(found).toEqual([])
  })
}
