import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { GENERATED_CONFIG, generatedConfigText } from "../../../scripts/generate-cms-config"
import { LOCALES } from "../../../shared/i18n/locales"
import { cmsFileOf, IMAGE_PATTERN_PREFIX, type CmsConfig, type CmsField, type JsonSchema } from "../cms-config"
import { EDITION_FORMAT } from "../edition-format"

const schemaDir = join(__dirname, "../../../data/schemas")
const schemas: Record<string, JsonSchema> = Object.fromEntries(
  readdirSync(schemaDir)
    .filter(file => file.endsWith(".schema.json"))
    .map(file => [file.replace(/\.schema\.json$/, ""), JSON.parse(readFileSync(join(schemaDir, file), "utf8"))]),
)
const config = JSON.parse(readFileSync(GENERATED_CONFIG, "utf8")) as CmsConfig
const entries = config.collections.flatMap(collection => collection.files)
const translatedCollection = config.collections.find(collection => collection.i18n)!

function resolved(schema: JsonSchema, root: JsonSchema): JsonSchema {
  return schema.$ref ? { ...root.definitions![schema.$ref.split("/").pop()!], ...schema } : schema
}

/** Whether the schema marks this string, or a string anywhere inside it, as translated. */
function translated(schema: JsonSchema, root: JsonSchema): boolean {
  const property = resolved(schema, root)
  if (property.translate === true) return true
  if (property.items && translated(property.items, root)) return true
  return Object.values(property.properties ?? {}).some(child => translated(child, root))
}

/**
 * Every schema property, at every depth, that has no editor field of its name and kind, or whose
 * field is not translated exactly when the schema says so ("where: what"). `inTranslatedFile`:
 * the file has an Arabic part, so each field says `i18n: true` or `"none"`; otherwise none says anything.
 */
function unmatched(
  schema: JsonSchema,
  fields: CmsField[],
  root: JsonSchema,
  where: string,
  inTranslatedFile = translated(root, root),
): string[] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, raw]) => {
    const property = resolved(raw, root)
    const field = fields.find(candidate => candidate.name === name)
    const at = `${where}/${name}`
    if (!field) return [`${at}: no editor field`]
    const problems: string[] = []
    // A shared list or object says false (Decap's config check takes only a boolean there), any other field "none".
    const shared = field.widget === "list" || field.widget === "object" ? false : "none"
    const i18n = inTranslatedFile ? (translated(raw, root) ? true : shared) : undefined
    if (field.i18n !== i18n) problems.push(`${at}: i18n ${String(field.i18n)}, expected ${String(i18n)}`)
    if (field.field && property.items) {
      const itemI18n = inTranslatedFile ? (translated(property.items, root) ? true : "none") : undefined
      if (field.field.i18n !== itemI18n)
        problems.push(`${at}[]: i18n ${String(field.field.i18n)}, expected ${String(itemI18n)}`)
    }
    const isRequired = (schema.required ?? []).includes(name)
    if ((field.required !== false) !== isRequired) problems.push(`${at}: required is ${field.required !== false}`)
    if (property.minItems !== undefined && field.min !== property.minItems) problems.push(`${at}: min ${field.min}`)
    if (property.maxItems !== undefined && field.max !== property.maxItems) problems.push(`${at}: max ${field.max}`)
    if (property.enum && field.widget !== "select") problems.push(`${at}: enum without a select`)
    if (property.pattern?.startsWith(IMAGE_PATTERN_PREFIX) && field.widget !== "image")
      problems.push(`${at}: image path without an image picker`)
    const items = property.items ? resolved(property.items, root) : undefined
    if (items?.properties) problems.push(...unmatched(items, field.fields ?? [], root, `${at}[]`, inTranslatedFile))
    if (property.properties) problems.push(...unmatched(property, field.fields ?? [], root, at, inTranslatedFile))
    return problems
  })
}

describe("the web editor's configuration", () => {
  it("has an entry for every data file with a schema, and a field for every property at every depth", () => {
    expect(entries.map(entry => entry.file).sort()).toEqual(
      Object.keys(schemas)
        .map(name => `data/${name}.json`)
        .sort(),
    )
    for (const entry of entries)
      expect(unmatched(schemas[entry.name], entry.fields, schemas[entry.name], entry.file)).toEqual([])
  })

  it("edits English and Arabic side by side: every file with a translated text, through the edition format", () => {
    expect(config.i18n).toEqual({ structure: "single_file", locales: [...LOCALES], default_locale: "en" })
    expect(translatedCollection).toMatchObject({ format: EDITION_FORMAT, i18n: true })
    const withTranslations = Object.keys(schemas).filter(name => translated(schemas[name], schemas[name]))
    expect(withTranslations.length).toBeGreaterThan(0)
    expect(translatedCollection.files.map(file => file.name).sort()).toEqual(withTranslations.sort())
    for (const file of translatedCollection.files) expect(file.i18n).toBe(true)
    for (const collection of config.collections.filter(candidate => candidate !== translatedCollection)) {
      expect(collection).not.toHaveProperty("i18n")
      expect(collection.format).toBe("json")
      for (const file of collection.files) expect(file).not.toHaveProperty("i18n")
    }
  })

  it("notices a translated text shown as shared, and a shared fact offered for translation", () => {
    const name = Object.keys(schemas).find(candidate => schemas[candidate].properties?.seo)!
    const entry = cmsFileOf(name, schemas[name])
    const seo = entry.fields.find(field => field.name === "seo")!
    const title = seo.fields!.find(field => field.name === "title")!
    title.i18n = "none"
    const schema = entry.fields.find(field => field.name === "$schema")!
    schema.i18n = true
    expect(unmatched(schemas[name], entry.fields, schemas[name], name)).toEqual([
      `${name}/$schema: i18n true, expected none`,
      `${name}/seo/title: i18n none, expected true`,
    ])
  })

  it("notices a property that has no field", () => {
    const entry = cmsFileOf("pricing", schemas.pricing)
    const plans = entry.fields.find(field => field.name === "items")!
    plans.fields = plans.fields!.filter(field => field.name !== "price")
    expect(unmatched(schemas.pricing, entry.fields, schemas.pricing, "data/pricing.json")).toEqual([
      "data/pricing.json/items[]/price: no editor field",
    ])
  })

  it("is what the schemas make today (run npm run generate:cms after changing a schema)", () => {
    expect(readFileSync(GENERATED_CONFIG, "utf8")).toBe(generatedConfigText())
  })

  it("keeps the fixed counts: six services, six features, five benefits, nine plans, five questions", () => {
    const field = (file: string, ...path: string[]) =>
      path.reduce<CmsField | undefined>(
        (fields, name) => (fields?.fields ?? []).find(candidate => candidate.name === name),
        { fields: entries.find(entry => entry.name === file)!.fields } as CmsField,
      )!
    expect(field("services", "items")).toMatchObject({ widget: "list", min: 6, max: 6 })
    expect(field("services", "items", "features")).toMatchObject({ widget: "list", min: 6, max: 6 })
    expect(field("services", "items", "benefits")).toMatchObject({ widget: "list", min: 5, max: 5 })
    expect(field("pricing", "items")).toMatchObject({ widget: "list", min: 9, max: 9 })
    expect(field("faq", "items")).toMatchObject({ widget: "list", min: 5, max: 5 })
    expect(field("pricing", "items", "price")).toMatchObject({ widget: "number", value_type: "int", min: 0 })
    expect(field("services", "items", "image")).toMatchObject({ widget: "image" })
  })
})
