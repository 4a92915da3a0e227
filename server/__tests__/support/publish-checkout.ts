/**
 * A site checkout whose build is small and observable: the site's own build takes a minute and
 * more (measured by `npm run bench:publish`), so the checkout's package.json names a build that
 * writes each edition's pages from data/pricing.json slowly, in pieces, as a real build writes
 * public/. Every page states the first plan's price and the build's number at its start and at
 * its end. A price of 13 fails the build; so does a second build starting while one runs in the
 * checkout. A build starts only while the file build-gate exists.
 */
import { execFileSync } from "node:child_process"
import { cpSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { tempDir } from "./test-app"

const realRoot = join(__dirname, "../../..")

const BUILD_SCRIPT = `
const fs = require("node:fs")
// A test holds builds back by removing the gate file; each build waits here until it is back.
while (!fs.existsSync("build-gate")) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 20)
try { fs.writeFileSync("building", "", { flag: "wx" }) } catch { console.error("another build is running in this checkout"); process.exit(1) }
const price = JSON.parse(fs.readFileSync("data/pricing.json", "utf8")).items[0].price
fs.appendFileSync("builds.log", price + "\\n")
const build = fs.readFileSync("builds.log", "utf8").trim().split("\\n").length
if (price === 13) { fs.rmSync("building"); console.error("data/pricing.json /items/0/price: 13 is refused by this build"); process.exit(1) }
const mark = "<!-- build " + build + " price " + price + " -->"
const pages = ["index.html", "ar/index.html", "404.html", "ar/404.html"]
fs.mkdirSync("public/ar", { recursive: true })
let piece = 0
const next = () => {
  if (piece === 40) { for (const page of pages) fs.appendFileSync("public/" + page, mark); fs.rmSync("building"); return }
  for (const page of pages) fs.appendFileSync("public/" + page, piece === 0 ? mark + "x".repeat(2000) : "x".repeat(2000), { flag: piece === 0 ? "w" : "a" })
  piece++
  setTimeout(next, 5)
}
next()
`

/** A new checkout of data/ with the build above, committed by a developer. */
export function publishCheckout(): string {
  const checkout = tempDir("publish-checkout-")
  cpSync(join(realRoot, "data"), join(checkout, "data"), { recursive: true })
  cpSync(join(realRoot, ".prettierrc.json"), join(checkout, ".prettierrc.json"))
  writeFileSync(join(checkout, "build.js"), BUILD_SCRIPT)
  writeFileSync(join(checkout, "builds.log"), "")
  writeFileSync(join(checkout, "build-gate"), "")
  writeFileSync(join(checkout, ".gitignore"), "public/\nbuilds.log\nbuild-gate\nbuilding\n")
  writeFileSync(join(checkout, "package.json"), JSON.stringify({ scripts: { "build:site": "node build.js" } }))
  const git = (...args: string[]) => execFileSync("git", args, { cwd: checkout })
  git("init", "--quiet", "--initial-branch=main")
  git("add", ".")
  git("-c", "user.name=Developer", "-c", "user.email=dev@example.com", "commit", "--quiet", "-m", "Deployed")
  return checkout
}

/** The prices the checkout's builds read, in the order they started. */
export function builtPrices(checkout: string): number[] {
  return readFileSync(join(checkout, "builds.log"), "utf8").split("\n").filter(Boolean).map(Number)
}

/** A deployed build whose pages say "deployed". */
export function deployedBuild(): string {
  const publicDir = tempDir("publish-deployed-")
  mkdirSync(join(publicDir, "ar"))
  for (const page of ["index.html", "ar/index.html", "404.html", "ar/404.html"])
    writeFileSync(join(publicDir, page), "<!-- deployed --><p>deployed</p><!-- deployed -->")
  return publicDir
}

/** The release a page is of, when it is whole: it starts and ends with the same release's mark; else null. */
export function releaseOf(body: string): string | null {
  const first = /^<!-- (.*?) -->/.exec(body)?.[1]
  const last = /<!-- ([^>]*?) -->$/.exec(body)?.[1]
  return first !== undefined && first === last ? first : null
}
