import config, { siteUrl } from "../../../gatsby-config"
import { sitemapEntry, sitemapExcludes } from "../sitemap"

const SITE = "https://www.example.com"

describe("sitemapEntry", () => {
  test.each([
    ["/about/", "/about/", "/ar/about/"],
    ["/ar/about/", "/about/", "/ar/about/"],
    ["/", "/", "/ar/"],
    ["/ar/", "/", "/ar/"],
    ["/ar/services/vat-service/", "/services/vat-service/", "/ar/services/vat-service/"],
  ])("%s lists itself, its twin and x-default (English), absolute", (path, english, arabic) => {
    expect(sitemapEntry(path, SITE)).toEqual({
      url: path,
      links: [
        { lang: "en", url: `${SITE}${english}` },
        { lang: "ar", url: `${SITE}${arabic}` },
        { lang: "x-default", url: `${SITE}${english}` },
      ],
    })
  })

  test("the twins list each other: the alternates are the same from either side", () => {
    expect(sitemapEntry("/contact/", SITE).links).toEqual(sitemapEntry("/ar/contact/", SITE).links)
  })
})

test("the 404 pages and the lower-case aliases stay out of the sitemap in both editions", () => {
  expect(sitemapExcludes(["/404/", "/portfoliolinks/"])).toEqual([
    "/404/",
    "/portfoliolinks/",
    "/ar/404/",
    "/ar/portfoliolinks/",
  ])
})

test("gatsby-config hands every page to sitemapEntry on SITE_URL", () => {
  type SitemapOptions = { serialize: (page: { path: string }) => unknown; excludes: string[] }
  const plugin = config.plugins?.find(
    (entry): entry is { resolve: string; options: SitemapOptions } =>
      typeof entry === "object" && entry.resolve === "gatsby-plugin-sitemap",
  )
  expect(plugin?.options.serialize({ path: "/ar/about/" })).toEqual(sitemapEntry("/ar/about/", siteUrl))
  expect(plugin?.options.excludes).toEqual(expect.arrayContaining(["/404/", "/404.html", "/ar/404/", "/ar/404.html"]))
})
