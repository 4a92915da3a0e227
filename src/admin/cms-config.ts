/**
 * The web editor's configuration (Decap CMS), made from the JSON Schemas in data/schemas/: one
 * editor entry per data file, one field per schema property, with the widget, label, hint and
 * rules the schema gives. The schemas stay the one source of truth; `npm run generate:cms`
 * writes the result to src/admin/cms-config.generated.json and a test fails when it is stale.
 *
 * Both editions are edited side by side (Decap's i18n, the `single_file` structure, the only one
 * Decap allows for file collections): a string the schema marks `"translate": true` is a field
 * with `i18n: true`, and so is every list or object that holds one; everything else is a shared
 * fact with `i18n: "none"` (`false` on a list or object, see FieldI18n), typed once in English and never written into the Arabic part.
 * (`duplicate` would copy a shared value into "ar": measured, see docs/editing.md.) The file keeps
 * its layout through the custom format of edition-format.ts.
 */
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../../shared/i18n/locales"
import { EDITION_FORMAT } from "./edition-format"

/** The subset of JSON Schema (draft-07) that data/schemas/ uses. */
export interface JsonSchema {
  title?: string
  description?: string
  type?: string | string[]
  const?: unknown
  enum?: unknown[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  minItems?: number
  maxItems?: number
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  pattern?: string
  definitions?: Record<string, JsonSchema>
  $ref?: string
  /** This string (or each string of this list) is text a visitor reads: it has an Arabic translation. */
  translate?: boolean
}

/**
 * Decap's field-level i18n: translated per edition, or one shared value shown in English only.
 * A shared list or object says `false`, which Decap reads as "none": its config check accepts only
 * a boolean on those two widgets and refuses the whole configuration otherwise
 * (decaporg/decap-cms#7332, measured on 3.16.3).
 */
export type FieldI18n = true | "none" | false

export interface CmsField {
  name: string
  label: string
  widget: "string" | "text" | "number" | "boolean" | "list" | "object" | "select" | "image" | "hidden"
  hint?: string
  required?: boolean
  default?: unknown
  value_type?: "int" | "float"
  min?: number
  max?: number
  pattern?: [string, string]
  options?: string[]
  multiple?: boolean
  choose_url?: boolean
  fields?: CmsField[]
  field?: CmsField
  collapsed?: boolean
  summary?: string
  label_singular?: string
  i18n?: FieldI18n
}

export interface CmsFile {
  name: string
  label: string
  file: string
  description?: string
  /** Only in the collection whose files have an Arabic part. */
  i18n?: true
  fields: CmsField[]
}

export interface CmsI18n {
  structure: "single_file"
  locales: Locale[]
  default_locale: Locale
}

export interface CmsCollection {
  name: string
  label: string
  description: string
  /** The translated files' own layout (edition-format.ts), or plain JSON. */
  format: typeof EDITION_FORMAT | "json"
  extension: "json"
  i18n?: true
  editor: { preview: true }
  files: CmsFile[]
}

/** A git host's repository, and the company's own OAuth server if it has one. */
export interface GitHost {
  repo: string
  branch: string
  base_url?: string
  auth_endpoint?: string
}

/**
 * src/admin/backend.json: where the editor reads and saves. "staff": the site's own server, for
 * signed-in staff accounts (src/admin/staff-backend.ts); "github": the company's repository on
 * GitHub, through Decap's GitHub backend and an OAuth server.
 */
export type EditorBackend = { name: "staff" } | (GitHost & { name: "github" })

export interface CmsConfig {
  backend: EditorBackend
  media_folder: string
  public_folder: string
  load_config_file: false
  publish_mode: "simple"
  i18n: CmsI18n
  collections: CmsCollection[]
}

/** Image fields are paths relative to data/ that the schema's pattern says start with images/. */
export const IMAGE_PATTERN_PREFIX = "^images/"
export const DATA_FOLDER = "data"
export const MEDIA_FOLDER = `${DATA_FOLDER}/images`

/** Text longer than a line gets a text area: the schema says so by a long maxLength or by its name. */
const LONG_TEXT_NAME = /(description|text|intro|body|answer|message|story|paragraph|quote|summary)$/i
const LONG_TEXT_LENGTH = 160

/** A collapsed list item is shown by the first of these fields it has. */
const SUMMARY_FIELDS = ["title", "name", "label", "question", "heading", "id"]

/** "pricePrefix" → "Price prefix", "metaTitle" → "Meta title". */
export function labelOf(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema
  const name = schema.$ref.replace(/^#\/definitions\//, "")
  const target = root.definitions?.[name]
  if (!target) throw new Error(`${schema.$ref} is not defined in the schema`)
  // The property's own words (description) win over the shared definition's.
  const { $ref: _ref, ...own } = schema
  return { ...resolve(target, root), ...own }
}

function typesOf(schema: JsonSchema): string[] {
  if (schema.type === undefined) return []
  return Array.isArray(schema.type) ? schema.type : [schema.type]
}

function patternMessage(schema: JsonSchema): string {
  if (schema.pattern === "\\S") return "Must not be empty or only spaces."
  return `Does not have the expected form. ${schema.description ?? ""}`.trim()
}

/**
 * A text the schema marks `translate` has an Arabic version; a list or object is translated when
 * anything inside it is (the Arabic part keeps only those keys, and the lists' lengths).
 */
function i18nOf(field: CmsField, schema: JsonSchema): FieldI18n {
  const shared = field.widget === "list" || field.widget === "object" ? false : "none"
  if (field.fields) return field.fields.some(child => child.i18n === true) ? true : shared
  if (field.field) return field.field.i18n === true ? true : shared
  return schema.translate === true && (field.widget === "string" || field.widget === "text") ? true : shared
}

function fieldOf(name: string, raw: JsonSchema, required: boolean, root: JsonSchema): CmsField {
  const schema = resolve(raw, root)
  const field = widgetOf(name, schema, required, root)
  return { ...field, i18n: i18nOf(field, schema) }
}

function widgetOf(name: string, schema: JsonSchema, required: boolean, root: JsonSchema): CmsField {
  const base = {
    name,
    label: schema.title ?? labelOf(name),
    ...(schema.description ? { hint: schema.description } : {}),
    ...(required ? {} : { required: false }),
  }
  if (typeof schema.const === "string" && schema.translate === true) {
    // English is fixed (the specification's wording) while its Arabic translation is the editors' to
    // write: a text field on both sides, whose English side refuses any other wording. Decap checks
    // patterns on the English side only; the save's data check covers the Arabic side.
    return {
      ...base,
      widget: "string",
      default: schema.const,
      pattern: [
        `^${escapeRegExp(schema.const)}$`,
        `The English wording stays "${schema.const}"; translate it on the Arabic side.`,
      ],
    }
  }
  if (schema.const !== undefined) return { ...base, widget: "hidden", default: schema.const }
  if (schema.enum) return { ...base, widget: "select", options: schema.enum.map(String) }
  const types = typesOf(schema)
  if (types.includes("array")) {
    const items = resolve(schema.items ?? {}, root)
    const counts = {
      label_singular: labelOf(singular(name)),
      ...(schema.minItems !== undefined ? { min: schema.minItems } : {}),
      ...(schema.maxItems !== undefined ? { max: schema.maxItems } : {}),
    }
    if (items.enum) return { ...base, widget: "select", multiple: true, options: items.enum.map(String), ...counts }
    if (typesOf(items).includes("object")) {
      const fields = fieldsOf(items, root)
      const title = SUMMARY_FIELDS.find(candidate => fields.some(field => field.name === candidate))
      return {
        ...base,
        widget: "list",
        collapsed: true,
        ...(title ? { summary: `{{fields.${title}}}` } : {}),
        ...counts,
        fields,
      }
    }
    return { ...base, widget: "list", ...counts, field: fieldOf(singular(name), items, true, root) }
  }
  if (types.includes("object")) return { ...base, widget: "object", fields: fieldsOf(schema, root) }
  if (types.includes("boolean")) return { ...base, widget: "boolean" }
  if (types.includes("integer") || types.includes("number")) {
    return {
      ...base,
      widget: "number",
      value_type: types.includes("integer") ? "int" : "float",
      ...(schema.minimum !== undefined ? { min: schema.minimum } : {}),
      ...(schema.maximum !== undefined ? { max: schema.maximum } : {}),
    }
  }
  if (schema.pattern?.startsWith(IMAGE_PATTERN_PREFIX)) return { ...base, widget: "image", choose_url: false }
  const long = LONG_TEXT_NAME.test(name) || (schema.maxLength ?? 0) > LONG_TEXT_LENGTH
  return {
    ...base,
    widget: long ? "text" : "string",
    ...(schema.pattern ? { pattern: [schema.pattern, patternMessage(schema)] as [string, string] } : {}),
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** The one field of a list of plain values is named after one item: "features" → "feature". */
function singular(name: string): string {
  return name.endsWith("ies") ? `${name.slice(0, -3)}y` : name.replace(/s$/, "")
}

function fieldsOf(schema: JsonSchema, root: JsonSchema): CmsField[] {
  const required = new Set(schema.required ?? [])
  return Object.entries(schema.properties ?? {}).map(([name, property]) =>
    fieldOf(name, property, required.has(name), root),
  )
}

/** A field of a file with nothing to translate: no i18n setting at any depth. */
function withoutI18n({ i18n: _i18n, fields, field, ...rest }: CmsField): CmsField {
  return {
    ...rest,
    ...(fields ? { fields: fields.map(withoutI18n) } : {}),
    ...(field ? { field: withoutI18n(field) } : {}),
  }
}

/** The editor entry of data/<name>.json from data/schemas/<name>.schema.json. */
export function cmsFileOf(name: string, schema: JsonSchema): CmsFile {
  const fields = fieldsOf(schema, schema)
  const translated = fields.some(field => field.i18n === true)
  return {
    name,
    label: schema.title ?? labelOf(name),
    file: `${DATA_FOLDER}/${name}.json`,
    ...(schema.description ? { description: schema.description } : {}),
    ...(translated ? { i18n: true as const } : {}),
    fields: translated ? fields : fields.map(withoutI18n),
  }
}

export const I18N: CmsI18n = { structure: "single_file", locales: [...LOCALES], default_locale: DEFAULT_LOCALE }

export function cmsConfigOf(schemas: Record<string, JsonSchema>, backend: EditorBackend): CmsConfig {
  const files = Object.keys(schemas)
    .sort()
    .map(name => cmsFileOf(name, schemas[name]))
  // Decap decides per collection whether entries have editions, so the files with an Arabic part
  // and those without one (nothing in them to translate) are two collections.
  const collections: CmsCollection[] = [
    {
      name: "content",
      label: "Site content",
      description:
        "Every text, list and picture of the site, one entry per data file: English and Arabic side by side.",
      format: EDITION_FORMAT,
      extension: "json",
      i18n: true,
      editor: { preview: true },
      files: files.filter(file => file.i18n),
    },
    {
      name: "shared",
      label: "Same in both languages",
      description: "Data files with nothing to translate: both editions show them as they are.",
      format: "json",
      extension: "json",
      editor: { preview: true },
      files: files.filter(file => !file.i18n),
    },
  ]
  return {
    backend,
    media_folder: MEDIA_FOLDER,
    // Image fields hold paths relative to data/, e.g. "images/services/vat-service.jpg".
    public_folder: "images",
    load_config_file: false,
    publish_mode: "simple",
    i18n: I18N,
    collections: collections.filter(collection => collection.files.length > 0),
  }
}
