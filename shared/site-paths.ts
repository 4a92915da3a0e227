/**
 * Addresses that the pages, the build (gatsby-node, gatsby-config) and the server must agree
 * on. Each is written once, here.
 */

/** Where both forms post. The server answers it; a build may point the forms elsewhere. */
export const LEAD_ENDPOINT_PATH = "/send_email.php"

export const SERVICES_PATH = "/services/"

/** The staff inbox, served by the server, never crawled (robots.txt) nor in the sitemap. */
export const STAFF_PATH = "/staff/"

/** The web editor for data/ (Decap CMS): never crawled (robots.txt), not a Gatsby page. */
export const EDITOR_PATH = "/admin/"
/** What the staff sign-in is asked to go back to once signed in: the web editor (and nothing else). */
export const EDITOR_SIGN_IN_NEXT = "editor"
/** The staff sign-in, asked to come back to the web editor. */
export const EDITOR_SIGN_IN_PATH = `/staff/?next=${EDITOR_SIGN_IN_NEXT}`

/** The client project list; its address is case-sensitive. */
export const PORTFOLIO_LINKS_PATH = "/PortfolioLinks/"

/** Lowercase spellings (the home page links to one) that redirect permanently to the list. */
export const PORTFOLIO_LINKS_ALIASES = ["/portfoliolinks/", "/portfoliolinks"] as const

/**
 * Any address under /services/ (or /ar/services/) that is not a built service page is an unknown
 * service id: it goes to its edition's /services/ instead of a 404. The server checks it after
 * looking for a file, the 404 page before its first paint (as an inline script, hence a regular
 * expression) and on mount.
 */
export const SERVICE_ID_PATH = /^(\/ar)?\/services\/./

export function isUnknownServicePath(pathname: string): boolean {
  return SERVICE_ID_PATH.test(pathname)
}

/** Gatsby builds the 404 page twice, at /404/ and /404.html (the one servers answer misses with). */
export const isNotFoundPagePath = (path: string): boolean => /^\/404(\/|\.html)$/.test(path)

/** The legal pages, each showing one document of data/legal.json. */
export const LEGAL_PAGES = [
  { path: "/privacy-policy/", document: "privacy" },
  { path: "/terms-conditions/", document: "terms" },
] as const

export type LegalDocument = (typeof LEGAL_PAGES)[number]["document"]
