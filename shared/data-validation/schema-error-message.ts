import type { ErrorObject } from "ajv"

/** Where in the data file (a JSON pointer such as /items/2/features) and what is wrong there. */
export interface LocatedMessage {
  pointer: string
  message: string
}

/** The parts of a JSON Schema these messages read; ajv types `parentSchema` loosely. */
interface SchemaNode {
  description?: string
  properties?: Record<string, SchemaNode>
  minItems?: number
  maxItems?: number
  minimum?: number
  maximum?: number
}

const typeNames: Record<string, string> = {
  string: "a text in double quotes",
  integer: "a whole number",
  number: "a number",
  boolean: "true or false",
  array: "a list [ ... ]",
  object: "an object { ... }",
  null: "null",
}

const shorten = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}...` : text)

/** Names a JSON value the way an editor sees it in the file. */
export function describeValue(value: unknown): string {
  if (typeof value === "string") return `the text "${shorten(value)}"`
  if (typeof value === "number") return `the number ${value}`
  if (typeof value === "boolean" || value === null) return String(value)
  if (Array.isArray(value)) return `a list of ${value.length} item${value.length === 1 ? "" : "s"}`
  return "an object"
}

/** JSON pointer segment escaping (RFC 6901). */
const pointerSegment = (key: string) => key.replace(/~/g, "~0").replace(/\//g, "~1")

const describeType = (type: unknown) =>
  (Array.isArray(type) ? type : [type]).map(t => typeNames[String(t)] ?? String(t)).join(" or ")

function countMessage(error: ErrorObject, schema: SchemaNode): string {
  const found = Array.isArray(error.data) ? error.data.length : 0
  const limit = Number(error.params.limit)
  const items = (n: number) => `${n} item${n === 1 ? "" : "s"}`
  if (schema.minItems !== undefined && schema.minItems === schema.maxItems) {
    return `expected exactly ${items(limit)}, found ${found}`
  }
  return `expected ${error.keyword === "minItems" ? "at least" : "at most"} ${items(limit)}, found ${found}`
}

function rangeMessage(error: ErrorObject, schema: SchemaNode): string {
  const found = describeValue(error.data)
  if (schema.minimum !== undefined && schema.maximum !== undefined) {
    return `expected a number from ${schema.minimum} to ${schema.maximum}, found ${found}`
  }
  return `expected a number of ${error.keyword === "minimum" ? "at least" : "at most"} ${error.params.limit}, found ${found}`
}

/**
 * Turns one ajv error into a message a person editing the JSON can act on.
 * ajv must run with `verbose: true` so that errors carry the offending value
 * (`data`) and the schema around it (`parentSchema`, for its description).
 */
export function describeSchemaError(error: ErrorObject): LocatedMessage {
  const parent = error.parentSchema ?? {}
  const schema: SchemaNode = {
    description: parent.description,
    properties: parent.properties,
    minItems: parent.minItems,
    maxItems: parent.maxItems,
    minimum: parent.minimum,
    maximum: parent.maximum,
  }
  const at = error.instancePath || ""
  const hint = schema.description ? ` (${schema.description})` : ""
  switch (error.keyword) {
    case "required": {
      const field = String(error.params.missingProperty)
      const description = schema.properties?.[field]?.description
      return {
        pointer: `${at}/${pointerSegment(field)}`,
        message: `missing required field "${field}"${description ? `: ${description}` : ""}`,
      }
    }
    case "additionalProperties": {
      const field = String(error.params.additionalProperty)
      const allowed = Object.keys(schema.properties ?? {}).filter(key => key !== "$schema")
      return {
        pointer: `${at}/${pointerSegment(field)}`,
        message: `unknown field "${field}": check its spelling; the fields allowed here are ${allowed.join(", ")}`,
      }
    }
    case "type":
      return {
        pointer: at,
        message: `expected ${describeType(error.params.type)}, found ${describeValue(error.data)}${hint}`,
      }
    case "minItems":
    case "maxItems":
      return { pointer: at, message: `${countMessage(error, schema)}${hint}` }
    case "minLength":
      return { pointer: at, message: `expected some text, found an empty text${hint}` }
    case "pattern":
      return error.params.pattern === "\\S"
        ? { pointer: at, message: `expected some text, found only spaces${hint}` }
        : { pointer: at, message: `${describeValue(error.data)} is not in the expected form${hint}` }
    case "enum": {
      const values: unknown[] = error.params.allowedValues
      const allowed = values.map(value => JSON.stringify(value)).join(", ")
      return { pointer: at, message: `expected one of ${allowed}, found ${describeValue(error.data)}` }
    }
    case "const":
      return {
        pointer: at,
        message: `expected ${JSON.stringify(error.params.allowedValue)}, found ${describeValue(error.data)}${hint}`,
      }
    case "minimum":
    case "maximum":
      return { pointer: at, message: `${rangeMessage(error, schema)}${hint}` }
    case "uniqueItems":
      return {
        pointer: at,
        message: `expected no repeated entries, but entries ${error.params.j} and ${error.params.i} are the same`,
      }
    default:
      return { pointer: at, message: `${error.message ?? "is not valid"}${hint}` }
  }
}
