import { robotsTxt } from "../robots-txt"

test("robots.txt allows crawling but the staff inbox and the web editor, and names the sitemap index by absolute URL", () => {
  expect(robotsTxt("https://www.example.com/")).toBe(
    "User-agent: *\nAllow: /\nDisallow: /staff/\nDisallow: /admin/\n\nSitemap: https://www.example.com/sitemap-index.xml\n",
  )
})

test("no rule keeps crawlers out of the Arabic edition under /ar/", () => {
  const disallowed = robotsTxt("https://www.example.com")
    .split("\n")
    .filter(line => line.startsWith("Disallow:"))
    .map(line => line.replace(/^Disallow:\s*/, ""))
  for (const path of ["/ar/", "/ar/about/", "/ar/services/vat-service/"]) {
    expect(disallowed.filter(prefix => prefix !== "" && path.startsWith(prefix))).toEqual([])
  }
})
