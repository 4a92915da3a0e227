/**
 * The GraphQL types are generated from data/schemas/ (gatsby/schema.ts): a field written in a
 * schema is a field of its type, with no second list to keep in step. Read from the real schemas,
 * changed in memory where a test needs a field they do not have.
 */
import path from "node:path"
import { Kind, parse, type ObjectTypeDefinitionNode } from "graphql"
import { graphqlSchemasIn, typeDefsIn, typeDefsOf } from "../schema"

const schemasDir = path.join(__dirname, "..", "..", "data", "schemas")

/** The fields of each generated type, as `name: Type` written in SDL. */
function fieldsByType(sdl: string): Map<string, Map<string, string>> {
  return new Map(
    parse(sdl)
      .definitions.filter((node): node is ObjectTypeDefinitionNode => node.kind === Kind.OBJECT_TYPE_DEFINITION)
      .map(node => [
        node.name.value,
        new Map(
          (node.fields ?? []).map(field => [field.name.value, sdl.slice(field.type.loc?.start, field.loc?.end).trim()]),
        ),
      ]),
  )
}

test("a field added to a data file's schema is a field of its type: required is non-null, a picture is a File", () => {
  const schemas = graphqlSchemasIn(schemasDir)
  const faq = schemas.faq
  schemas.faq = {
    ...faq,
    required: [...(faq.required ?? []), "subtitle"],
    properties: {
      ...faq.properties,
      subtitle: { type: "string" },
      note: { type: "string" },
      banner: { type: "string", pattern: "^images/[A-Za-z0-9._/-]+\\.(jpg|png)$" },
    },
  }
  const faqJson = fieldsByType(typeDefsOf(schemas)).get("FaqJson")
  expect(Object.fromEntries(faqJson ?? [])).toMatchObject({
    locale: "String!",
    subtitle: "String!",
    note: "String",
    banner: "File @fileByRelativePath",
  })
})

test("every data file in GraphQL is a node type with its locale; each service is a Service with its id as slug", () => {
  const types = fieldsByType(typeDefsIn(schemasDir))
  expect(types.get("CompanyJson")?.get("locale")).toBe("String!")
  expect(types.get("Service")?.get("slug")).toBe("String!")
  expect(types.get("Service")?.has("id")).toBe(false)
  expect(types.get("Service")?.get("image")).toBe("File @fileByRelativePath")
  expect(types.has("UiJson")).toBe(false)
  expect(types.has("FormsJson")).toBe(false)
})

test("objects with the same fields share one type: every page's seo is Seo", () => {
  const types = fieldsByType(typeDefsIn(schemasDir))
  const seoTypes = ["AboutJson", "HomeJson", "ContactJson", "NotFoundJson"].map(name => types.get(name)?.get("seo"))
  expect(seoTypes).toEqual(["Seo!", "Seo!", "Seo!", "Seo!"])
  expect([...(types.get("Seo")?.keys() ?? [])]).toEqual(["title", "description", "keywords"])
})

test("a schema GraphQL cannot express is refused, naming the place", () => {
  const schemas = graphqlSchemasIn(schemasDir)
  schemas.faq = { ...schemas.faq, properties: { ...schemas.faq.properties, mixed: {} } }
  expect(() => typeDefsOf(schemas)).toThrow("FaqJson.mixed: no GraphQL type for JSON Schema type undefined")
})

test("an object reused through a definition keeps the definition's name when a field is added to it", () => {
  const schemas = graphqlSchemasIn(schemasDir)
  const names = (sdl: string) => fieldsByType(sdl).get("LegalJson")
  expect(Object.fromEntries(names(typeDefsOf(schemas)) ?? [])).toEqual({
    locale: "String!",
    privacy: "LegalDocument!",
    terms: "LegalDocument!",
  })
  const legal = schemas.legal
  const document = legal.definitions!.legalDocument
  schemas.legal = {
    ...legal,
    definitions: {
      ...legal.definitions,
      legalDocument: { ...document, properties: { ...document.properties, footnote: { type: "string" } } },
    },
  }
  const types = fieldsByType(typeDefsOf(schemas))
  expect(types.get("LegalJson")?.get("privacy")).toBe("LegalDocument!")
  expect(types.get("LegalDocument")?.get("footnote")).toBe("String")
})
