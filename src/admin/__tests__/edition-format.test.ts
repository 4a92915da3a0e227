import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { DRAFT_KEY, fromFile, toFile } from "../edition-format"

const dataDir = join(__dirname, "../../../data")
const dataFiles = readdirSync(dataDir).filter(file => file.endsWith(".json"))

describe("the editor's edition format (English in place, Arabic under one key)", () => {
  it.each(dataFiles)("reads %s as English and Arabic, and writes it back as it was, key order included", file => {
    const text = readFileSync(join(dataDir, file), "utf8")
    const { ar, ...english } = JSON.parse(text) as Record<string, unknown>
    const editions = fromFile(text)
    expect(editions).toEqual({ en: english, ar: ar ?? {} })
    expect(JSON.stringify(JSON.parse(toFile(editions)))).toBe(JSON.stringify(JSON.parse(text)))
  })

  it("puts the Arabic part last, and leaves it out while it holds nothing", () => {
    const en = { $schema: "./schemas/x.schema.json", heading: "Our plans", price: 299 }
    expect(Object.keys(JSON.parse(toFile({ ar: { heading: "خططنا" }, en })))).toEqual([
      "$schema",
      "heading",
      "price",
      "ar",
    ])
    expect(JSON.parse(toFile({ en, ar: {} }))).toEqual(en)
    expect(JSON.parse(toFile({ en }))).toEqual(en)
  })

  it("reads back an unsaved draft of one edition (Decap's browser backup) as that edition, not as a file", () => {
    const arabicDraft = { heading: "خططنا", items: [{ title: "تسجيل" }] }
    const englishDraft = { heading: "Our plans", items: [{ id: "vat", title: "VAT", price: 299 }] }
    for (const draft of [arabicDraft, englishDraft]) {
      const raw = toFile(draft)
      expect(Object.keys(JSON.parse(raw))).toEqual([DRAFT_KEY])
      expect(fromFile(raw)).toEqual(draft)
    }
  })

  it("refuses a file that is not one JSON object", () => {
    expect(() => fromFile("[1, 2]")).toThrow("A data file holds one JSON object.")
  })
})
