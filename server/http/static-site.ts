/**
 * Serves the Gatsby build in public/ the way Gatsby's own hosting guide expects:
 * trailing-slash URLs (trailingSlash: "always"), /404.html with status 404,
 * precompressed .br/.gz files written by scripts/postbuild.ts, Gatsby's caching
 * rules and a per-page CSP carrying the hashes of that page's inline scripts.
 * Plus two redirects: the lowercase /portfoliolinks -> /PortfolioLinks/ (301), and an
 * unknown service id /services/{x} -> /services/ (302, as the 404 page does in the browser),
 * each in both editions. A miss under /ar/ answers with the Arabic 404 page.
 */
import fastifyStatic from "@fastify/static"
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify"
import { statSync } from "node:fs"
import { join } from "node:path"
import { cacheControlFor, PRIVATE } from "./cache-control"
import { CSP_MANIFEST_FILE, CspManifestReader, pagePathOf } from "./csp-manifest"
import { contentSecurityPolicy } from "./security-headers"
import { rememberVisit } from "./visit-origin"
import { LOCALES, localeOfPath, type Locale } from "../../shared/i18n/locales"
import { localizedPath } from "../../shared/i18n/localized-path"
import {
  isUnknownServicePath,
  PORTFOLIO_LINKS_ALIASES,
  EDITOR_PATH,
  PORTFOLIO_LINKS_PATH,
  SERVICES_PATH,
} from "../../shared/site-paths"

/** Each edition's 404 page in the build: 404.html, ar/404.html. */
export const notFoundPageOf = (locale: Locale): string => localizedPath("/404.html", locale).slice(1)

export type StaticSite = {
  /**
   * Answers with the 404 page of the edition the path belongs to (status 404), or a minimal one
   * when there is no build.
   */
  sendNotFoundPage(reply: FastifyReply, path: string): FastifyReply
}

/**
 * `siteRoot` names the build to serve, asked once per request: a publish may switch it to another
 * release at any moment (server/publish/releases.ts), and each answer comes whole from one.
 */
export async function registerStaticSite(app: FastifyInstance, siteRoot: () => string): Promise<StaticSite> {
  const manifest = new CspManifestReader()

  await app.register(fastifyStatic, {
    root: siteRoot(),
    serve: false,
    preCompressed: true,
    // Cache-Control is set per file below.
    cacheControl: false,
    index: false,
  })

  /** A path below a file ("/robots.txt/x") is no file either (ENOTDIR), nor is anything unreadable. */
  const isFile = (publicDir: string, relativePath: string) => {
    try {
      return statSync(join(publicDir, relativePath)).isFile()
    } catch {
      return false
    }
  }

  const sendFile = (reply: FastifyReply, publicDir: string, relativePath: string) => {
    reply.header("cache-control", cacheControlFor(relativePath))
    if (relativePath.endsWith(".html")) {
      reply.header(
        "content-security-policy",
        contentSecurityPolicy(manifest.hashesFor(publicDir, pagePathOf(relativePath))),
      )
      // A page that sets the visit cookie is this visitor's alone: no shared cache may keep it.
      if (reply.statusCode === 200 && rememberVisit(reply.request, reply)) reply.header("cache-control", PRIVATE)
    }
    return reply.sendFile(relativePath, publicDir)
  }

  const sendNotFoundPage = (reply: FastifyReply, path: string, publicDir = siteRoot()) => {
    reply.code(404)
    const page = notFoundPageOf(localeOfPath(path))
    if (isFile(publicDir, page)) return sendFile(reply, publicDir, page)
    return reply
      .header("cache-control", "no-store")
      .type("text/html; charset=utf-8")
      .send("<!doctype html><title>404 Page Not Found</title><h1>404</h1><p>Page Not Found</p>")
  }

  for (const locale of LOCALES) {
    const toPortfolioLinks = (_request: FastifyRequest, reply: FastifyReply) =>
      reply.redirect(localizedPath(PORTFOLIO_LINKS_PATH, locale), 301)
    for (const alias of PORTFOLIO_LINKS_ALIASES) app.get(localizedPath(alias, locale), toPortfolioLinks)
  }

  app.get("/*", (request, reply) => {
    const queryStart = request.url.indexOf("?")
    const rawPath = queryStart === -1 ? request.url : request.url.slice(0, queryStart)
    const query = queryStart === -1 ? "" : request.url.slice(queryStart)
    const path = decodePath(rawPath)
    const publicDir = siteRoot()
    if (path === null || isHidden(path)) return sendNotFoundPage(reply, rawPath, publicDir)

    const relativePath = path.slice(1)
    if (path.endsWith("/")) {
      if (isFile(publicDir, relativePath + "index.html")) return sendFile(reply, publicDir, relativePath + "index.html")
    } else if (isFile(publicDir, relativePath)) {
      return sendFile(reply, publicDir, relativePath)
    } else if (isFile(publicDir, relativePath + "/index.html")) {
      return reply.redirect(`${rawPath}/${query}`, 301)
    }
    if (isUnknownServicePath(path)) return reply.redirect(localizedPath(SERVICES_PATH, localeOfPath(path)), 302)
    return sendNotFoundPage(reply, path, publicDir)
  })

  return { sendNotFoundPage }
}

/**
 * The decoded URL path, or null when it is not in canonical form: "//x" or "/\x"
 * would turn our trailing-slash redirect into a redirect to another site, and
 * "." / ".." segments have no business in a link to a static file.
 */
function decodePath(rawPath: string): string | null {
  let path: string
  try {
    path = decodeURIComponent(rawPath)
  } catch {
    return null
  }
  if (!path.startsWith("/") || path.includes("\\") || path.includes("\0")) return null
  const segments = path.slice(1).split("/")
  if (path.endsWith("/")) segments.pop()
  if (segments.some(segment => segment === "" || segment === "." || segment === "..")) return null
  return path
}

/** A source map, also as the precompressed copies postbuild writes beside it. */
const SOURCE_MAP = /\.map(?:\.br|\.gz)?$/

/**
 * Dotfiles (except /.well-known), the server's own CSP manifest and the build's source maps are not
 * part of the site: a source map would hand out the code as written, comments and all. Nor is the
 * web editor's page, in any spelling: only the staff's editor route shows it (server/staff/editor-page.ts).
 */
function isHidden(path: string): boolean {
  if (path === `/${CSP_MANIFEST_FILE}` || SOURCE_MAP.test(path)) return true
  if (path.toLowerCase().startsWith(EDITOR_PATH) && (path.endsWith("/") || path.toLowerCase().endsWith(".html")))
    return true
  return path.split("/").some(segment => segment.startsWith(".") && segment !== ".well-known")
}
