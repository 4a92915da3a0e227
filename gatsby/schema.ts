/**
 * The GraphQL types of everything in data/, generated from the JSON Schemas in data/schemas/ at
 * every build (createSchemaCustomization in gatsby-node.ts), so a field is described once: in its
 * schema. Declared instead of inferred (@dontInfer) so that a field editors leave empty everywhere
 * never vanishes from the schema, and so the `$schema` key editors' tools use is not exposed.
 *
 * Each data file is one JSON object (lists are wrapped as `items`) and becomes one node per
 * edition named after the file: data/company.json → two CompanyJson nodes, `locale: "en"` and
 * `locale: "ar"` (queries select one with `locale: { eq: $locale }`). Every service in
 * data/services.json additionally becomes a `Service` node per edition (its `id` as `slug`) so
 * that each service page queries only its own service.
 *
 * How a schema becomes types:
 * - a required property that cannot be null is non-null (`!`); list items are never null;
 * - string → String, integer → Int, number → Float, boolean → Boolean; a string whose pattern is
 *   a path under images/ is a picture: `File @fileByRelativePath`, nullable (the data check
 *   refuses a missing file before the build, and a File field must be allowed to miss);
 * - a nested object is a type of its own, named after where it sits (CompanyJson.phones →
 *   CompanyJsonPhones); objects with the same fields share one type, named after their property
 *   when they all sit under the same name (every page's `seo` → Seo), else after their fields
 *   (`title` and `description` → TitleDescription); an object a schema defines once under
 *   `definitions` and reuses with `$ref` is named after its definition (legal's
 *   `legalDocument` → LegalDocument), so a query's fragment on it keeps its name when a field is added.
 */
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { DATA_OUTSIDE_GRAPHQL } from "./data-outside-graphql"
import { dataTypeName } from "../shared/data-type-name"
import type { JsonSchema } from "../shared/data-validation/edition-schema"

/** The file whose items become `Service` nodes (gatsby/service-node.ts). */
const SERVICES_FILE = "services"

/** A string holding a picture's path relative to data/ (the schemas' image patterns). */
const isPicturePath = (node: JsonSchema) => node.pattern?.startsWith("^images/") ?? false

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1)

class SchemaShapeError extends Error {}

type ObjectShape = {
  /** The SDL of the fields, one per line: identical bodies are one type. */
  body: string
  /** Where each occurrence sits, e.g. "AboutJson.seo", and under which property name. */
  places: { path: string; key: string }[]
  /** The name of the schema's definition it comes from, when it is reused through `$ref`. */
  definition?: string
}

/** Collects the object types of every schema, sharing one type between objects with the same fields. */
class TypeCollector {
  private readonly shapes = new Map<string, ObjectShape>()

  /** The SDL fields of an object schema, registering every nested object on the way. */
  fieldsOf(node: JsonSchema, root: JsonSchema, where: string, skip: ReadonlyArray<string> = []): string[] {
    const object = resolve(node, root, where)
    const required = new Set(object.required ?? [])
    return Object.entries(object.properties ?? {})
      .filter(([key]) => key !== "$schema" && !skip.includes(key))
      .map(([key, property]) => {
        if (typeof property === "boolean") throw new SchemaShapeError(`${where}.${key}: a boolean schema has no type`)
        const type = this.typeOf(property, root, `${where}.${key}`, key, required.has(key))
        // A picture's directive belongs to its field, also when the field is a list of pictures.
        return `${key}: ${type}${/\bFile\b/.test(type) ? " @fileByRelativePath" : ""}`
      })
  }

  private typeOf(node: JsonSchema, root: JsonSchema, where: string, key: string, required: boolean): string {
    const schema = resolve(node, root, where)
    const types = [schema.type ?? []].flat()
    const nonNull = required && !types.includes("null") ? "!" : ""
    const [type] = types.filter(name => name !== "null")
    if (type === "array") {
      const items = schema.items
      if (!items || Array.isArray(items)) throw new SchemaShapeError(`${where}: a list needs one "items" schema`)
      return `[${this.typeOf(items, root, `${where}[]`, key, true)}]${nonNull}`
    }
    if (type === "object") return `${this.objectType(schema, root, where, key, definitionOf(node))}${nonNull}`
    if (type === "string") return isPicturePath(schema) ? "File" : `String${nonNull}`
    if (type === "integer") return `Int${nonNull}`
    if (type === "number") return `Float${nonNull}`
    if (type === "boolean") return `Boolean${nonNull}`
    throw new SchemaShapeError(`${where}: no GraphQL type for JSON Schema type ${JSON.stringify(schema.type)}`)
  }

