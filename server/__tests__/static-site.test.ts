import type { FastifyInstance } from "fastify"
import { brotliDecompressSync } from "node:zlib"
import { buildApp } from "../app"
import { IMMUTABLE, PRIVATE, REVALIDATE } from "../http/cache-control"
import { inlineScriptHashes } from "../http/csp-manifest"
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { createFixtureSite, HASHED_SCRIPT } from "./support/fixture-site"
import { testConfig } from "./support/test-app"

let app: FastifyInstance
let publicDir: string

beforeAll(async () => {
  publicDir = createFixtureSite()
  app = await buildApp(testConfig({ publicDir }))
})
afterAll(() => app.close())

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers })

describe("pages", () => {
  it("serves a page at its trailing-slash URL, revalidated on every use", async () => {
    const response = await get("/about/", { cookie: "visit=x" })
    expect(response.statusCode).toBe(200)
    expect(response.headers["content-type"]).toMatch(/^text\/html/)
    expect(response.headers["cache-control"]).toBe(REVALIDATE)
    expect(response.body).toContain("About Our Company")
  })

  it("a page that sets the visit cookie is private: no shared cache hands it to the next visitor", async () => {
    const response = await get("/about/")
    expect(response.headers["set-cookie"]).toMatch(/^visit=/)
    expect(response.headers["cache-control"]).toBe(PRIVATE)
  })

  it("redirects /x to /x/ with 301 when /x/ is a page, keeping the query", async () => {
    const response = await get("/about?ref=mail")
    expect(response.statusCode).toBe(301)
    expect(response.headers.location).toBe("/about/?ref=mail")
  })

  it("answers an unknown path with the 404 page and status 404", async () => {
    const response = await get("/no-such-page/")
    expect(response.statusCode).toBe(404)
    expect(response.headers["content-type"]).toMatch(/^text\/html/)
    expect(response.body).toContain("Page Not Found")
  })

  it("answers an unknown path under /ar/ with the Arabic 404 page and status 404", async () => {
    for (const url of ["/ar/no-such-page/", "/ar/no-such-page", "/ar/about/deeper/"]) {
      const response = await get(url)
      expect([url, response.statusCode]).toEqual([url, 404])
      expect(response.body).toContain("الصفحة غير موجودة")
    }
    // An English path that merely starts with "ar" is English.
    expect((await get("/archive/")).body).toContain("Page Not Found")
    expect((await get("/ar/")).statusCode).toBe(200)
  })

  it("sends /ar/portfoliolinks to /ar/PortfolioLinks/ and an unknown Arabic service to /ar/services/", async () => {
    for (const url of ["/ar/portfoliolinks", "/ar/portfoliolinks/"]) {
      const response = await get(url)
      expect([url, response.statusCode, response.headers.location]).toEqual([url, 301, "/ar/PortfolioLinks/"])
    }
    for (const url of ["/ar/services/no-such-service/", "/ar/services/no-such/deeper/"]) {
      const response = await get(url)
      expect([url, response.statusCode, response.headers.location]).toEqual([url, 302, "/ar/services/"])
    }
  })

  it("sends /portfoliolinks (with or without slash) to /PortfolioLinks/ with 301", async () => {
    for (const url of ["/portfoliolinks", "/portfoliolinks/"]) {
      const response = await get(url)
      expect(response.statusCode).toBe(301)
      expect(response.headers.location).toBe("/PortfolioLinks/")
    }
    expect((await get("/PortfolioLinks/")).statusCode).toBe(200)
  })

  it("sends an unknown service to /services/ with 302, and serves a known one", async () => {
    for (const url of ["/services/no-such-service/", "/services/no-such-service", "/services/no-such/deeper/"]) {
      const response = await get(url)
      expect(response.statusCode).toBe(302)
      expect(response.headers.location).toBe("/services/")
    }
    expect((await get("/services/open-bank-account/")).statusCode).toBe(200)
    expect((await get("/services/open-bank-account")).headers.location).toBe("/services/open-bank-account/")
  })

  it("never redirects to another host, and hides dotfiles and the CSP manifest", async () => {
    for (const url of [
      "//evil.example/",
      "/%2F%2Fevil.example",
      "/%5Cevil.example",
      "/.build-fingerprint",
      "/csp-hashes.json",
    ]) {
      const response = await get(url)
      expect([url, response.statusCode, response.headers.location]).toEqual([url, 404, undefined])
    }
  })

  it("answers HEAD like GET without a body", async () => {
    const response = await app.inject({ method: "HEAD", url: "/about/" })
    expect(response.statusCode).toBe(200)
    expect(response.body).toBe("")
  })
})

