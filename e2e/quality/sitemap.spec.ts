/**
 * The sitemap lists exactly the indexable pages, as absolute URLs on SITE_URL (each page's
 * canonical link and og:url, the same URL, are checked with the page in site.spec.ts); robots.txt
 * names the sitemap.
 */
import { expect, test } from "@playwright/test"
import { LOCALES } from "../../shared/i18n/locales"
import { indexableRoutes, siteUrl } from "../support/site-data"

const locs = (xml: string) => [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map(match => match[1])

/** Sitemap URLs are on SITE_URL; the test server answers them on its own origin. */
const onTestServer = (url: string) => new URL(url).pathname

/** Each <url> of a sitemap: its <loc> and its xhtml:link alternates by hreflang. */
function entries(xml: string): { loc: string; alternates: Record<string, string> }[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: locs(body)[0],
    alternates: Object.fromEntries(
      [...body.matchAll(/<xhtml:link\b[^>]*\/>/g)].map(([tag]) => [
        /hreflang="([^"]*)"/.exec(tag)?.[1],
        /href="([^"]*)"/.exec(tag)?.[1],
      ]),
    ),
  }))
}

async function sitemapXml(request: import("@playwright/test").APIRequestContext): Promise<string[]> {
  const index = await request.get("/sitemap-index.xml")
  const xml: string[] = []
  for (const sitemap of locs(await index.text())) xml.push(await (await request.get(onTestServer(sitemap))).text())
  return xml
}

async function sitemapUrls(request: import("@playwright/test").APIRequestContext): Promise<string[]> {
  const index = await request.get("/sitemap-index.xml")
  expect(index.status()).toBe(200)
  const sitemaps = locs(await index.text())
  expect(sitemaps.length).toBeGreaterThan(0)
  const urls: string[] = []
  for (const sitemap of sitemaps) {
    expect(sitemap.startsWith(`${siteUrl}/`), `${sitemap} is on ${siteUrl}`).toBe(true)
    const response = await request.get(onTestServer(sitemap))
    expect(response.status(), sitemap).toBe(200)
    urls.push(...locs(await response.text()))
  }
  return urls
}

test.describe("sitemap and canonical URLs", () => {
  test("the sitemap lists exactly the indexable pages on SITE_URL", async ({ request }) => {
    const urls = await sitemapUrls(request)
    expect(new Set(urls).size, "duplicate sitemap entries").toBe(urls.length)
    expect([...urls].sort()).toEqual(indexableRoutes.map(route => `${siteUrl}${route}`).sort())
  })

  test("every entry lists itself, its twin in the other edition and x-default (English), reciprocally", async ({
    request,
  }) => {
    const all = (await sitemapXml(request)).flatMap(entries)
    const byLoc = new Map(all.map(entry => [entry.loc, entry]))
    expect(all.length).toBe(indexableRoutes.length)
    for (const { loc, alternates } of all) {
      expect(Object.keys(alternates).sort(), loc).toEqual([...LOCALES, "x-default"].sort())
      expect(Object.values(alternates), `${loc} lists itself`).toContain(loc)
      expect(alternates["x-default"], loc).toBe(alternates.en)
      for (const url of Object.values(alternates)) {
        expect(byLoc.get(url)?.alternates, `${url}, an alternate of ${loc}, lists the same set`).toEqual(alternates)
      }
    }
  })

  test("robots.txt names the sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt")
    expect(response.status()).toBe(200)
    const lines = (await response.text()).split(/\r?\n/).map(line => line.trim())
    expect(
      lines.some(
        line => /^sitemap:/i.test(line) && line.replace(/^sitemap:\s*/i, "") === `${siteUrl}/sitemap-index.xml`,
      ),
    ).toBe(true)
  })
})
