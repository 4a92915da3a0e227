/** @jest-environment jsdom */
import { render } from "@testing-library/react"
import company from "../../../data/company.json"
import navigation from "../../../data/navigation.json"
import { testSiteData, TEST_SITE_URL } from "../../hooks/__tests__/site-data-fixture"
import { editionOf } from "../../../shared/i18n/edition"
import { Seo } from "../seo"

/** Gatsby moves what Head renders into <head>; the test reads it from a container. */
function renderHead(ui: JSX.Element) {
  const { container } = render(ui)
  const meta = (selector: string) => container.querySelector(selector)?.getAttribute("content")
  return { container, meta }
}

test("sets title, description, keywords, canonical and the social-share tags", () => {
  const { container, meta } = renderHead(
    <Seo
      site={testSiteData("en")}
      locale="en"
      title="Our Services"
      description="What we offer."
      keywords={["tax", "VAT"]}
      path="/services/"
    />,
  )
  expect(container.querySelector("title")).toHaveTextContent(`Our Services | ${company.name}`)
  expect(meta('meta[name="description"]')).toBe("What we offer.")
  expect(meta('meta[name="keywords"]')).toBe("tax, VAT")
  expect(container.querySelector('link[rel="canonical"]')).toHaveAttribute("href", `${TEST_SITE_URL}/services/`)
  expect(meta('meta[property="og:title"]')).toBe("Our Services")
  expect(meta('meta[property="og:description"]')).toBe("What we offer.")
  expect(meta('meta[property="og:url"]')).toBe(`${TEST_SITE_URL}/services/`)
  expect(meta('meta[property="og:image"]')).toBe(`${TEST_SITE_URL}/og-image.jpg`)
  expect(meta('meta[property="og:site_name"]')).toBe(company.siteName)
  expect(meta('meta[name="twitter:card"]')).toBe("summary_large_image")
  expect(meta('meta[name="robots"]')).toBeUndefined()
})

test("a noindex page has no canonical link and no alternates", () => {
  const { container, meta } = renderHead(
    <Seo site={testSiteData("en")} locale="en" title="Page Not Found" description="Gone." path="/404/" noindex />,
  )
  expect(meta('meta[name="robots"]')).toBe("noindex, follow")
  expect(container.querySelector('link[rel="canonical"]')).toBeNull()
  expect(container.querySelector('link[rel="alternate"]')).toBeNull()
})

test("breadcrumbs start at the home page, named as the navigation names it, and come out as BreadcrumbList JSON-LD", () => {
  const home = navigation.main.find(link => link.path === "/")!
  const { container } = renderHead(
    <Seo
      site={testSiteData("en")}
      locale="en"
      title="About"
      description="About us."
      path="/about/"
      breadcrumbs={[{ name: "About Our Company", path: "/about/" }]}
    />,
  )
  const scripts = [...container.querySelectorAll('script[type="application/ld+json"]')]
  const data = scripts.map(script => JSON.parse(script.innerHTML))
  expect(data.filter(block => block["@type"] === "BreadcrumbList")).toEqual([
    expect.objectContaining({
      "@type": "BreadcrumbList",
      itemListElement: [
        expect.objectContaining({ position: 1, name: home.label, item: `${TEST_SITE_URL}/` }),
        expect.objectContaining({ position: 2, name: "About Our Company", item: `${TEST_SITE_URL}/about/` }),
      ],
    }),
  ])
})

