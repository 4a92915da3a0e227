import Ajv, { type ValidateFunction } from "ajv"
import { addEditionKeywords, type Compile } from "./edition-schema"

/** How many compiled schemas are kept before they are all dropped (each is a generated function). */
const KEPT_SCHEMAS = 200

/**
 * Compiles each schema once per process. Compiling (ajv generates and evaluates code) costs far
 * more than validating, and every check of the data folder (the build, each save in the web
 * editor, each test) compiles the same few schemas; an Arabic part's schema is derived from its
 * English content's shape and so changes only when a list's length does. Schemas are told apart by
 * their text, so an edited schema is compiled afresh.
 */
export function schemaCompiler(): Compile {
  // verbose: errors carry the offending value and its schema, for the messages.
  const ajv = addEditionKeywords(new Ajv({ allErrors: true, verbose: true, allowUnionTypes: true }))
  const compiled = new Map<string, ValidateFunction>()
  return schema => {
    const text = JSON.stringify(schema)
    const known = compiled.get(text)
    if (known) return known
    if (compiled.size >= KEPT_SCHEMAS) {
      compiled.clear()
      ajv.removeSchema()
    }
    // ajv keeps what it compiles by object: it gets its own copy, so a caller's later change cannot reach it.
    const validate = ajv.compile(JSON.parse(text) as object)
    compiled.set(text, validate)
    return validate
  }
}
