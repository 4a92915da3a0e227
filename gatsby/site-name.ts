import { readFileSync } from "node:fs"

/**
 * The site name for siteMetadata, read when the config loads rather than
 * imported: Gatsby bundles an imported JSON file into the compiled config, so
 * a syntax error in data/company.json would stop the build there with a
 * message naming no file. Read this way, a broken file yields "" and
 * onPreBootstrap reports it with its line and column.
 */
export function siteNameFrom(companyFile: string): string {
  try {
    const company: unknown = JSON.parse(readFileSync(companyFile, "utf8"))
    if (
      typeof company === "object" &&
      company !== null &&
      "siteName" in company &&
      typeof company.siteName === "string"
    ) {
      return company.siteName
    }
  } catch {
    // Reported by the data validation in onPreBootstrap.
  }
  return ""
}
