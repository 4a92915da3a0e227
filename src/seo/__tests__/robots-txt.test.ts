import { robotsTxt } from "../robots-txt"

test("robots.txt allows crawling but the staff inbox and the web editor, and names the sitemap index by absolute URL", () => {
  expect(robotsTxt("https://www.example.com/")).toBe(
    "User-agent: *\nAllow: /\nDisallow: /staff/\nDisallow: /admin/\n\nSitemap: https://www.example.com/sitemap-index.xml\n",
  )
})
