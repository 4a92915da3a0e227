import type Ajv from "ajv"
import type { ErrorObject, ValidateFunction } from "ajv"
import { describeSchemaError, type LocatedMessage } from "./schema-error-message"

/**
 * The Arabic edition of a data file lives in the same file, under one top-level key "ar", at
 * the same JSON paths as the English text it translates. Which strings are
 * translatable is marked in data/schemas/ with `"translate": true`; the Arabic part's schema
 * is derived here from the English one, so the rules of a text are written once. Everything
 * else (ids, prices, paths, links, names…) is a shared fact and exists only in the English part.
 */

/** The key of a data file that holds its Arabic text. */
export const ARABIC_KEY = "ar"

/** How messages name the edition checked here. */
export const ARABIC_EDITION = "Arabic (ar)"

/** The subset of JSON Schema (draft-07) that data/schemas/ uses, plus the edition keywords. */
export interface JsonSchema {
  $ref?: string
  type?: string | string[]
  description?: string
  properties?: Record<string, JsonSchema | boolean>
  required?: string[]
  additionalProperties?: boolean
  items?: JsonSchema | (JsonSchema | boolean)[]
  minItems?: number
  maxItems?: number
  minLength?: number
  pattern?: string
  definitions?: Record<string, JsonSchema>
  /** A text visitors read: the Arabic part must translate it. */
  translate?: boolean
  /** Replaces `pattern` for the Arabic text when the English one asks for English words. */
  arabicPattern?: string
  /** In a derived schema: the English fields of this object that are shared facts. */
  sharedFacts?: string[]
}

/** Turns a schema into its validating function (schema-compiler.ts: once per schema). */
export type Compile = (schema: object) => ValidateFunction

/** Teaches ajv the keywords above (they describe, they do not validate on their own). */
export function addEditionKeywords(ajv: Ajv): Ajv {
  ajv.addKeyword({ keyword: "translate", schemaType: "boolean" })
  ajv.addKeyword({ keyword: "arabicPattern", schemaType: "string" })
  ajv.addKeyword({ keyword: "sharedFacts", schemaType: "array" })
  return ajv
}

type Json = unknown

const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** A node with its draft-07 `$ref` (only "#/definitions/<name>" here) resolved; its own keywords win. */
function resolve(node: JsonSchema, root: JsonSchema): JsonSchema {
  if (!node.$ref) return node
  const name = node.$ref.replace(/^#\/definitions\//, "")
  const target = root.definitions?.[name]
  if (!target) throw new Error(`unresolvable $ref "${node.$ref}"`)
  const { $ref: _ref, ...own } = node
  return { ...resolve(target, root), ...own }
}

const isArraySchema = (node: JsonSchema) => [node.type ?? []].flat().includes("array")
const isObjectSchema = (node: JsonSchema) => [node.type ?? []].flat().includes("object") || !!node.properties

/** The Arabic schema of one translatable string: the English rules, never empty. */
function arabicText(node: JsonSchema): JsonSchema {
  const pattern = node.arabicPattern ?? node.pattern
  return {
    type: "string",
    ...(pattern ? { pattern } : { minLength: 1 }),
    ...(node.description ? { description: node.description } : {}),
  }
}

/**
 * The schema of the Arabic part of a file, or null when the file has nothing to translate.
 * Given the file's English content, it follows that content exactly: every translatable text
 * English has is required, one English lacks (an optional field) is refused, and every list
 * has the English list's length. Without content it describes any valid file (for editors).
 */
export function arabicSchemaOf(english: JsonSchema, content?: Json): JsonSchema | null {
  return derive(english, english, content, content !== undefined)
}

function derive(node: JsonSchema, root: JsonSchema, value: Json, followData: boolean): JsonSchema | null {
  const schema = resolve(node, root)
  if (schema.translate) return arabicText(schema)
  if (isArraySchema(schema) && schema.items && !Array.isArray(schema.items)) {
    const items = schema.items
    const itemSchema = derive(items, root, undefined, false)
    if (!itemSchema) return null
    if (followData && Array.isArray(value)) {
      // A tuple: item by item, as English has them (draft-07 wants a non-empty tuple).
      if (value.length === 0) return { type: "array", maxItems: 0 }
      return {
        type: "array",
        minItems: value.length,
        maxItems: value.length,
        items: value.map(item => derive(items, root, item, true) ?? false),
        ...(schema.description ? { description: schema.description } : {}),
      }
    }
    return {
      type: "array",
      items: itemSchema,
      ...(schema.minItems !== undefined ? { minItems: schema.minItems } : {}),
      ...(schema.maxItems !== undefined ? { maxItems: schema.maxItems } : {}),
      ...(schema.description ? { description: schema.description } : {}),
    }
  }
  if (isObjectSchema(schema)) return deriveObject(schema, root, value, followData && isObject(value))
  return null
}

function deriveObject(schema: JsonSchema, root: JsonSchema, value: Json, followData: boolean): JsonSchema | null {
  const properties: Record<string, JsonSchema | boolean> = {}
  const required: string[] = []
  const sharedFacts: string[] = []
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (typeof property === "boolean" || name === "$schema" || name === ARABIC_KEY) continue
    const englishValue = isObject(value) ? value[name] : undefined
    const derived = derive(property, root, englishValue, followData)
    if (!derived) {
      sharedFacts.push(name)
      continue
    }
    if (followData && englishValue === undefined) {
      // An optional text the English edition leaves out: nothing to translate.
      properties[name] = false
      continue
    }
    properties[name] = derived
    if (followData || schema.required?.includes(name)) required.push(name)
  }
  if (Object.keys(properties).length === 0) return null
  return {
    type: "object",
    additionalProperties: false,
    required,
    properties,
    sharedFacts,
    ...(schema.description ? { description: schema.description } : {}),
  }
}

