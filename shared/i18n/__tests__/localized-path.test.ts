import { editionNeutralPath, localizedPath } from "../localized-path"

describe("localizedPath", () => {
  test.each([
    ["/", "en", "/"],
    ["/", "ar", "/ar/"],
    ["/about/", "ar", "/ar/about/"],
    ["/services/vat-service/", "ar", "/ar/services/vat-service/"],
    ["/PortfolioLinks/", "ar", "/ar/PortfolioLinks/"],
    ["/ar/about/", "ar", "/ar/about/"],
    ["/ar/about/", "en", "/about/"],
    ["/ar/", "en", "/"],
    ["/about/#team", "ar", "/ar/about/#team"],
  ] as const)("%s in %s is %s", (path, locale, expected) => {
    expect(localizedPath(path, locale)).toBe(expected)
  })

  test.each([
    "https://wa.me/971500000000",
    "tel:+97140000000",
    "mailto:info@example.com",
    "#main-content",
    "//x.example/",
  ])("leaves %s alone", path => {
    expect(localizedPath(path, "ar")).toBe(path)
  })

  test("an English path that merely starts with the letters ar is not Arabic", () => {
    expect(editionNeutralPath("/archive/")).toBe("/archive/")
    expect(localizedPath("/archive/", "ar")).toBe("/ar/archive/")
  })
})
