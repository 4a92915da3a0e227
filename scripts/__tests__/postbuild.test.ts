import { existsSync, mkdirSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { brotliDecompressSync, gunzipSync } from "node:zlib"
import { createHash } from "node:crypto"
import { brotliQualityFor, postbuild } from "../postbuild"

const script = (body: string) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`

function site(): string {
  const dir = mkdtempSync(join(tmpdir(), "postbuild-"))
  mkdirSync(join(dir, "about"))
  writeFileSync(
    join(dir, "index.html"),
    `<html><head><script type="application/ld+json">{"a":1}</script></head><body>${"<p>text</p>".repeat(50)}` +
      `<script id="gatsby-script-loader">window.pagePath="/";</script><script>window.x=1</script><script src="/app.js"></script></body></html>`,
  )
  writeFileSync(
    join(dir, "about", "index.html"),
    `<html><body><script type="text/javascript">var a</script>${"x".repeat(300)}</body></html>`,
  )
  writeFileSync(join(dir, "app-0123456789abcdef0123.js"), "console.log(1);".repeat(100))
  writeFileSync(join(dir, "tiny.txt"), "a")
  writeFileSync(join(dir, "photo.jpg"), "binary".repeat(100))
  return dir
}

describe("postbuild", () => {
  it("writes the inline script hashes of every page, ignoring JSON-LD and external scripts", () => {
    const dir = site()
    postbuild(dir)
    expect(JSON.parse(readFileSync(join(dir, "csp-hashes.json"), "utf8"))).toEqual({
      "/": [script('window.pagePath="/";'), script("window.x=1")],
      "/about/": [script("var a")],
    })
  })

  it("removes the NUL bytes React 18's stream renderer leaves between Arabic letters, and only those", () => {
    const dir = site()
    const arabic = Buffer.from("<html><body><p>استشارة مجانية</p></body></html>")
    const split = arabic.indexOf(Buffer.from("ية"))
    mkdirSync(join(dir, "ar"))
    writeFileSync(
      join(dir, "ar", "index.html"),
      Buffer.concat([arabic.subarray(0, split), Buffer.from([0, 0]), arabic.subarray(split)]),
    )
    const english = readFileSync(join(dir, "index.html"))
    const summary = postbuild(dir)
    expect(readFileSync(join(dir, "ar", "index.html"))).toEqual(arabic)
    expect(brotliDecompressSync(readFileSync(join(dir, "ar", "index.html.br")))).toEqual(arabic)
    expect(readFileSync(join(dir, "index.html"))).toEqual(english)
    expect(summary.repaired).toBe(1)
  })

  it("compresses what visitors download at brotli's highest quality, and only a bundle of a megabyte or more lower", () => {
    expect(brotliQualityFor(999_999)).toBe(11)
    expect(brotliQualityFor(1_000_000)).toBe(9)
  })

  it("precompresses text assets with brotli and gzip when that saves bytes, and nothing else", () => {
    const dir = site()
    postbuild(dir)
    const js = readFileSync(join(dir, "app-0123456789abcdef0123.js"))
    expect(brotliDecompressSync(readFileSync(join(dir, "app-0123456789abcdef0123.js.br")))).toEqual(js)
    expect(gunzipSync(readFileSync(join(dir, "app-0123456789abcdef0123.js.gz")))).toEqual(js)
    expect(existsSync(join(dir, "index.html.br"))).toBe(true)
    expect(existsSync(join(dir, "tiny.txt.br"))).toBe(false)
    expect(existsSync(join(dir, "photo.jpg.gz"))).toBe(false)
  })

  it("is idempotent, redoes changed files and removes compressed copies of deleted ones", () => {
    const dir = site()
    expect(postbuild(dir).compressed).toBeGreaterThan(0)
    expect(postbuild(dir).compressed).toBe(0)

    writeFileSync(join(dir, "about", "index.html"), `<html><body>${"changed ".repeat(100)}</body></html>`)
    const future = new Date(Date.now() + 5000)
    utimesSync(join(dir, "about", "index.html"), future, future)
    expect(postbuild(dir).compressed).toBe(2)
    expect(brotliDecompressSync(readFileSync(join(dir, "about", "index.html.br"))).toString()).toContain("changed")

    writeFileSync(join(dir, "gone.js.br"), "stale")
    expect(postbuild(dir).removed).toBe(1)
    expect(existsSync(join(dir, "gone.js.br"))).toBe(false)
  })
})
