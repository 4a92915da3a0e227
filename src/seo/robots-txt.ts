import { writeFileSync } from "node:fs"
import { join } from "node:path"
import { absoluteUrl } from "./json-ld"
import { EDITOR_PATH, STAFF_PATH } from "../../shared/site-paths"

/**
 * robots.txt: everything but the staff inbox and the web editor may be crawled; the sitemap (gatsby-plugin-sitemap's index) is named
 * by absolute URL, as the sitemaps protocol requires. The URL depends on SITE_URL, so the file
 * cannot be a static file: gatsby-node.ts writes it after the build (onPostBuild).
 */
export function robotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    `Disallow: ${STAFF_PATH}`,
    `Disallow: ${EDITOR_PATH}`,
    "",
    `Sitemap: ${absoluteUrl(siteUrl, "/sitemap-index.xml")}`,
    "",
  ].join("\n")
}

export function writeRobotsTxt(publicDir: string, siteUrl: string): void {
  writeFileSync(join(publicDir, "robots.txt"), robotsTxt(siteUrl))
}