describe("caching", () => {
  it.each([
    [`/${HASHED_SCRIPT}`, IMMUTABLE],
    ["/styles.0123456789abcdef0123.css", IMMUTABLE],
    ["/static/0a1b2c3d/hero.png", IMMUTABLE],
    ["/page-data/app-data.json", REVALIDATE],
    ["/page-data/index/page-data.json", REVALIDATE],
    ["/robots.txt", REVALIDATE],
    ["/", REVALIDATE],
  ])("%s: %s", async (url, cacheControl) => {
    const response = await get(url, { cookie: "visit=x" })
    expect(response.statusCode).toBe(200)
    expect(response.headers["cache-control"]).toBe(cacheControl)
  })

  it("answers a matching ETag with 304", async () => {
    const first = await get("/about/")
    const second = await get("/about/", { "if-none-match": String(first.headers.etag) })
    expect(second.statusCode).toBe(304)
  })
})

describe("precompressed files", () => {
  it("serves the brotli file when the browser accepts br", async () => {
    const response = await app.inject({
      method: "GET",
      url: `/${HASHED_SCRIPT}`,
      headers: { "accept-encoding": "gzip, deflate, br" },
    })
    expect(response.headers["content-encoding"]).toBe("br")
    expect(response.headers["content-type"]).toMatch(/javascript/)
    expect(response.headers.vary).toMatch(/accept-encoding/i)
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(
      readFileSync(join(publicDir, HASHED_SCRIPT), "utf8"),
    )
  })

  it("serves gzip to gzip-only clients and the plain file to others", async () => {
    const gzip = await get("/", { "accept-encoding": "gzip" })
    expect(gzip.headers["content-encoding"]).toBe("gzip")
    const plain = await get("/")
    expect(plain.headers["content-encoding"]).toBeUndefined()
    expect(plain.body).toContain("<h1>Home</h1>")
  })

  it("serves the 404 page compressed with status 404", async () => {
    const response = await get("/missing/", { "accept-encoding": "br" })
    expect(response.statusCode).toBe(404)
    expect(response.headers["content-encoding"]).toBe("br")
  })
})

describe("security headers", () => {
  const expectSecurityHeaders = (headers: Record<string, unknown>) => {
    expect(headers["x-content-type-options"]).toBe("nosniff")
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin")
    expect(headers["permissions-policy"]).toContain("camera=()")
    expect(headers["cross-origin-resource-policy"]).toBe("same-origin")
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin")
    const csp = String(headers["content-security-policy"])
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("frame-src https://www.openstreetmap.org")
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect(headers["strict-transport-security"]).toBeUndefined()
  }

  it.each([
    ["a page", "GET", "/about/"],
    ["an asset", "GET", `/${HASHED_SCRIPT}`],
    ["the 404 page", "GET", "/missing/"],
    ["a redirect", "GET", "/about"],
    ["a JSON 404", "POST", "/missing"],
    ["a 405", "GET", "/send_email.php"],
    ["a 415", "POST", "/send_email.php"],
  ])("are on %s", async (_what, method, url) => {
    expectSecurityHeaders((await app.inject({ method: method === "GET" ? "GET" : "POST", url })).headers)
  })

  it("allow exactly the page's own inline scripts, not its JSON-LD", async () => {
    const html = readFileSync(join(publicDir, "about/index.html"), "utf8")
    const hashes = inlineScriptHashes(html)
    expect(hashes).toHaveLength(3)
    const csp = String((await get("/about/")).headers["content-security-policy"])
    const scriptSrc = csp.split("; ").find(directive => directive.startsWith("script-src "))
    expect(scriptSrc).toBe(`script-src 'self' ${hashes.join(" ")}`)
    // Another page's scripts (its compilation hash differs) are not allowed here.
    const homeHashes = inlineScriptHashes(readFileSync(join(publicDir, "index.html"), "utf8"))
    expect(homeHashes.some(hash => !csp.includes(hash))).toBe(true)
  })

  it("carry the 404 page's hashes on a 404", async () => {
    const hashes = inlineScriptHashes(readFileSync(join(publicDir, "404.html"), "utf8"))
    const csp = String((await get("/missing/")).headers["content-security-policy"])
    for (const hash of hashes) expect(csp).toContain(hash)
  })

  it("include HSTS only when configured", async () => {
    const https = await buildApp(testConfig({ publicDir, hsts: true }))
    try {
      expect((await https.inject({ method: "GET", url: "/" })).headers["strict-transport-security"]).toBe(
        "max-age=31536000; includeSubDomains",
      )
    } finally {
      await https.close()
    }
  })
})