const pointerSegment = (key: string) => key.replace(/~/g, "~0").replace(/\//g, "~1")

/** Turns an ajv error of the Arabic part into a message naming what to do about it. */
export function describeArabicError(error: ErrorObject): LocatedMessage {
  const at = error.instancePath || ""
  const sharedFacts: unknown = error.parentSchema?.sharedFacts
  switch (error.keyword) {
    case "required":
      return {
        pointer: `${at}/${pointerSegment(String(error.params.missingProperty))}`,
        message: "missing; the English edition has it",
      }
    case "additionalProperties": {
      const field = String(error.params.additionalProperty)
      return {
        pointer: `${at}/${pointerSegment(field)}`,
        message:
          Array.isArray(sharedFacts) && sharedFacts.includes(field)
            ? `"${field}" is shared by both editions (written once, in the English part): remove it here`
            : `unknown field "${field}": the English edition has no such text; remove it here`,
      }
    }
    case "false schema":
      return { pointer: at, message: "the English edition has no text here: remove it, or write the English first" }
    case "minItems":
    case "maxItems":
      return {
        pointer: at,
        message: `expected ${error.params.limit} item${error.params.limit === 1 ? "" : "s"} like the English edition, found ${Array.isArray(error.data) ? error.data.length : 0}`,
      }
    case "minLength":
      return { pointer: at, message: "empty; expected the Arabic text" }
    case "pattern":
      if (error.params.pattern === "\\S") {
        return { pointer: at, message: `${error.data === "" ? "empty" : "only spaces"}; expected the Arabic text` }
      }
      return describeSchemaError(error)
    default:
      return describeSchemaError(error)
  }
}

/**
 * Checks the Arabic part of one data file against its English part. `required`: a file with
 * translatable texts must have its Arabic part (off while translations are being added).
 */
export function checkArabicEdition(
  compile: Compile,
  english: JsonSchema,
  content: Json,
  required: boolean,
): LocatedMessage[] {
  if (!isObject(content)) return []
  const arabic = content[ARABIC_KEY]
  const schema = arabicSchemaOf(english, content)
  if (!schema) {
    return arabic === undefined
      ? []
      : [
          {
            pointer: "",
            message: `this file has no text to translate (only facts shared by both editions): remove "${ARABIC_KEY}"`,
          },
        ]
  }
  if (arabic === undefined) {
    return required
      ? [
          {
            pointer: "",
            message: `missing; this file has texts visitors read: add "${ARABIC_KEY}" with their Arabic translation`,
          },
        ]
      : []
  }
  const validate = compile(schema)
  return validate(arabic) ? [] : (validate.errors ?? []).map(describeArabicError)
}

/**
 * Only the translatable texts of a file's content, at their paths: what its Arabic part holds.
 * Given a full Arabic copy of a file (the translator's draft), this is its Arabic part.
 * Objects keep only their translatable keys, lists keep their length and order.
 */
export function translatablePart(english: JsonSchema, content: Json): Json {
  return pick(english, english, content)
}

function pick(node: JsonSchema, root: JsonSchema, value: Json): Json {
  const schema = resolve(node, root)
  if (schema.translate) return value
  if (isArraySchema(schema) && schema.items && !Array.isArray(schema.items) && Array.isArray(value)) {
    const items = schema.items
    return value.map(item => pick(items, root, item))
  }
  if (!isObject(value)) return undefined
  const part: Record<string, Json> = {}
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    if (typeof property === "boolean" || !(name in value)) continue
    if (!derive(property, root, undefined, false)) continue
    part[name] = pick(property, root, value[name])
  }
  return part
}
