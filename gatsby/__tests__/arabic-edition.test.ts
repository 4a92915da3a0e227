/**
 * The Arabic part of a data file ("ar") is checked against the file's English part
 * with a schema derived from the English one: complete, nothing else in it, same list lengths.
 * The Arabic texts here are made from the English ones (a marker in front), never copied.
 */
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"
import Ajv from "ajv"
import { copyOfData, realDataDir } from "../../shared/data-validation/__tests__/broken-data"
import {
  addEditionKeywords,
  arabicSchemaOf,
  checkArabicEdition,
  translatablePart,
  type JsonSchema,
} from "../../shared/data-validation/edition-schema"
import { schemaCompiler } from "../../shared/data-validation/schema-compiler"

type Json = unknown
type Plan = { id: string; title: string; price: number; features: string[] }
type Pricing = { pricePrefix: string; currency: string; items: Plan[]; ar: ArabicPricing }
type ArabicPricing = { pricePrefix?: string; items: Record<string, unknown>[] } & Record<string, unknown>

const schemaOf = (name: string): JsonSchema =>
  JSON.parse(readFileSync(path.join(realDataDir, "schemas", name.replace(/\.json$/, ".schema.json")), "utf8"))
const contentOf = (name: string): Json => JSON.parse(readFileSync(path.join(realDataDir, name), "utf8"))
const dataFiles = readdirSync(realDataDir).filter(name => name.endsWith(".json"))
const filesWithTexts = dataFiles.filter(name => arabicSchemaOf(schemaOf(name)) !== null)

/** Stands in for a translation: every text marked, the reply promise in Arabic words. */
const arabicLike = (part: Json): Json =>
  JSON.parse(JSON.stringify(part), (_key, value: unknown) =>
    typeof value === "string" ? `نص عربي: ${value.replace("24 hours", "24 ساعة")}` : value,
  )

let data: ReturnType<typeof copyOfData>
beforeEach(() => (data = copyOfData()))
afterEach(() => data.cleanUp())
const problems = () => data.problems()

/** Gives a file of the copy a complete Arabic part, then lets the test break it. */
function withArabic<T>(name: string, change: (file: T) => void = () => {}) {
  data.edit<Record<string, Json>>(name, file => {
    file.ar = arabicLike(translatablePart(schemaOf(name), file))
    change(file as T)
  })
}

