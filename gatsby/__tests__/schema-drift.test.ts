/**
 * The JSON Schemas in data/schemas/ (what editors may write, checked before every build) and
 * the GraphQL types gatsby/schema.ts generates from them (what the pages can query) describe the
 * same data. This test reads both independently and fails on any drift between them: a field in
 * one and not the other, a required field that GraphQL allows to be null (or the reverse), or a
 * different type.
 */
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import { Kind, parse, type ObjectTypeDefinitionNode, type TypeNode } from "graphql"
import { DATA_OUTSIDE_GRAPHQL } from "../data-outside-graphql"
import { typeDefsIn } from "../schema"

type JsonSchema = {
  $ref?: string
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  enum?: unknown[]
  const?: unknown
  definitions?: Record<string, JsonSchema>
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
}

const schemasDir = path.join(__dirname, "..", "..", "data", "schemas")
const typeDefs = typeDefsIn(schemasDir)

const graphqlTypes = new Map(
  parse(typeDefs)
    .definitions.filter((node): node is ObjectTypeDefinitionNode => node.kind === Kind.OBJECT_TYPE_DEFINITION)
    .map(node => [node.name.value, new Map((node.fields ?? []).map(field => [field.name.value, field.type]))]),
)

/** data/service-options.json → ServiceOptionsJson, as gatsby-config.ts names the nodes. */
const typeNameOf = (schemaFile: string) =>
  schemaFile
    .replace(/\.schema\.json$/, "")
    .split("-")
    .map(part => part[0].toUpperCase() + part.slice(1))
    .join("") + "Json"

/** A JSON Schema scalar as GraphQL spells it; image paths are File nodes (@fileByRelativePath). */
const scalarNames: Record<string, string[]> = {
  string: ["String", "File"],
  integer: ["Int"],
  number: ["Float", "Int"],
  boolean: ["Boolean"],
}

function compare(
  schema: JsonSchema,
  required: boolean,
  type: TypeNode,
  where: string,
  root: JsonSchema,
  problems: string[],
): void {
  const resolved = resolve(schema, root)
  const types = [resolved.type ?? []].flat()
  const nullable = !required || types.includes("null")
  const nonNull = type.kind === Kind.NON_NULL_TYPE
  // An image path resolves to a File node, null when the file is missing: the data check
  // (findMissingImages) stops the build before that can happen, so File stays nullable.
  const isFile = !nonNull && type.kind === Kind.NAMED_TYPE && type.name.value === "File"
  if (nonNull && nullable)
    problems.push(`${where}: GraphQL says it is never null, the JSON Schema lets it be missing or null`)
  if (!nonNull && !nullable && !isFile)
    problems.push(`${where}: the JSON Schema requires it, GraphQL lets it be null (add "!")`)
  if (type.kind === Kind.NON_NULL_TYPE) type = type.type
  const jsonType = types.find(name => name !== "null") ?? (resolved.const !== undefined ? typeof resolved.const : "")
  if (type.kind === Kind.LIST_TYPE) {
    if (jsonType !== "array" || !resolved.items)
      return void problems.push(`${where}: a list in GraphQL, not in the JSON Schema`)
    compare(resolved.items, true, type.type, `${where}[]`, root, problems)
    return
  }
  const name = type.name.value
  if (jsonType === "object") {
    const fields = graphqlTypes.get(name)
    if (!fields) return void problems.push(`${where}: GraphQL type ${name} is not declared`)
    compareObject(resolved, fields, where, root, problems)
  } else if (!scalarNames[jsonType]?.includes(name)) {
    problems.push(`${where}: JSON Schema type ${jsonType || "(none)"}, GraphQL type ${name}`)
  }
}

function compareObject(
  schema: JsonSchema,
  fields: Map<string, TypeNode>,
  where: string,
  root: JsonSchema,
  problems: string[],
): void {
  const properties = Object.entries(resolve(schema, root).properties ?? {}).filter(([key]) => key !== "$schema")
  const required = new Set(resolve(schema, root).required ?? [])
  for (const [key, property] of properties) {
    const field = fields.get(key)
    if (!field) problems.push(`${where}.${key}: in the JSON Schema, missing in GraphQL`)
    else compare(property, required.has(key), field, `${where}.${key}`, root, problems)
  }
  for (const key of fields.keys()) {
    if (!properties.some(([name]) => name === key))
      problems.push(`${where}.${key}: in GraphQL, missing in the JSON Schema`)
  }
}

function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema
  const name = schema.$ref.replace("#/definitions/", "")
  const target = root.definitions?.[name]
  if (!target) throw new Error(`unresolved $ref ${schema.$ref}`)
  return { ...resolve(target, root), ...schema, $ref: undefined }
}

const allSchemaFiles = readdirSync(schemasDir).filter(name => name.endsWith(".schema.json"))
const isOutsideGraphql = (schemaFile: string) =>
  DATA_OUTSIDE_GRAPHQL.includes(schemaFile.replace(/\.schema\.json$/, ".json"))
const schemaFiles = allSchemaFiles.filter(name => !isOutsideGraphql(name))

test("every data file in GraphQL has its schema and its GraphQL node type", () => {
  expect(schemaFiles.length).toBeGreaterThan(10)
  expect(schemaFiles.map(typeNameOf).filter(name => !graphqlTypes.has(name))).toEqual([])
})

test("the files the forms read directly have a schema and no GraphQL type", () => {
  const outside = allSchemaFiles.filter(isOutsideGraphql)
  expect(outside).toHaveLength(DATA_OUTSIDE_GRAPHQL.length)
  expect(outside.map(typeNameOf).filter(name => graphqlTypes.has(name))).toEqual([])
})

/**
 * The fields of a data file's node that come from the file: all but `locale`, the edition each
 * node is made for (gatsby/edition-nodes.ts), which every node type must declare.
 */
function fileFields(typeName: string): Map<string, TypeNode> {
  const fields = new Map(graphqlTypes.get(typeName) ?? [])
  expect({ [`${typeName}.locale`]: fields.get("locale")?.kind }).toEqual({ [`${typeName}.locale`]: Kind.NON_NULL_TYPE })
  fields.delete("locale")
  return fields
}

test.each(schemaFiles)("%s and its GraphQL type describe the same fields", file => {
  const root = JSON.parse(readFileSync(path.join(schemasDir, file), "utf8")) as JsonSchema
  const problems: string[] = []
  const typeName = typeNameOf(file)
  compareObject(root, fileFields(typeName), typeName, root, problems)
  expect(problems).toEqual([])
})

test("the comparison finds drift: a field added to a schema only is reported", () => {
  const root = JSON.parse(readFileSync(path.join(schemasDir, "faq.schema.json"), "utf8")) as JsonSchema
  root.properties = { ...root.properties, subtitle: { type: "string" } }
  root.required = [...(root.required ?? []), "subtitle"]
  const problems: string[] = []
  compareObject(root, fileFields("FaqJson"), "FaqJson", root, problems)
  expect(problems).toEqual(["FaqJson.subtitle: in the JSON Schema, missing in GraphQL"])
})
