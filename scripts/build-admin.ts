/**
 * Builds the web editor into public/admin/ (or another folder): Decap CMS's own bundle and its
 * lazily loaded chunks copied from node_modules/decap-cms/dist, this project's set-up script
 * (src/admin/main.ts with the generated configuration and the site's pages for the preview, with
 * their styles in admin.css and the Arabic font beside it) and the page. Nothing comes from a
 * CDN. No public page loads any of it.
 */
import { build, type BuildOptions, type Plugin } from "esbuild"
import { copyFileSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { htmlShell } from "./html-shell"

const root = join(__dirname, "..")
export const ADMIN_DIR = join(root, "public", "admin")
const DECAP_DIST = join(root, "node_modules", "decap-cms", "dist")

/**
 * The editor's own few rules: each text field takes the direction of the text in it, so Arabic
 * reads right to left on the Arabic side (Decap sets no direction per locale) and a price or phone
 * number inside it keeps its place.
 */
const EDITOR_CSS = "input, textarea { unicode-bidi: plaintext; }\n"

/** The site's stylesheets name packages' files as webpack does, `url("~@fontsource/…")`. */
const packageUrls: Plugin = {
  name: "package-urls",
  setup(builder) {
    builder.onResolve({ filter: /^~/ }, args => ({ path: join(root, "node_modules", args.path.slice(1)) }))
  },
}

/** The bundle of the set-up script into `outDir` (also read by scripts/build-inputs.ts for the files it takes in). */
export function adminBundleOptions(outDir: string): BuildOptions {
  return {
    entryPoints: [join(root, "src", "admin", "main.ts")],
    bundle: true,
    minify: true,
    format: "iife",
    target: ["es2020"],
    outfile: join(outDir, "admin.js"),
    legalComments: "none",
    logLevel: "warning",
    jsx: "automatic",
    // The site's pages import Gatsby's API; in the preview no Gatsby runs (gatsby-in-preview.tsx).
    alias: { gatsby: join(root, "src", "admin", "preview", "gatsby-in-preview.tsx") },
    // What Gatsby sets in a page's bundle; the preview posts no form, so the default endpoint.
    define: {
      "process.env.NODE_ENV": '"production"',
      "process.env.GATSBY_LEAD_ENDPOINT": '""',
      "process.env.SITE_URL": "undefined",
    },
    loader: { ".woff2": "file" },
    assetNames: "fonts/[name]-[hash]",
    plugins: [packageUrls],
  }
}

export async function buildAdmin(outDir: string = ADMIN_DIR): Promise<void> {
  rmSync(outDir, { recursive: true, force: true })
  mkdirSync(outDir, { recursive: true })
  for (const file of readdirSync(DECAP_DIST).filter(name => name.endsWith("decap-cms.js")))
    copyFileSync(join(DECAP_DIST, file), join(outDir, file))
  await build(adminBundleOptions(outDir))
  writeFileSync(join(outDir, "editor.css"), EDITOR_CSS)
  writeFileSync(
    join(outDir, "index.html"),
    htmlShell({
      title: "Content editor",
      head: ['<link rel="stylesheet" href="editor.css">'],
      // admin.js first: it tells decap-cms.js to wait for CMS.init instead of fetching config.yml.
      body: [
        "<noscript>The content editor needs JavaScript.</noscript>",
        '<script src="admin.js"></script>',
        '<script src="decap-cms.js"></script>',
      ],
    }),
  )
}

if (require.main === module) {
  buildAdmin(process.argv[2]).catch(error => {
    console.error(error)
    process.exit(1)
  })
}