  /** A placeholder name for the nested object's type; `types()` replaces it once every place is known. */
  private objectType(schema: JsonSchema, root: JsonSchema, where: string, key: string, definition?: string): string {
    const body = this.fieldsOf(schema, root, where).join("\n")
    const shape: ObjectShape = this.shapes.get(body) ?? { body, places: [] }
    shape.places.push({ path: where.replace(/\[\]/g, ""), key })
    shape.definition ??= definition
    this.shapes.set(body, shape)
    return `<<${[...this.shapes.keys()].indexOf(body)}>>`
  }

  /** The SDL of every nested object type, with the placeholders in `sdl` replaced by their names. */
  typesAnd(sdl: string): string {
    const shapes = [...this.shapes.values()]
    const taken = new Set<string>()
    const nameOf = shapes.map(({ body, places, definition }) => {
      if (definition && !taken.has(pascal(definition))) {
        taken.add(pascal(definition))
        return pascal(definition)
      }
      const keys = new Set(places.map(place => place.key))
      const fieldNames = body.split("\n").map(line => pascal(line.slice(0, line.indexOf(":"))))
      const shared = places.length === 1 ? undefined : keys.size === 1 ? pascal(places[0].key) : fieldNames.join("")
      const name = shared && !taken.has(shared) ? shared : places[0].path.split(".").map(pascal).join("")
      taken.add(name)
      return name
    })
    const named = (text: string) => text.replace(/<<(\d+)>>/g, (_, index: string) => nameOf[Number(index)])
    const nested = shapes.map((shape, index) => `type ${nameOf[index]} {\n${indent(named(shape.body))}\n}`)
    return [named(sdl), ...nested].join("\n\n")
  }
}

const indent = (text: string) =>
  text
    .split("\n")
    .map(line => `  ${line}`)
    .join("\n")

/** The definition a `$ref` ("#/definitions/<name>") names, if the node is one. */
const definitionOf = (node: JsonSchema) => node.$ref?.replace(/^#\/definitions\//, "")

/** A node with its `$ref` ("#/definitions/<name>") resolved; its own keywords win. */
function resolve(node: JsonSchema, root: JsonSchema, where: string): JsonSchema {
  if (!node.$ref) return node
  const target = root.definitions?.[node.$ref.replace(/^#\/definitions\//, "")]
  if (!target) throw new SchemaShapeError(`${where}: unresolvable $ref "${node.$ref}"`)
  const { $ref: _ref, ...own } = node
  return { ...resolve(target, root, where), ...own }
}

/** The type definitions of the given schemas, by data file name ("company" → its schema). */
export function typeDefsOf(schemas: Record<string, JsonSchema>): string {
  const collector = new TypeCollector()
  const nodeTypes = Object.entries(schemas)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([file, schema]) => {
      const typeName = dataTypeName(file)
      const fields = collector.fieldsOf(schema, schema, typeName)
      const fileType = nodeType(typeName, fields)
      if (file !== SERVICES_FILE) return [fileType]
      const items = schema.properties?.items
      const item = typeof items === "object" ? items.items : undefined
      if (!item || typeof item !== "object" || Array.isArray(item))
        throw new SchemaShapeError(`${typeName}.items: the services file lists its services under "items"`)
      // The service's `id` is its node's `slug` (gatsby/service-node.ts); the rest is the service's own fields.
      return [fileType, nodeType("Service", ["slug: String!", ...collector.fieldsOf(item, schema, "Service", ["id"])])]
    })
  return collector.typesAnd(nodeTypes.join("\n\n"))
}

const nodeType = (name: string, fields: string[]) =>
  `type ${name} implements Node @dontInfer {\n${indent(["locale: String!", ...fields].join("\n"))}\n}`

/** The schemas of the data files in GraphQL: every data/schemas/<name>.schema.json but the files read directly. */
export function graphqlSchemasIn(schemasDir: string): Record<string, JsonSchema> {
  return Object.fromEntries(
    readdirSync(schemasDir)
      .filter(name => name.endsWith(".schema.json"))
      .filter(name => !DATA_OUTSIDE_GRAPHQL.includes(name.replace(/\.schema\.json$/, ".json")))
      .map(name => [
        name.replace(/\.schema\.json$/, ""),
        JSON.parse(readFileSync(path.join(schemasDir, name), "utf8")) as JsonSchema,
      ]),
  )
}

/** The GraphQL type definitions of data/ (what createSchemaCustomization declares), with a message naming the schema on a shape it cannot express. */
export function typeDefsIn(schemasDir: string): string {
  try {
    return typeDefsOf(graphqlSchemasIn(schemasDir))
  } catch (error) {
    if (error instanceof SchemaShapeError)
      throw new Error(`data/schemas: ${error.message} (the GraphQL types are generated from the schemas)`)
    throw error
  }
}
