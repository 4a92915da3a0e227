/**
 * A route schema's refusal in words a person can act on: the first value it refused and what
 * that value must be, from the route's own table ("status" must be one of new, …). A value the
 * table does not name keeps Ajv's wording, with where it was.
 */
import type { FastifySchemaValidationError } from "fastify"

export type RefusedValueFormatter = (errors: FastifySchemaValidationError[], dataVar: string) => Error

export function refusedValueError(expected: Readonly<Record<string, string>>): RefusedValueFormatter {
  return (errors, dataVar) => {
    const [first] = errors
    const name = first.instancePath.replace(/^\//, "")
    const must = Object.hasOwn(expected, name) ? expected[name] : undefined
    return new Error(must ? `"${name}" must be ${must}.` : `${dataVar}${first.instancePath} ${first.message ?? ""}`)
  }
}
