import { statSync } from "node:fs"
import path from "node:path"
import type { LocatedMessage } from "./schema-error-message"

/**
 * Checks a JSON Schema cannot express: ids unique within their list, image
 * files present on disk, links between files (service cards → services,
 * projects → filters). They run on parsed data that may not match its schema
 * yet, so every access is guarded.
 */

type Json = unknown

const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/** Calls visit for every value in the tree with its JSON pointer and the key that holds it. */
function walk(value: Json, visit: (value: Json, pointer: string, key: string) => void, pointer = "", key = "") {
  visit(value, pointer, key)
  if (Array.isArray(value)) value.forEach((item, index) => walk(item, visit, `${pointer}/${index}`, String(index)))
  else if (isObject(value)) {
    for (const [name, child] of Object.entries(value)) {
      walk(child, visit, `${pointer}/${name.replace(/~/g, "~0").replace(/\//g, "~1")}`, name)
    }
  }
}

/** In every list of objects with an `id`, each id must appear once. */
export function findDuplicateIds(data: Json): LocatedMessage[] {
  const problems: LocatedMessage[] = []
  walk(data, (value, pointer) => {
    if (!Array.isArray(value)) return
    const firstIndex = new Map<string, number>()
    value.forEach((item, index) => {
      if (!isObject(item) || typeof item.id !== "string") return
      const earlier = firstIndex.get(item.id)
      if (earlier === undefined) firstIndex.set(item.id, index)
      else
        problems.push({
          pointer: `${pointer}/${index}/id`,
          message: `duplicate id "${item.id}", already used at ${pointer}/${earlier}/id: expected every id in this list to be unique`,
        })
    })
  })
  return problems
}

const imageKeys = new Set(["image", "logo"])
/** The one folder of the data folder that pictures live in: a picture path never leaves it. */
const IMAGES_FOLDER = "images"

/** Every `image`/`logo` path (relative to the data folder) must name an existing file (or one about to be added). */
export function findMissingImages(
  data: Json,
  dataDir: string,
  pictures: ReadonlySet<string> = new Set(),
): LocatedMessage[] {
  const problems: LocatedMessage[] = []
  walk(data, (value, pointer, key) => {
    if (!imageKeys.has(key) || typeof value !== "string" || value.trim() === "") return
    const file = path.resolve(dataDir, value)
    const inImages = path.relative(path.join(dataDir, IMAGES_FOLDER), file)
    if (inImages.startsWith("..") || path.isAbsolute(inImages)) {
      problems.push({
        pointer,
        message: `image file "${value}" is outside the ${IMAGES_FOLDER} folder: expected a path under ${IMAGES_FOLDER}/ relative to the data folder, such as ${IMAGES_FOLDER}/services/vat-service.jpg`,
      })
    } else if (!isFile(file) && !pictures.has(file)) {
      // Named from the data folder's parent ("data/images/…"), wherever the data folder is.
      problems.push({
        pointer,
        message: `image file "${value}" does not exist (looked for ${path.relative(path.dirname(dataDir), file)}): expected the path of an existing file relative to the data folder; add the file there or correct the path`,
      })
    }
  })
  return problems
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile()
  } catch {
    return false
  }
}

/** Paths in messages: relative to the project when inside it ("data/company.json"), else absolute. */
export function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file)
  return relative && !relative.startsWith("..") && !path.isAbsolute(relative) ? relative : file
}

const itemsOf = (data: Json): Json[] => (isObject(data) && Array.isArray(data.items) ? data.items : [])

const idsOf = (list: Json[]): string[] =>
  list.flatMap(item => (isObject(item) && typeof item.id === "string" ? [item.id] : []))

/** Each home service card links to /services/<id>/ of a service that exists. */
export function findUnknownServiceLinks(cards: Json, services: Json): LocatedMessage[] {
  const serviceIds = [...new Set(idsOf(itemsOf(services)))]
  const problems: LocatedMessage[] = []
  itemsOf(cards).forEach((card, index) => {
    if (!isObject(card) || typeof card.path !== "string") return
    const id = /^\/services\/([^/]+)\/$/.exec(card.path)?.[1]
    if (id === undefined || serviceIds.includes(id)) return
    problems.push({
      pointer: `/items/${index}/path`,
      message: `"${card.path}" does not match a service: expected /services/<id>/ with an id of services.json (${serviceIds.join(", ")})`,
    })
  })
  return problems
}

/** The filter list contains "all" (the default) and each project's category is another filter id. */
export function findUnknownProjectCategories(projects: Json): LocatedMessage[] {
  if (!isObject(projects) || !Array.isArray(projects.filters)) return []
  const filterIds = idsOf(projects.filters)
  const problems: LocatedMessage[] = []
  if (!filterIds.includes("all")) {
    problems.push({ pointer: "/filters", message: 'expected a filter with the id "all" (selected by default)' })
  }
  const categories = filterIds.filter(id => id !== "all")
  itemsOf(projects).forEach((project, index) => {
    if (!isObject(project) || typeof project.category !== "string" || categories.includes(project.category)) return
    problems.push({
      pointer: `/items/${index}/category`,
      message: `unknown category "${project.category}": expected the id of one of the filters (${categories.join(", ")})`,
    })
  })
  return problems
}

/** WhatsApp links go to the company's own numbers: each WhatsApp number is one of its phones. */
export function findForeignWhatsappNumbers(company: Json): LocatedMessage[] {
  if (!isObject(company) || !Array.isArray(company.phones) || !Array.isArray(company.whatsapp)) return []
  // Only phones in their valid "+<country><number>" form count; the schema reports the others.
  const phoneDigits = company.phones.flatMap(phone =>
    isObject(phone) && typeof phone.tel === "string" && /^\+[1-9]\d+$/.test(phone.tel) ? [phone.tel.slice(1)] : [],
  )
  if (phoneDigits.length < company.phones.length) return []
  const problems: LocatedMessage[] = []
  company.whatsapp.forEach((entry, index) => {
    // A number not in wa.me's digits-only form is already reported by the schema.
    if (!isObject(entry) || typeof entry.number !== "string" || !/^\d+$/.test(entry.number)) return
    if (phoneDigits.includes(entry.number)) return
    problems.push({
      pointer: `/whatsapp/${index}/number`,
      message: `"${entry.number}" is not one of the company's phone numbers: expected the digits of a phones entry's tel (${phoneDigits.join(", ")})`,
    })
  })
  return problems
}
