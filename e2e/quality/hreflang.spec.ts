/**
 * hreflang on every built page, read from the HTML files in public/ (not from a list): each
 * indexable page links itself and its twin in the other edition (en, ar) and x-default (English)
 * by absolute URL on SITE_URL, its canonical link is itself, and the twin's HTML lists the very
 * same set (reciprocal). The 404 pages are noindex and list none.
 */
import { readFileSync } from "node:fs"
import { join, relative, sep } from "node:path"
import { expect, test } from "@playwright/test"
import { LOCALES } from "../../shared/i18n/locales"
import { builtHtmlFiles } from "../support/built-links"
import { indexableRoutes, siteUrl } from "../support/site-data"

const publicDir = join(__dirname, "..", "..", "public")

/** The site path a built file answers: public/ar/about/index.html → /ar/about/. */
function pathOfFile(file: string): string {
  const path = `/${relative(publicDir, file).split(sep).join("/")}`
  return path.endsWith("/index.html") ? path.slice(0, -"index.html".length) : path
}

type Head = { canonical: string | null; alternates: Record<string, string>; noindex: boolean }

function headOf(html: string): Head {
  const alternates: Record<string, string> = {}
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    if (!/\brel="alternate"/.test(tag)) continue
    const lang = /\bhrefLang="([^"]*)"|\bhreflang="([^"]*)"/i.exec(tag)
    const href = /\bhref="([^"]*)"/.exec(tag)
    if (lang && href) alternates[lang[1] ?? lang[2]] = href[1]
  }
  const canonical = /<link\b[^>]*\brel="canonical"[^>]*\bhref="([^"]*)"/.exec(html)?.[1] ?? null
  return { canonical, alternates, noindex: /<meta\b[^>]*name="robots"[^>]*content="noindex/.test(html) }
}

// Gatsby's own fragments (slices) and the web editor are not site pages.
const NOT_PAGES = ["/_gatsby/", "/admin/", "/staff/"]
const pages = builtHtmlFiles()
  .map(file => ({ path: pathOfFile(file), head: headOf(readFileSync(file, "utf8")) }))
  .filter(({ path }) => !NOT_PAGES.some(prefix => path.startsWith(prefix)))
const byUrl = new Map(pages.map(page => [`${siteUrl}${page.path}`, page]))

test("every built page is an indexable page of an edition with its alternates, or a noindex 404 page", () => {
  const indexable = pages.filter(page => !page.head.noindex).map(page => page.path)
  expect(indexable.sort()).toEqual([...indexableRoutes].sort())
  for (const page of pages.filter(candidate => candidate.head.noindex)) {
    expect(page.path, "only 404 pages are noindex").toMatch(/^(\/ar)?\/404(\/|\.html)$/)
    expect(page.head.alternates, `${page.path} lists no alternates`).toEqual({})
  }
})

test("each indexable page links itself and its twin, absolute and reciprocal, with x-default English", () => {
  for (const page of pages.filter(candidate => !candidate.head.noindex)) {
    const own = `${siteUrl}${page.path}`
    const { alternates, canonical } = page.head
    expect(canonical, `${page.path} canonical`).toBe(own)
    expect(Object.keys(alternates).sort(), `${page.path} hreflang values`).toEqual([...LOCALES, "x-default"].sort())
    expect(Object.values(alternates), `${page.path} lists itself`).toContain(own)
    expect(alternates["x-default"], `${page.path} x-default`).toBe(alternates.en)
    for (const [lang, url] of Object.entries(alternates)) {
      expect(url.startsWith(`${siteUrl}/`), `${page.path} ${lang} is absolute on ${siteUrl}`).toBe(true)
      const twin = byUrl.get(url)
      expect(twin, `${page.path} ${lang} → ${url} is a built page`).toBeDefined()
      expect(twin?.head.alternates, `${url} lists the same alternates as ${page.path}`).toEqual(alternates)
    }
    expect(alternates.ar.startsWith(`${siteUrl}/ar/`), `${page.path} ar is under /ar/`).toBe(true)
  }
})
