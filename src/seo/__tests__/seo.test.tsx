/** @jest-environment jsdom */
import { render } from "@testing-library/react"
import company from "../../../data/company.json"
import navigation from "../../../data/navigation.json"
import { mockSiteData, TEST_SITE_URL } from "../../hooks/__tests__/site-data-fixture"
import { Seo } from "../seo"

beforeEach(() => mockSiteData())

/** Gatsby moves what Head renders into <head>; the test reads it from a container. */
function renderHead(ui: JSX.Element) {
  const { container } = render(ui)
  const meta = (selector: string) => container.querySelector(selector)?.getAttribute("content")
  return { container, meta }
}

test("sets title, description, keywords, canonical and the social-share tags", () => {
  const { container, meta } = renderHead(
    <Seo title="Our Services" description="What we offer." keywords={["tax", "VAT"]} path="/services/" />,
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

test("a noindex page has no canonical link", () => {
  const { container, meta } = renderHead(<Seo title="Page Not Found" description="Gone." path="/404/" noindex />)
  expect(meta('meta[name="robots"]')).toBe("noindex, follow")
  expect(container.querySelector('link[rel="canonical"]')).toBeNull()
})

test("breadcrumbs start at the home page, named as the navigation names it, and come out as BreadcrumbList JSON-LD", () => {
  const home = navigation.main.find(link => link.path === "/")!
  const { container } = renderHead(
    <Seo
      title="About"
      description="About us."
      path="/about/"
      breadcrumbs={[{ name: "About Our Company", path: "/about/" }]}
    />,
  )
  const scripts = [...container.querySelectorAll('script[type="application/ld+json"]')]
  const data = scripts.map(script => JSON.parse(script.innerHTML))
  expect(data).toEqual([
    expect.objectContaining({
      "@type": "BreadcrumbList",
      itemListElement: [
        expect.objectContaining({ position: 1, name: home.label, item: `${TEST_SITE_URL}/` }),
        expect.objectContaining({ position: 2, name: "About Our Company", item: `${TEST_SITE_URL}/about/` }),
      ],
    }),
  ])
})