describe.each([
  { locale: "en", dir: "ltr", own: "/about/", twin: "/ar/about/", ogLocale: "en_US", ogAlternate: "ar_AE" },
  { locale: "ar", dir: "rtl", own: "/ar/about/", twin: "/about/", ogLocale: "ar_AE", ogAlternate: "en_US" },
] as const)("the $locale edition of a page", ({ locale, dir, own, twin, ogLocale, ogAlternate }) => {
  const renderAbout = () =>
    renderHead(
      <Seo
        site={testSiteData(locale)}
        locale={locale}
        title="About"
        description="About us."
        path="/about/"
        breadcrumbs={[{ name: "About", path: "/about/" }]}
      />,
    )
  const hrefLangs = (container: HTMLElement) =>
    Object.fromEntries(
      [...container.querySelectorAll('link[rel="alternate"][hreflang]')].map(link => [
        link.getAttribute("hreflang"),
        link.getAttribute("href"),
      ]),
    )
  const jsonLd = (container: HTMLElement) =>
    [...container.querySelectorAll('script[type="application/ld+json"]')].map(script => JSON.parse(script.innerHTML))

  test("sets the html element's language and direction", () => {
    const { container } = renderAbout()
    const html = container.querySelector("html")
    expect(html).toHaveAttribute("lang", locale)
    expect(html).toHaveAttribute("dir", dir)
  })

  test("canonical is the page itself; hreflang lists itself, its twin and x-default (English), absolute", () => {
    const { container } = renderAbout()
    expect(container.querySelector('link[rel="canonical"]')).toHaveAttribute("href", `${TEST_SITE_URL}${own}`)
    const english = locale === "en" ? own : twin
    const arabic = locale === "ar" ? own : twin
    expect(hrefLangs(container)).toEqual({
      en: `${TEST_SITE_URL}${english}`,
      ar: `${TEST_SITE_URL}${arabic}`,
      "x-default": `${TEST_SITE_URL}${english}`,
    })
  })

  test("og:locale is the edition's, og:locale:alternate the other's", () => {
    const { meta, container } = renderAbout()
    expect(meta('meta[property="og:locale"]')).toBe(ogLocale)
    const alternates = [...container.querySelectorAll('meta[property="og:locale:alternate"]')]
    expect(alternates.map(tag => tag.getAttribute("content"))).toEqual([ogAlternate])
    expect(meta('meta[property="og:url"]')).toBe(`${TEST_SITE_URL}${own}`)
  })

  test("WebSite and WebPage carry inLanguage; the breadcrumbs stay in the edition", () => {
    const data = jsonLd(renderAbout().container)
    const ofType = (type: string) => data.filter(block => block["@type"] === type)
    expect(ofType("WebSite")).toEqual([
      expect.objectContaining({ inLanguage: locale, publisher: { "@id": `${TEST_SITE_URL}/#organization` } }),
    ])
    expect(ofType("WebPage")).toEqual([expect.objectContaining({ inLanguage: locale, url: `${TEST_SITE_URL}${own}` })])
    const [trail] = ofType("BreadcrumbList")
    expect(trail.itemListElement.map((item: { item: string }) => item.item)).toEqual([
      `${TEST_SITE_URL}${locale === "ar" ? "/ar/" : "/"}`,
      `${TEST_SITE_URL}${own}`,
    ])
  })

  test("names the company and the home crumb from the edition's data", () => {
    const { container } = renderAbout()
    const site = editionOf(company, locale)
    expect(container.querySelector("title")).toHaveTextContent(`About | ${site.name}`)
    const home = editionOf(navigation, locale).main.find(link => link.path === "/")
    const [trail] = jsonLd(container).filter(block => block["@type"] === "BreadcrumbList")
    expect(trail.itemListElement[0].name).toBe(home?.label)
  })

  test("shares under the specification's label in English, the trade name of the titles in Arabic", () => {
    const { meta, container } = renderAbout()
    const site = editionOf(company, locale)
    const sharingName = locale === "en" ? site.siteName : site.name
    expect(meta('meta[property="og:site_name"]')).toBe(sharingName)
    expect(meta('meta[property="og:image:alt"]')).toBe(sharingName)
    expect(jsonLd(container).find(block => block["@type"] === "WebSite")?.name).toBe(sharingName)
    if (locale === "ar") expect(site.legalName.startsWith(sharingName)).toBe(true)
  })
})