describe("the Arabic part of a data file", () => {
  it.each(filesWithTexts)("%s: a complete Arabic part passes", name => {
    withArabic(name)
    expect(problems()).toEqual([])
  })

  it("holds only the translatable texts, at the English paths", () => {
    const pricing = contentOf("pricing.json") as Pricing
    const part = translatablePart(schemaOf("pricing.json"), pricing) as ArabicPricing
    // The currency is a word visitors read ("AED", «درهم»), so it is translated; the prices are shared.
    expect(Object.keys(part)).toEqual(["pricePrefix", "currency", "items"])
    expect(part.items).toHaveLength(pricing.items.length)
    pricing.items.forEach((plan, index) => {
      expect(part.items[index]).toEqual({ title: plan.title, features: plan.features })
    })
  })

  it("a missing text", () => {
    withArabic<Pricing>("pricing.json", file => delete file.ar.items[3].title)
    expect(problems()).toEqual(["data/pricing.json Arabic (ar) /items/3/title: missing; the English edition has it"])
  })

  it("a fact shared by both editions typed in Arabic", () => {
    withArabic<Pricing>("pricing.json", file => {
      file.ar.items[0].id = file.items[0].id
      file.ar.items[0].price = file.items[0].price
    })
    expect(problems()).toEqual([
      'data/pricing.json Arabic (ar) /items/0/id: "id" is shared by both editions (written once, in the English part): remove it here',
      'data/pricing.json Arabic (ar) /items/0/price: "price" is shared by both editions (written once, in the English part): remove it here',
    ])
  })

  it("a field English does not have at all", () => {
    withArabic<Pricing>("pricing.json", file => (file.ar.items[1].subtitle = "نص"))
    expect(problems()).toEqual([
      'data/pricing.json Arabic (ar) /items/1/subtitle: unknown field "subtitle": the English edition has no such text; remove it here',
    ])
  })

  it("an optional text the English edition leaves out", () => {
    withArabic<{ projects: { intro?: string } }>("home.json", file => delete file.projects.intro)
    expect(problems()).toEqual([
      "data/home.json Arabic (ar) /projects/intro: the English edition has no text here: remove it, or write the English first",
    ])
  })

  it("a list shorter than the English one", () => {
    const plans = (contentOf("pricing.json") as Pricing).items.length
    withArabic<Pricing>("pricing.json", file => file.ar.items.pop())
    expect(problems()).toEqual([
      `data/pricing.json Arabic (ar) /items: expected ${plans} items like the English edition, found ${plans - 1}`,
    ])
  })

  it("a list of texts longer than the English one", () => {
    const plans = (contentOf("pricing.json") as Pricing).items
    const index = plans.findIndex(plan => plan.features.length > 0)
    const count = plans[index].features.length
    withArabic<Pricing>("pricing.json", file => (file.ar.items[index].features as string[]).push("نص"))
    expect(problems()).toEqual([
      `data/pricing.json Arabic (ar) /items/${index}/features: expected ${count} item${count === 1 ? "" : "s"} like the English edition, found ${count + 1}`,
    ])
  })

  it.each([
    ["an empty text", "", "empty"],
    ["a text of only spaces", "   ", "only spaces"],
  ])("%s", (_name, text, what) => {
    withArabic<Pricing>("pricing.json", file => (file.ar.pricePrefix = text))
    expect(problems()).toEqual([`data/pricing.json Arabic (ar) /pricePrefix: ${what}; expected the Arabic text`])
  })

  it("an empty text where the English rule has its own pattern", () => {
    withArabic<{ ar: { timeoutMessage: string } }>("forms.json", file => (file.ar.timeoutMessage = ""))
    expect(problems()).toEqual([
      'data/forms.json Arabic (ar) /timeoutMessage: the text "" is not in the expected form (Detail shown after the failure text when the server does not answer in time; {seconds} is replaced by the limit with its unit ("20 seconds", «20 ثانية»), so write no unit after it.)',
    ])
  })

  it("the lead confirmation keeps the reply promise in Arabic words (its English pattern has an Arabic counterpart)", () => {
    const english = (contentOf("forms.json") as { lead: { success: string } }).lead.success
    withArabic<{ ar: { lead: { success: string } } }>("forms.json", file => (file.ar.lead.success = english))
    expect(problems()).toEqual([
      expect.stringMatching(
        /^data\/forms\.json Arabic \(ar\) \/lead\/success: the text ".*" is not in the expected form/,
      ),
    ])
  })

  it("a text that is not a string", () => {
    withArabic<Pricing>("pricing.json", file => (file.ar.items[2].title = 3))
    expect(problems()).toEqual([
      'data/pricing.json Arabic (ar) /items/2/title: expected a text in double quotes, found the number 3 (Plan name, e.g. "VAT Registration".)',
    ])
  })

  it("an Arabic part that is not an object", () => {
    data.edit<Record<string, Json>>("faq.json", file => (file.ar = "نص"))
    expect(problems()).toEqual([
      `data/faq.json Arabic (ar): expected an object { ... }, found the text "نص" (${schemaOf("faq.json").description})`,
    ])
  })

  it("an Arabic part in a file with nothing to translate", () => {
    data.edit<Record<string, Json>>("clients.json", file => (file.ar = {}))
    expect(problems()).toEqual([
      'data/clients.json Arabic (ar): this file has no text to translate (only facts shared by both editions): remove "ar"',
    ])
  })

  it("the Arabic part is checked once the English part is valid, so the English problem comes first", () => {
    withArabic<Pricing>("pricing.json", file => {
      delete (file.items[0] as Partial<Plan>).id
      delete file.ar.items[0].title
    })
    expect(problems()).toEqual([
      expect.stringMatching(/^data\/pricing\.json \/items\/0\/id: missing required field "id"/),
    ])
  })
})

describe("a file without its Arabic part", () => {
  it("fails the data check, naming the file and the edition", () => {
    data.edit<Record<string, Json>>("faq.json", file => delete file.ar)
    expect(problems()).toEqual([
      'data/faq.json Arabic (ar): missing; this file has texts visitors read: add "ar" with their Arabic translation',
    ])
  })

  const compile = schemaCompiler()

  it.each(dataFiles)("%s: refused when the Arabic part is required and the file has texts", name => {
    const schema = schemaOf(name)
    const { ar: _arabic, ...english } = contentOf(name) as Record<string, Json>
    const found = checkArabicEdition(compile, schema, english, true)
    if (arabicSchemaOf(schema)) {
      expect(found).toEqual([
        { pointer: "", message: 'missing; this file has texts visitors read: add "ar" with their Arabic translation' },
      ])
    } else expect(found).toEqual([])
    expect(checkArabicEdition(compile, schema, english, false)).toEqual([])
  })
})

describe("the translate markers in data/schemas/", () => {
  /** Every node of a schema with its path, $refs not followed (markers sit beside them). */
  function* nodes(node: JsonSchema, where: string): Generator<[JsonSchema, string]> {
    yield [node, where]
    for (const [name, child] of Object.entries(node.properties ?? {})) {
      if (typeof child !== "boolean") yield* nodes(child, `${where}/${name}`)
    }
    if (node.items && !Array.isArray(node.items)) yield* nodes(node.items, `${where}[]`)
    for (const [name, child] of Object.entries(node.definitions ?? {})) yield* nodes(child, `#${name}`)
  }

  it.each(dataFiles)("%s: only strings are marked, and only with true", name => {
    const schema = schemaOf(name)
    const wrong = [...nodes(schema, "")].flatMap(([node, where]) => {
      if (node.translate === undefined) return []
      const target = node.$ref ? schema.definitions?.[node.$ref.replace("#/definitions/", "")] : node
      return node.translate === true && target?.type === "string" ? [] : [where]
    })
    expect(wrong).toEqual([])
  })

  it("ajv refuses the marker where it is not a boolean", () => {
    const ajv = addEditionKeywords(new Ajv())
    expect(() => ajv.compile({ type: "string", translate: "yes" })).toThrow(/translate/)
  })
})
