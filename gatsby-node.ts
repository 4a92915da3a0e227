import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { keepFontsAsFiles } from "./gatsby/font-files"
import { CompileHintsPlugin } from "./gatsby/performance/compile-hints-plugin"
import { shortenCssModuleNames } from "./gatsby/performance/short-class-names"
import { isTrickOn } from "./gatsby/performance/switches"
import { typeDefsIn } from "./gatsby/schema"
import { editionNodeInputs, serviceNodeInputs } from "./gatsby/edition-nodes"
import { formatProblems, validateData } from "./shared/data-validation/validate-data"
import { formContentOf } from "./shared/forms/form-edition-files"
import { uiContentOf } from "./src/components/ui/ui-text-files"
import { writeRobotsTxt } from "./src/seo/robots-txt"
import {
  isNotFoundPagePath,
  LEGAL_PAGES,
  PORTFOLIO_LINKS_ALIASES,
  PORTFOLIO_LINKS_PATH,
  SERVICES_PATH,
} from "./shared/site-paths"
import { DEFAULT_LOCALE, LOCALE_PREFIX, LOCALES, type Locale } from "./shared/i18n/locales"
import { localizedPath } from "./shared/i18n/localized-path"
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
 * Declare the types explicitly, generated from data/schemas/ (gatsby/schema.ts), instead of
 * letting Gatsby infer them: a field missing from the data then fails loudly instead of
 * vanishing from the schema.
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefsIn(path.join(dataDir, "schemas")))
}

/**
 * Every data file becomes one node per edition (gatsby/edition-nodes.ts), a child of its File
 * node. Then data/services.json's node of each edition is split into one `Service` node per
 * service, so that each service page queries only its own service by slug and edition. The
 * parent chain Service → ServicesJson → File leads back to data/services.json, which is what
 * `@fileByRelativePath` resolves image paths against.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = async ({
  node,
  actions,
  loadNodeContent,
  createNodeId,
  createContentDigest,
}) => {
  const helpers = { createNodeId, createContentDigest }
  const children =
    node.internal.type === "File" && node.sourceInstanceName === "data" && node.extension === "json"
      ? editionNodeInputs(node as typeof node & { name: string }, JSON.parse(await loadNodeContent(node)), helpers)
      : node.internal.type === "ServicesJson"
        ? serviceNodeInputs(node, helpers)
        : []
  for (const child of children) {
    actions.createNode(child)
    actions.createParentChildLink({ parent: node, child })
  }
}

/**
 * Every page of src/pages exists in each edition: English at its own path, Arabic under /ar/
 * (404 included, so that unknown Arabic addresses get an Arabic answer). The edition goes into
 * the page context, where the page query reads it as $locale and the page wrapper as useLocale();
 * the 404 pages are marked `notFound` (their address is any unknown one, so the language switch
 * cannot translate it). Every page's context also carries its edition's form content
 * (editionContext); the page wrapper refuses a page without it, so a missing one fails the build.
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  const context = page.context as { locale?: unknown } | undefined
  if (context?.locale !== undefined) return
  actions.deletePage(page)
  if (page.path.startsWith("/dev-404-page")) {
    // gatsby develop's own 404 page (its list of pages): one, English, without the layout, as its
    // query holds no site data.
    actions.createPage({ ...page, context: { ...page.context, ...editionContext(DEFAULT_LOCALE), bare: true } })
    return
  }
  const notFound = isNotFoundPagePath(page.path)
  for (const locale of LOCALES) {
    actions.createPage({
      ...page,
      path: localizedPath(page.path, locale),
      matchPath: page.matchPath && localizedPath(page.matchPath, locale),
      ...(notFound && page.path.endsWith(".html") && locale !== DEFAULT_LOCALE
        ? // In the browser Gatsby falls back to /404.html (English) for any path it has no page for;
          // this makes it take the edition's 404 page under its prefix, as the server does.
          // Gatsby ranks the built pages under /ar/ above this pattern (match-paths.json).
          { matchPath: `${LOCALE_PREFIX[locale]}*` }
        : {}),
      context: { ...page.context, ...editionContext(locale), ...(notFound ? { notFound: true } : {}) },
    })
  }
}

/**
 * What every page's context holds about its edition: the locale, the forms' words and service
 * choices and the interface wording of that edition only (the quote popup and the layout are on
 * every page), so no page's JavaScript carries either edition's texts
 * (src/forms/form-edition-context.tsx, src/components/ui/ui-text.ts).
 */
function editionContext(locale: Locale) {
  return { locale, forms: formContentOf(locale), ui: uiContentOf(locale) }
}

/** In each edition: one page per service at /services/<slug>/, rendered by the service template; the legal pages. */
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

  const slugs = [...new Set(result.data.allService.nodes.map(node => node.slug))]
  for (const locale of LOCALES) createEditionPages(locale, slugs, createPage, createRedirect)
}

/** The service pages, the legal pages and the lower-case PortfolioLinks redirects of one edition. */
function createEditionPages(
  locale: Locale,
  slugs: ReadonlyArray<string>,
  createPage: Parameters<NonNullable<GatsbyNode["createPages"]>>[0]["actions"]["createPage"],
  createRedirect: Parameters<NonNullable<GatsbyNode["createPages"]>>[0]["actions"]["createRedirect"],
) {
  for (const slug of slugs) {
    // Only the slug and edition go into the context; the template's ServiceBySlug query fetches the rest.
    createPage({
      path: localizedPath(`${SERVICES_PATH}${slug}/`, locale),
      component: serviceTemplate,
      context: { slug, ...editionContext(locale) },
    })
  }

  for (const { path: pagePath, document } of LEGAL_PAGES) {
    createPage<LegalPageContext>({
      path: localizedPath(pagePath, locale),
      component: legalTemplate,
      context: { document, pagePath, ...editionContext(locale) },
    })
  }

  // The spec also names the lowercase /portfoliolinks/; the page itself is /PortfolioLinks/.
  // ignoreCase must be off: with Gatsby's default (on), /PortfolioLinks/ would
  // match its own redirect and loop. redirectInBrowser covers client-side navigation.
  for (const fromPath of PORTFOLIO_LINKS_ALIASES) {
    createRedirect({
      fromPath: localizedPath(fromPath, locale),
      toPath: localizedPath(PORTFOLIO_LINKS_PATH, locale),
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
 * gatsby/performance/README.md. And no source maps in production: the server never serves one
 * (server/http/static-site.ts), so writing and compressing them was build time spent on files
 * nobody could read.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, getConfig, actions }) => {
  const config = getConfig() as { module: { rules: unknown[] }; plugins: unknown[]; devtool?: string | false }
  keepFontsAsFiles(config.module.rules)
  const production = stage === "build-javascript" || stage === "build-html"
  if (production) config.devtool = false
  if (production && isTrickOn("short-class-names")) shortenCssModuleNames(config.module.rules)
  if (stage === "build-javascript" && isTrickOn("compile-hints")) config.plugins.push(new CompileHintsPlugin())
  actions.replaceWebpackConfig(config)
}
