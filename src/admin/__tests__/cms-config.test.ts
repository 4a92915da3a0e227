import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { GENERATED_CONFIG, generatedConfigText } from "../../../scripts/generate-cms-config"
import { cmsFileOf, IMAGE_PATTERN_PREFIX, type CmsConfig, type CmsField, type JsonSchema } from "../cms-config"

const schemaDir = join(__dirname, "../../../data/schemas")
const schemas: Record<string, JsonSchema> = Object.fromEntries(
  readdirSync(schemaDir)
    .filter(file => file.endsWith(".schema.json"))
    .map(file => [file.replace(/\.schema\.json$/, ""), JSON.parse(readFileSync(join(schemaDir, file), "utf8"))]),
)
const config = JSON.parse(readFileSync(GENERATED_CONFIG, "utf8")) as CmsConfig
const entries = config.collections[0].files

function resolved(schema: JsonSchema, root: JsonSchema): JsonSchema {
  return schema.$ref ? { ...root.definitions![schema.$ref.split("/").pop()!], ...schema } : schema
}

/** Every schema property, at every depth, that has no editor field of its name and kind ("where: what"). */
function unmatched(schema: JsonSchema, fields: CmsField[], root: JsonSchema, where: string): string[] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, raw]) => {
    const property = resolved(raw, root)
    const field = fields.find(candidate => candidate.name === name)
    const at = `${where}/${name}`
    if (!field) return [`${at}: no editor field`]
    const problems: string[] = []
    const isRequired = (schema.required ?? []).includes(name)
    if ((field.required !== false) !== isRequired) problems.push(`${at}: required is ${field.required !== false}`)
    if (property.minItems !== undefined && field.min !== property.minItems) problems.push(`${at}: min ${field.min}`)
    if (property.maxItems !== undefined && field.max !== property.maxItems) problems.push(`${at}: max ${field.max}`)
    if (property.enum && field.widget !== "select") problems.push(`${at}: enum without a select`)
    if (property.pattern?.startsWith(IMAGE_PATTERN_PREFIX) && field.widget !== "image")
      problems.push(`${at}: image path without an image picker`)
    const items = property.items ? resolved(property.items, root) : undefined
    if (items?.properties) problems.push(...unmatched(items, field.fields ?? [], root, `${at}[]`))
    if (property.properties) problems.push(...unmatched(property, field.fields ?? [], root, at))
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
