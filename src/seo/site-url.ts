import company from "../../data/company.json"

/**
 * The site's public origin, written into canonical links, og:url, og:image, the sitemap and
 * robots.txt: SITE_URL when it is set (the deployment's address), otherwise the address in
 * data/company.json, where the other placeholders live. Read by gatsby-config.ts and by the
 * tests that check what the build wrote, so both always agree.
 */
export const publicSiteUrl = (fromEnvironment: string | undefined = process.env.SITE_URL): string =>
  (fromEnvironment || company.siteUrl).replace(/\/+$/, "")
