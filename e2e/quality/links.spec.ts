/**
 * Every internal href and src in the built HTML (public/**\/*.html) resolves to a built file or
 * page, and every link that opens a new tab carries rel="noopener". The HTML is parsed by the
 * browser's own parser (DOMParser), the same one visitors' browsers use.
 */
import { existsSync, readFileSync, statSync } from "node:fs"
import { join, relative } from "node:path"
import { expect, test } from "@playwright/test"
import { EDITOR_PATH } from "../../shared/site-paths"
import { builtHtmlFiles } from "../support/built-links"
import { content, siteUrl } from "../support/site-data"

const publicDir = join(__dirname, "..", "..", "public")

type Reference = { attribute: string; value: string }
type Parsed = { references: Reference[]; blankTargets: { html: string; rel: string }[] }

/** Runs in the page: every URL-bearing attribute and every target=_blank link of one document. */
function parseDocument(html: string): Parsed {
  const doc = new DOMParser().parseFromString(html, "text/html")
  const references: Reference[] = []
  const add = (attribute: string, value: string | null) => {
    if (value && value.trim()) references.push({ attribute, value: value.trim() })
  }
  doc
    .querySelectorAll("a[href], area[href], link[href]")
    .forEach(element => add(`${element.tagName.toLowerCase()}[href]`, element.getAttribute("href")))
  doc
    .querySelectorAll("[src]")
    .forEach(element => add(`${element.tagName.toLowerCase()}[src]`, element.getAttribute("src")))
  doc.querySelectorAll("[srcset]").forEach(element => {
    for (const candidate of (element.getAttribute("srcset") ?? "").split(",")) {
      add(`${element.tagName.toLowerCase()}[srcset]`, candidate.trim().split(/\s+/)[0])
    }
  })
  doc
    .querySelectorAll('meta[property="og:image"], meta[name="twitter:image"], meta[property="og:url"]')
    .forEach(element =>
      add(`meta ${element.getAttribute("property") ?? element.getAttribute("name")}`, element.getAttribute("content")),
    )
  const blankTargets = Array.from(doc.querySelectorAll('[target="_blank"]')).map(element => ({
    html: element.outerHTML.slice(0, 160),
    rel: element.getAttribute("rel") ?? "",
  }))
  return { references, blankTargets }
}

/** The path inside the site a reference points to, or null when it leaves the site. */
function internalPath(value: string, pagePath: string): string | null {
  if (/^(mailto:|tel:|data:|blob:|javascript:|#)/i.test(value)) return null
  const url = new URL(value, `${siteUrl}${pagePath}`)
  if (url.origin !== new URL(siteUrl).origin) return null
  return decodeURIComponent(url.pathname)
}

function builtFileFor(path: string): string | null {
  const file = path.endsWith("/") ? join(publicDir, path, "index.html") : join(publicDir, path)
  return existsSync(file) && statSync(file).isFile() ? file : null
}

test.describe("links in the built pages", () => {
  test.skip(!existsSync(join(publicDir, "index.html")), "public/ holds no build")

  test("every internal href and src resolves to a built file or page", async ({ page, request }) => {
    const broken: string[] = []
    const checked = new Map<string, boolean>()
    let count = 0
    for (const file of builtHtmlFiles()) {
      const relativePath = "/" + relative(publicDir, file).replace(/index\.html$/, "")
      const { references } = await page.evaluate(parseDocument, readFileSync(file, "utf8"))
      for (const { attribute, value } of references) {
        const path = internalPath(value, relativePath)
        if (path === null) continue
        count++
        if (!checked.has(path)) {
          let resolves = builtFileFor(path) !== null
          if (!resolves) {
            // A path the server redirects (e.g. /portfoliolinks) resolves if it ends on a built page.
            const response = await request.get(path, { maxRedirects: 5 })
            resolves = response.status() === 200 && builtFileFor(new URL(response.url()).pathname) !== null
          }
          checked.set(path, resolves)
        }
        if (!checked.get(path)) broken.push(`${relativePath}: ${attribute}="${value}"`)
      }
    }
    expect(count, "no internal reference found: is public/ a real build?").toBeGreaterThan(50)
    expect(broken).toEqual([])
  })

  test("every WhatsApp link on every page goes to one of the company's phone numbers", async ({ page }) => {
    const companyNumbers = content.company.phones.map(phone => phone.tel.replace(/\D/g, ""))
    const foreign: string[] = []
    const pagesWithWhatsapp = new Set<string>()
    for (const file of builtHtmlFiles()) {
      const { references } = await page.evaluate(parseDocument, readFileSync(file, "utf8"))
      for (const { value } of references) {
        const url = /^https?:\/\/(?:api\.)?(?:wa\.me|whatsapp\.com)\/(?:send\?phone=)?(\d*)/i.exec(value)
        if (!url) continue
        pagesWithWhatsapp.add(relative(publicDir, file))
        if (!companyNumbers.includes(url[1])) foreign.push(`${relative(publicDir, file)}: ${value}`)
      }
    }
    // The floating chat link is on every page, so every built page has at least one
    // (Gatsby's own HTML fragments under _gatsby/ and the web editor at /admin/ are not pages).
    const notPages = ["_gatsby", EDITOR_PATH.slice(1)]
    const pages = builtHtmlFiles().filter(
      file => !notPages.some(folder => relative(publicDir, file).startsWith(folder)),
    )
    expect([...pagesWithWhatsapp].sort()).toEqual(pages.map(file => relative(publicDir, file)).sort())
    expect(foreign).toEqual([])
  })

  test('every link opening a new tab has rel="noopener"', async ({ page }) => {
    const unsafe: string[] = []
    let count = 0
    for (const file of builtHtmlFiles()) {
      const { blankTargets } = await page.evaluate(parseDocument, readFileSync(file, "utf8"))
      for (const target of blankTargets) {
        count++
        if (!target.rel.split(/\s+/).includes("noopener")) unsafe.push(`${relative(publicDir, file)}: ${target.html}`)
      }
    }
    expect(count, "the site links client projects in new tabs: none found").toBeGreaterThan(0)
    expect(unsafe).toEqual([])
  })
})
