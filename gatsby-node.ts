import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { keepFontsAsFiles } from "./gatsby/font-files"
import { CompileHintsPlugin } from "./gatsby/performance/compile-hints-plugin"
import { shortenCssModuleNames } from "./gatsby/performance/short-class-names"
import { isTrickOn } from "./gatsby/performance/switches"
import { typeDefs } from "./gatsby/schema"
import { serviceNodeInput } from "./gatsby/service-node"
import { formatProblems, validateData } from "./gatsby/validate-data"
import { writeRobotsTxt } from "./src/seo/robots-txt"
import { LEGAL_PAGES, PORTFOLIO_LINKS_ALIASES, PORTFOLIO_LINKS_PATH, SERVICES_PATH } from "./src/site-paths"
import type { LegalPageContext } from "./src/templates/legal-page"

const dataDir = path.join(__dirname, "data")
const serviceTemplate = path.resolve("src/templates/service.tsx")
const legalTemplate = path.resolve("src/templates/legal-page.tsx")

/**
 * Before anything is sourced, check every data file against its schema. A
 * broken file would otherwise surface later as a GraphQL or rendering error
 * far from its cause; here the editor gets the file, the JSON path and what
 * was expected, for every problem at once. Runs for `gatsby develop` too.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const { problems } = validateData(dataDir)
  if (problems.length > 0) reporter.panic(formatProblems(problems))
}

/**
 * Declare the types explicitly (see gatsby/schema.ts) instead of letting
 * Gatsby infer them: a field missing from the data then fails loudly instead
 * of vanishing from the schema.
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs)
}

/**
 * Split data/services.json into one `Service` node per service, so that each
 * service page queries only its own service by slug. The node is a child of
 * the ServicesJson node: that parent chain leads back to data/services.json,
 * which is what `@fileByRelativePath` resolves image paths against.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, actions, createNodeId, createContentDigest }) => {
  if (node.internal.type !== "ServicesJson") return
  const items: unknown = node.items
  if (!Array.isArray(items)) return
  for (const item of items) {
    const input = serviceNodeInput(item, node.id, createNodeId, createContentDigest)
    actions.createNode(input)
    actions.createParentChildLink({ parent: node, child: input })
  }
}

/** One page per service at /services/<slug>/, rendered by the service template; the legal pages. */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const { createPage, createRedirect } = actions

  const result = await graphql<{ allService: { nodes: { slug: string }[] } }>(`
    query ServicePages {
      allService(sort: { slug: ASC }) {
        nodes {
          slug
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild(
      "Could not load the services from data/services.json to create the service pages. " +
        "Run `npm run validate:data` to check the data files.",
      result.errors,
    )
    return
  }

  for (const { slug } of result.data.allService.nodes) {
    // Only the slug goes into the context; the template's ServiceBySlug query fetches the rest.
    createPage({ path: `${SERVICES_PATH}${slug}/`, component: serviceTemplate, context: { slug } })
  }

  for (const { path: pagePath, document } of LEGAL_PAGES) {
    createPage<LegalPageContext>({ path: pagePath, component: legalTemplate, context: { document, pagePath } })
  }

  // The home page links to the lowercase /portfoliolinks/, the page itself is /PortfolioLinks/.
  // ignoreCase must be off: with Gatsby's default (on), /PortfolioLinks/ would
  // match its own redirect and loop. redirectInBrowser covers client-side navigation.
  for (const fromPath of PORTFOLIO_LINKS_ALIASES) {
    createRedirect({
      fromPath,
      toPath: PORTFOLIO_LINKS_PATH,
      isPermanent: true,
      redirectInBrowser: true,
      ignoreCase: false,
    })
  }
}

/**
 * robots.txt names the sitemap by absolute URL, which follows SITE_URL (siteMetadata.siteUrl),
 * so it is written after the build instead of kept in static/ (src/seo/robots-txt.ts).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const result = await graphql<{ site: { siteMetadata: { siteUrl: string } } }>(`
    query RobotsSiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `)
  const siteUrl = result.data?.site.siteMetadata.siteUrl
  if (!siteUrl) {
    reporter.panicOnBuild(
      "robots.txt: siteMetadata.siteUrl is missing (gatsby-config.ts reads it from SITE_URL).",
      result.errors,
    )
    return
  }
  writeRobotsTxt(path.join(__dirname, "public"), siteUrl)
}

/**
 * Changes to Gatsby's webpack config: fonts stay files in every stage (gatsby/font-files.ts);
 * in production, short CSS Modules class names (both stages, so the HTML and the CSS agree)
 * and V8's compile hint on the scripts that run as a page loads. Why, and what each is worth:
 * gatsby/performance/README.md.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions }) => {
  const config = getConfig() as { module: { rules: unknown[] }; plugins: unknown[] }
  keepFontsAsFiles(config.module.rules)
  const production = stage === "build-javascript" || stage === "build-html"
  if (production && isTrickOn("short-class-names")) shortenCssModuleNames(config.module.rules)
  if (stage === "build-javascript" && isTrickOn("compile-hints")) config.plugins.push(new CompileHintsPlugin())
  actions.replaceWebpackConfig(config)
}
