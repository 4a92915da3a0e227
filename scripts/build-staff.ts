/**
 * Builds the staff inbox (src/staff/) into dist/staff-app/: one script and one stylesheet with
 * content hashes in their names, and the HTML shell the server sends for every /staff/ page.
 * A separate bundle, not a Gatsby page, so the public pages' JavaScript does not change and the
 * staff pages can run under a Content-Security-Policy without any inline script.
 */
import { build, type BuildOptions } from "esbuild"
import { mkdirSync, rmSync, writeFileSync } from "node:fs"
import { basename, join } from "node:path"
import { htmlShell } from "./html-shell"

const root = join(__dirname, "..")
export const STAFF_APP_DIR = join(root, "dist", "staff-app")

/** The bundle of the staff app into `assetsDir` (also read by scripts/build-inputs.ts for the files it takes in). */
export function staffBundleOptions(assetsDir: string): BuildOptions & { metafile: true } {
  return {
    entryPoints: { app: join(root, "src", "staff", "main.tsx") },
    bundle: true,
    minify: true,
    format: "esm",
    target: ["es2020"],
    jsx: "automatic",
    outdir: assetsDir,
    entryNames: "[name]-[hash]",
    metafile: true,
    legalComments: "none",
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "warning",
  }
}

export async function buildStaffApp(outDir: string = STAFF_APP_DIR): Promise<void> {
  rmSync(outDir, { recursive: true, force: true })
  const assets = join(outDir, "assets")
  mkdirSync(assets, { recursive: true })
  const result = await build(staffBundleOptions(assets))
  const outputs = Object.keys(result.metafile.outputs).map(file => basename(file))
  const script = outputs.find(file => file.endsWith(".js"))
  const stylesheet = outputs.find(file => file.endsWith(".css"))
  if (!script || !stylesheet) throw new Error(`The staff build wrote no script or stylesheet: ${outputs.join(", ")}`)
  writeFileSync(
    join(outDir, "index.html"),
    htmlShell({
      title: "Staff",
      head: [
        `<link rel="stylesheet" href="/staff/assets/${stylesheet}">`,
        `<script type="module" src="/staff/assets/${script}"></script>`,
      ],
      body: ['<div id="staff-root"></div>', "<noscript>The staff inbox needs JavaScript.</noscript>"],
    }),
  )
}

if (require.main === module) {
  buildStaffApp().catch(error => {
    console.error(error)
    process.exit(1)
  })
}
