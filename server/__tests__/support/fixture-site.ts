/**
 * A small stand-in for Gatsby's public/: pages shaped like Gatsby's output (three
 * inline scripts, a JSON-LD block, inlined styles), hashed assets, page-data and
 * /static files, then run through the real postbuild step.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { postbuild } from "../../../scripts/postbuild"

export const HASHED_SCRIPT = "app-0123456789abcdef0123.js"

const page = (title: string, body: string) => `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/>
<title>${title}</title><style data-href="/styles.css">body{margin:0}</style>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Fixture"}</script>
</head><body><div id="___gatsby">${body}</div>
<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/${title}/";/*]]>*/</script>
<script id="gatsby-chunk-mapping">/*<![CDATA[*/window.___chunkMapping="{}";/*]]>*/</script>
<script>window.___webpackCompilationHash="${title}";</script>
<script src="/${HASHED_SCRIPT}" async></script></body></html>
`

const files: Record<string, string> = {
  "index.html": page("home", "<h1>Home</h1>" + "<p>Business services in Dubai.</p>".repeat(40)),
  "about/index.html": page("about", "<h1>About Our Company</h1>"),
  "services/index.html": page("services", "<h1>Our Services</h1>"),
  "services/open-bank-account/index.html": page("open-bank-account", "<h1>Open Bank Account</h1>"),
  "PortfolioLinks/index.html": page("PortfolioLinks", "<h1>Client projects</h1>"),
  "404.html": page("404", "<h1>404</h1><p>Page Not Found</p>"),
  "ar/index.html": page("ar", "<h1>الرئيسية</h1>"),
  "ar/services/index.html": page("ar/services", "<h1>خدماتنا</h1>"),
  "ar/PortfolioLinks/index.html": page("ar/PortfolioLinks", "<h1>مشاريع العملاء</h1>"),
  "ar/404.html": page("ar/404", "<h1>404</h1><p>الصفحة غير موجودة</p>"),
  [HASHED_SCRIPT]: `(()=>{${"console.log('gatsby');".repeat(200)}})();`,
  "styles.0123456789abcdef0123.css": "body{color:#111}".repeat(100),
  "page-data/app-data.json": JSON.stringify({ webpackCompilationHash: "abc" }),
  "page-data/index/page-data.json": JSON.stringify({ path: "/", result: { data: { text: "x".repeat(500) } } }),
  "static/0a1b2c3d/hero.png": "not really a png",
  "robots.txt": "User-agent: *\nAllow: /\n",
  ".build-fingerprint": "internal\n",
}

/** Creates the fixture in a new temporary directory and returns its path. */
export function createFixtureSite(): string {
  const root = mkdtempSync(join(tmpdir(), "fixture-public-"))
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), content)
  }
  postbuild(root)
  return root
}
