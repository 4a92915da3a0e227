import type { GatsbyConfig } from "gatsby"
import { DATA_OUTSIDE_GRAPHQL } from "./gatsby/data-outside-graphql"
import { publicSiteUrl } from "./src/seo/site-url"
import { sitemapEntry, sitemapExcludes } from "./src/seo/sitemap"
import { PORTFOLIO_LINKS_ALIASES } from "./shared/site-paths"

/** Absolute origin used for canonical URLs, the sitemap and social cards: SITE_URL, else data/company.json. */
export const siteUrl = publicSiteUrl()

const config: GatsbyConfig = {
  // The site's name and texts come from data/ through GraphQL; only the origin is configuration.
  siteMetadata: { siteUrl },
  trailingSlash: "always",
  // generateOnBuild: `gatsby build` (not only `gatsby develop`) writes src/gatsby-types.d.ts.
  graphqlTypegen: { generateOnBuild: true },
  jsxRuntime: "automatic",
  plugins: [
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      options: {
        defaults: {
          // WebP beside the original: for these pictures AVIF came out no smaller than WebP (4 % larger
          // over all sizes) while encoding it took half of the whole build.
          formats: ["auto", "webp"],
          placeholder: "none",
          quality: 70,
          breakpoints: [360, 480, 750, 1080, 1366, 1920],
        },
      },
    },
    "gatsby-transformer-sharp",
    // data/*.json become one node per edition in gatsby-node.ts (onCreateNode), not through gatsby-transformer-json.
    {
      resolve: "gatsby-source-filesystem",
      options: {
        name: "data",
        path: `${__dirname}/data`,
        ignore: ["**/schemas/**", ...DATA_OUTSIDE_GRAPHQL.map(file => `**/${file}`)],
      },
    },
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        excludes: ["/dev-404-page/", ...sitemapExcludes(["/404/", "/404.html", ...PORTFOLIO_LINKS_ALIASES])],
        // Every page with its twin in the other language (xhtml:link alternates).
        serialize: ({ path }: { path: string }) => sitemapEntry(path, siteUrl),
      },
    },
  ],
}

export default config
