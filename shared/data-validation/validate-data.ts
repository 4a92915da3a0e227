import { existsSync, readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import {
  displayPath,
  findDuplicateIds,
  findForeignWhatsappNumbers,
  findMissingImages,
  findUnknownProjectCategories,
  findUnknownServiceLinks,
} from "./data-checks"
import { ARABIC_EDITION, ARABIC_KEY, checkArabicEdition, type JsonSchema } from "./edition-schema"
import { parseJson } from "./parse-json"
import { schemaCompiler } from "./schema-compiler"
import { describeSchemaError, type LocatedMessage } from "./schema-error-message"

/** One thing to fix: the file, where in it (JSON pointer or line:column) and what was expected. */
export interface DataProblem {
  file: string
  location: string
  message: string
}

export interface DataValidation {
  /** Data files found (every *.json directly in the data folder). */
  files: string[]
  problems: DataProblem[]
}

/** The schema of data/<name>.json is data/schemas/<name>.schema.json. */
const schemaFileOf = (dataDir: string, dataFile: string) =>
  path.join(dataDir, "schemas", dataFile.replace(/\.json$/, ".schema.json"))

/** Every file with translatable texts has its Arabic part: a file without one fails. */
export const ARABIC_REQUIRED = true

/** One for the process: the build, the editor's saves and the tests check the same schemas again and again. */
const compile = schemaCompiler()

const shorten = (text: string) => (text.length > 80 ? `${text.slice(0, 77)}...` : text)

type Parsed = { ok: true; value: unknown } | { ok: false; problem: DataProblem }

function readJson(file: string, text: string = readFileSync(file, "utf8")): Parsed {
  const result = parseJson(text)
  if (result.ok) return result
  return {
    ok: false,
    problem: {
      file: displayPath(file),
      location: `line ${result.line}:${result.column}`,
      message: `invalid JSON: ${result.reason}${result.lineText ? ` (the line reads: ${shorten(result.lineText)})` : ""}`,
    },
  }
}

/**
 * Validates every data/*.json against its schema in data/schemas/, then runs
 * the checks a schema cannot express. Returns every problem found (empty when
 * the data is good) so that an editor can fix them all in one pass.
 * `unsaved` holds the text of data files (by name) as the web editor would save them, and
 * `pictures` the files (absolute paths) its save would add, which count as present.
 */
export function validateData(
  dataDir: string,
  unsaved: ReadonlyMap<string, string> = new Map(),
  pictures: ReadonlySet<string> = new Set(),
): DataValidation {
  if (!existsSync(dataDir)) {
    return {
      files: [],
      problems: [{ file: displayPath(dataDir), location: "", message: "the data folder does not exist" }],
    }
  }
  const files = readdirSync(dataDir)
    .filter(name => name.endsWith(".json"))
    .sort()
  const problems: DataProblem[] = []
  const parsed = new Map<string, unknown>()

  for (const name of files) {
    const file = path.join(dataDir, name)
    const at = (located: LocatedMessage[]) =>
      located.map(({ pointer, message }) => ({ file: displayPath(file), location: pointer || "/", message }))
    const inArabic = (located: LocatedMessage[]) =>
      located.map(({ pointer, message }) => ({
        file: displayPath(file),
        location: `${ARABIC_EDITION}${pointer ? ` ${pointer}` : ""}`,
        message,
      }))

    const data = readJson(file, unsaved.get(name))
    if (!data.ok) {
      problems.push(data.problem)
      continue
    }
    parsed.set(name, data.value)
    const english = englishPart(data.value)

    const schemaFile = schemaFileOf(dataDir, name)
    if (!existsSync(schemaFile)) {
      problems.push({
        file: displayPath(file),
        location: "",
        message: `no schema for this data file: expected ${displayPath(schemaFile)} describing its fields (every data file needs one; start from a similar file in that folder)`,
      })
    } else {
      const schema = readJson(schemaFile)
      if (!schema.ok) problems.push(schema.problem)
      else {
        try {
          const validate = compile(schema.value as object) // parseJson yields unknown; ajv rejects non-schemas itself
          if (!validate(english)) problems.push(...at((validate.errors ?? []).map(describeSchemaError)))
          else {
            // Compiled above, so it is a schema; the Arabic part is checked against the valid English part.
            const englishSchema = schema.value as JsonSchema
            problems.push(...inArabic(checkArabicEdition(compile, englishSchema, data.value, ARABIC_REQUIRED)))
          }
        } catch (error) {
          problems.push({
            file: displayPath(schemaFile),
            location: "",
            message: `not a valid JSON Schema: ${error instanceof Error ? error.message : String(error)}`,
          })
        }
      }
    }
    problems.push(...at(findDuplicateIds(english)), ...at(findMissingImages(english, dataDir, pictures)))
  }

  // A deleted data file: its schema is still there, and the pages that read it would fail later without naming it.
  const schemaNames = existsSync(path.join(dataDir, "schemas")) ? readdirSync(path.join(dataDir, "schemas")) : []
  for (const schemaName of schemaNames.filter(name => name.endsWith(".schema.json")).sort()) {
    const name = schemaName.replace(/\.schema\.json$/, ".json")
    if (files.includes(name)) continue
    problems.push({
      file: displayPath(path.join(dataDir, name)),
      location: "",
      message: `the file is missing: the site reads it (its fields are described in ${displayPath(path.join(dataDir, "schemas", schemaName))}); restore it from version control`,
    })
  }

  const crossFile = (name: string, located: LocatedMessage[]) =>
    located.map(({ pointer, message }) => ({ file: displayPath(path.join(dataDir, name)), location: pointer, message }))
  if (parsed.has("service-cards.json") && parsed.has("services.json")) {
    problems.push(
      ...crossFile(
        "service-cards.json",
        findUnknownServiceLinks(parsed.get("service-cards.json"), parsed.get("services.json")),
      ),
    )
  }
  if (parsed.has("company.json")) {
    problems.push(...crossFile("company.json", findForeignWhatsappNumbers(parsed.get("company.json"))))
  }
  if (parsed.has("projects.json")) {
    problems.push(...crossFile("projects.json", findUnknownProjectCategories(parsed.get("projects.json"))))
  }
  return { files, problems }
}

/** A data file without its Arabic part, which the file's schema does not describe. */
function englishPart(value: unknown): unknown {
  if (typeof value !== "object" || value === null || Array.isArray(value) || !(ARABIC_KEY in value)) return value
  const { [ARABIC_KEY]: _arabic, ...english } = value as Record<string, unknown>
  return english
}

/** "data/services.json /items/2/features: expected exactly 6 items, found 5" */
export const formatProblem = ({ file, location, message }: DataProblem) =>
  `${file}${location ? ` ${location}` : ""}: ${message}`

/** The whole report, as printed by `npm run validate:data` and by the build when it stops. */
export function formatProblems(problems: DataProblem[]): string {
  const count = `${problems.length} problem${problems.length === 1 ? "" : "s"}`
  return [
    `The content in data/ has ${count}. Fix ${problems.length === 1 ? "it" : "them"} and run the command again:`,
    ...problems.map(problem => `  - ${formatProblem(problem)}`),
    "See docs/editing.md for how the data files work; `npm run validate:data` checks them without building.",
  ].join("\n")
}
