import type { GatsbyConfig } from "gatsby"
import { DATA_OUTSIDE_GRAPHQL } from "./gatsby/data-outside-graphql"
import { PORTFOLIO_LINKS_ALIASES } from "./src/site-paths"

/** Absolute origin used for canonical URLs, the sitemap and social cards. */
export const siteUrl = (process.env.SITE_URL || "http://localhost:8000").replace(/\/+$/, "")

/** data/company.json → CompanyJson, data/services-page.json → ServicesPageJson. */
const typeNameFromFile = ({ node }: { node: { name: string } }) =>
  node.name
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map(part => part[0].toUpperCase() + part.slice(1))
    .join("") + "Json"

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
          formats: ["auto", "avif", "webp"],
          placeholder: "none",
          quality: 70,
          breakpoints: [360, 480, 750, 1080, 1366, 1920],
        },
      },
    },
    "gatsby-transformer-sharp",
    { resolve: "gatsby-transformer-json", options: { typeName: typeNameFromFile } },
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
      options: { excludes: ["/404/", "/404.html", "/dev-404-page/", ...PORTFOLIO_LINKS_ALIASES] },
    },
  ],
}

export default config
