/**
 * The sitemap lists exactly the indexable pages, as absolute URLs on SITE_URL (each page's
 * canonical link and og:url, the same URL, are checked with the page in site.spec.ts); robots.txt
 * names the sitemap.
 */
import { expect, test } from "@playwright/test"
import { indexableRoutes, siteUrl } from "../support/site-data"

const locs = (xml: string) => [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map(match => match[1])

/** Sitemap URLs are on SITE_URL; the test server answers them on its own origin. */
const onTestServer = (url: string) => new URL(url).pathname

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
