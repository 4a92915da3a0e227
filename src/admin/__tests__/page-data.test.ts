import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { editionOf } from "../../../shared/i18n/edition"
import config from "../cms-config.generated.json"
import { pageContextOf, pageDataOf, type DataFiles, type JsonObject } from "../preview/page-data"
import { PREVIEW_PAGES } from "../preview/preview-pages"

const entries = config.collections.flatMap(collection => collection.files.map(({ name, file }) => ({ name, file })))
const files: DataFiles = Object.fromEntries(
  entries.map(({ name, file }) => [
    name,
    JSON.parse(readFileSync(join(__dirname, "../../..", file), "utf8")) as JsonObject,
  ]),
)
const assetUrl = (path: string) => `blob:test/${path}`

it("gives every root field the site's page queries and their site fragment ask for, under the name they ask", () => {
  const src = join(__dirname, "../..")
  const sources = [
    ...readdirSync(join(src, "pages"))
      .filter(name => name.endsWith(".tsx"))
      .map(name => join(src, "pages", name)),
    join(src, "page-data", "site-data-fields.ts"),
  ].map(path => readFileSync(path, "utf8"))
  // `homeJson(locale: …)` or, with an alias, `siteCompany: companyJson(locale: …)`.
  const asked = sources.flatMap(source =>
    [...source.matchAll(/(?:(\w+):\s*)?(\w+Json)\(locale:/g)].map(([, alias, field]) => alias ?? field),
  )
  expect(asked.length).toBeGreaterThan(10)
  const given = Object.keys(pageDataOf(files, "en", assetUrl, "https://www.example.com"))
  expect([...new Set(asked)].filter(field => !given.includes(field))).toEqual([])
})

it("previews only files the editor has, each on a page", () => {
  expect(Object.keys(PREVIEW_PAGES).filter(name => !entries.some(entry => entry.name === name))).toEqual([])
})

it("gives a page each file in its edition, the site-wide fields, and pictures as the editor shows them", () => {
  const english = pageDataOf(files, "en", assetUrl, "https://www.example.com") as Record<string, unknown>
  const arabic = pageDataOf(files, "ar", assetUrl, "https://www.example.com") as Record<string, unknown>
  const home = files.home as { about: { heading: string; image: string } }
  expect(english.homeJson).toMatchObject({ about: { heading: home.about.heading } })
  expect(arabic.homeJson).toMatchObject({ about: { heading: editionOf(home, "ar").about.heading } })
  expect(english.siteCompany).toBe(english.companyJson)
  expect(english.site).toMatchObject({ siteMetadata: { siteUrl: "https://www.example.com" } })
  expect(english.homeJson).toMatchObject({
    about: {
      image: { childImageSharp: { gatsbyImageData: { images: { fallback: { src: assetUrl(home.about.image) } } } } },
    },
  })
})

it("gives a page its edition's interface and form words, as the build does", () => {
  const context = pageContextOf(files, "ar")
  expect(context.locale).toBe("ar")
  const { $schema: _schema, ...ui } = editionOf(files.ui, "ar")
  expect(context.ui).toEqual(ui)
  expect(context.forms).toEqual({
    locale: "ar",
    forms: editionOf(files.forms, "ar"),
    serviceOptions: editionOf(files["service-options"], "ar"),
  })
})
