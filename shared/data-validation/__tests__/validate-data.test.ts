import { basename } from "node:path"
import { readdirSync } from "node:fs"
import { copyOfData, realDataDir } from "./broken-data"
import { formatProblems, validateData } from "../validate-data"

type Items<T> = { items: T[] }
type Service = { id: string; title?: string; icon: string; features: string[]; image: string }

let data: ReturnType<typeof copyOfData>
beforeEach(() => {
  data = copyOfData()
})
afterEach(() => data.cleanUp())

const problems = () => data.problems()

describe("the real data", () => {
  it("passes every check", () => {
    const result = validateData(realDataDir)
    expect(result.problems).toEqual([])
    expect(result.files).toEqual(
      readdirSync(realDataDir)
        .filter(name => name.endsWith(".json"))
        .sort(),
    )
    expect(result.files).toEqual(expect.arrayContaining(["company.json", "services.json", "portfolio-links.json"]))
  })
})

describe("a broken data file is reported with its file, its JSON path and what was expected", () => {
  it("invalid JSON: line and column of the error", () => {
    const text = data.readText("services.json")
    const [, second] = (JSON.parse(text) as Items<Service>).items
    const lines = text.split("\n")
    const index = lines.findIndex(line => line.includes(`"id": "${second.id}",`))
    lines[index] = lines[index].replace(`"${second.id}",`, `"${second.id}"`)
    data.writeText("services.json", lines.join("\n"))
    // The missing comma is noticed at the next field: the line after, at its first quote.
    const next = lines[index + 1]
    expect(problems()).toEqual([
      `data/services.json line ${index + 2}:${next.indexOf('"') + 1}: invalid JSON: expected a comma between two entries (check the end of the entry before) (the line reads: ${next.trim()})`,
    ])
  })

  it("invalid JSON: a trailing comma", () => {
    data.writeText("faq.json", '{\n  "$schema": "./schemas/faq.schema.json",\n  "items": [],\n}\n')
    expect(problems()).toEqual([
      'data/faq.json line 4:1: invalid JSON: expected a field name in double quotes (a comma before "}" is not allowed) (the line reads: })',
    ])
  })

  it("a missing field", () => {
    data.edit<Items<Service>>("services.json", services => delete services.items[4].title)
    expect(problems()).toEqual([
      'data/services.json /items/4/title: missing required field "title": Service name, e.g. "VAT Service".',
    ])
  })

  it("a mistyped field", () => {
    data.edit<Items<{ price: unknown }>>("pricing.json", pricing => (pricing.items[0].price = "299"))
    expect(problems()).toEqual([
      'data/pricing.json /items/0/price: expected a whole number, found the text "299" (Starting price in AED, a whole number without currency, e.g. 299.)',
    ])
  })

  it("a misspelled field name", () => {
    data.edit<{ cta: Record<string, unknown> }>("blocks.json", blocks => {
      blocks.cta.qouteLabel = blocks.cta.quoteLabel
      delete blocks.cta.quoteLabel
    })
    expect(problems()).toEqual([
      expect.stringMatching(/^data\/blocks\.json \/cta\/quoteLabel: missing required field "quoteLabel"/),
      'data/blocks.json /cta/qouteLabel: unknown field "qouteLabel": check its spelling; the fields allowed here are heading, text, quoteLabel, callLabel, whatsappLabel',
    ])
  })

  it("a wrong count where the specification fixes one", () => {
    data.edit<Items<Service>>("services.json", services => services.items[2].features.pop())
    expect(problems()).toEqual([
      "data/services.json /items/2/features: expected exactly 6 items, found 5 (The six Key Features of the service.)",
    ])
  })

  it("a seventh service", () => {
    data.edit<Items<Service>>("services.json", services => services.items.push({ ...services.items[0], id: "seventh" }))
    expect(problems()).toEqual([
      "data/services.json /items: expected exactly 6 items, found 7 (The six services.)",
      'data/services.json /items/6/id: expected one of "open-bank-account", "tax-service", "vat-service", "web-designing", "web-development", "digital-marketing", found the text "seventh"',
    ])
  })

  it("a duplicate service id", () => {
    data.edit<Items<Service>>("services.json", services => (services.items[3].id = "tax-service"))
    expect(problems()).toEqual([
      'data/services.json /items/3/id: duplicate id "tax-service", already used at /items/1/id: expected every id in this list to be unique',
      // The home card that linked to the renamed service no longer finds it.
      'data/service-cards.json /items/4/path: "/services/web-designing/" does not match a service: expected /services/<id>/ with an id of services.json (open-bank-account, tax-service, vat-service, web-development, digital-marketing)',
    ])
  })

  it("a renamed service id (the six ids are the web addresses the spec fixes)", () => {
    data.edit<Items<Service>>("services.json", services => (services.items[2].id = "vat-services"))
    expect(problems()[0]).toBe(
      'data/services.json /items/2/id: expected one of "open-bank-account", "tax-service", "vat-service", "web-designing", "web-development", "digital-marketing", found the text "vat-services"',
    )
  })

  it("a deleted data file", () => {
    data.remove("faq.json")
    expect(problems()).toEqual([
      `data/faq.json: the file is missing: the site reads it (its fields are described in ${data.dir}/schemas/faq.schema.json); restore it from version control`,
    ])
  })

  it("an unknown icon", () => {
    data.edit<Items<Service>>("services.json", services => (services.items[0].icon = "Bank"))
    expect(problems()).toEqual([
      'data/services.json /items/0/icon: expected one of "CreditCard", "FileSpreadsheet", "Percent", "PenTool", "Code", "LineChart", found the text "Bank"',
    ])
  })

  it("an image path that does not exist", () => {
    data.edit<Items<Service>>("services.json", services => (services.items[1].image = "images/services/tax.jpg"))
    expect(problems()).toEqual([
      `data/services.json /items/1/image: image file "images/services/tax.jpg" does not exist (looked for ${basename(data.dir)}/images/services/tax.jpg): expected the path of an existing file relative to the data folder; add the file there or correct the path`,
    ])
  })

  it.each([
    ["a picture elsewhere on the machine", "images/../../../../../etc/os-release.png", "image"],
    ["a data file", "images/../company.json", "image"],
    ["an absolute path", "/etc/hostname.svg", "logo"],
  ])("an image path that leaves the images folder: %s", (_what, path, key) => {
    const file = key === "logo" ? "clients.json" : "services.json"
    data.edit<Items<Record<string, unknown>>>(file, list => (list.items[0][key] = path))
    expect(problems()).toContainEqual(
      `data/${file} /items/0/${key}: image file "${path}" is outside the images folder: expected a path under images/ relative to the data folder, such as images/services/vat-service.jpg`,
    )
    expect(problems().join("\n")).not.toMatch(/looked for/)
  })

  it("a data file without a schema", () => {
    data.remove("schemas/faq.schema.json")
    expect(problems()).toEqual([
      `data/faq.json: no schema for this data file: expected ${data.dir}/schemas/faq.schema.json describing its fields (every data file needs one; start from a similar file in that folder)`,
    ])
  })

  it("a new data file is picked up and needs its own schema", () => {
    data.writeText("team.json", '{ "$schema": "./schemas/team.schema.json", "members": [] }')
    expect(problems()).toEqual([expect.stringMatching(/^data\/team\.json: no schema for this data file/)])

    data.writeText(
      "schemas/team.schema.json",
      JSON.stringify({
        type: "object",
        additionalProperties: false,
        required: ["members"],
        properties: { $schema: { type: "string" }, members: { type: "array", minItems: 1, description: "The team." } },
      }),
    )
    expect(problems()).toEqual(["data/team.json /members: expected at least 1 item, found 0 (The team.)"])
  })

  it("a schema that is itself broken", () => {
    data.writeText("schemas/faq.schema.json", '{ "type": "objekt" }')
    expect(problems()).toEqual([expect.stringMatching(/^data\/schemas\/faq\.schema\.json: not a valid JSON Schema: /)])
  })

  it.each([
    [
      "a rating out of range",
      "testimonials.json",
      (file: Items<{ rating: number }>) => (file.items[0].rating = 6),
      "data/testimonials.json /items/0/rating: expected a number from 1 to 5, found the number 6 (Star rating, a whole number from 1 to 5.)",
    ],
    [
      "a phone number with the trunk 0",
      "company.json",
      (file: { phones: { tel: string }[] }) => (file.phones[0].tel = "04 555 0100"),
      'data/company.json /phones/0/tel: the text "04 555 0100" is not in the expected form (The same number for phone links: a plus sign, the country code and the number, digits only and without the leading 0, e.g. "+97145550100".)',
    ],
    [
      "a WhatsApp number with a plus sign",
      "company.json",
      (file: { whatsapp: { number: string }[] }) => (file.whatsapp[0].number = "+971505550101"),
      'data/company.json /whatsapp/0/number: the text "+971505550101" is not in the expected form (The WhatsApp number for wa.me links: one of the phones above, as country code and number, digits only (no +, spaces or leading 0), e.g. "971505550101".)',
    ],
    [
      "an e-mail address without a domain",
      "company.json",
      (file: { emails: { address: string }[] }) => (file.emails[1].address = "sales@"),
      'data/company.json /emails/1/address: the text "sales@" is not in the expected form (The e-mail address, e.g. "info@example.com".)',
    ],
    [
      "an internal path without its trailing slash",
      "navigation.json",
      (file: { main: { path: string }[] }) => (file.main[1].path = "/about"),
      'data/navigation.json /main/1/path: the text "/about" is not in the expected form (Where the link goes. A path inside this site that starts and ends with a slash, e.g. "/about/" (the home page is "/").)',
    ],
    [
      "a text of only spaces",
      "not-found.json",
      (file: { heading: string }) => (file.heading = "   "),
      'data/not-found.json /heading: expected some text, found only spaces (The heading, e.g. "Page Not Found".)',
    ],
    [
      "a third phone number",
      "company.json",
      (file: { phones: unknown[] }) => file.phones.push(file.phones[0]),
      "data/company.json /phones: expected exactly 2 items, found 3 (The two company phone numbers.)",
    ],
    [
      "a WhatsApp number that is not one of the company's phones",
      "company.json",
      (file: { whatsapp: { number: string }[] }) => (file.whatsapp[1].number = "971505550102"),
      `data/company.json /whatsapp/1/number: "971505550102" is not one of the company's phone numbers: expected the digits of a phones entry's tel (97145550100, 971505550101)`,
    ],
    [
      "a project in a category that is not a filter",
      "projects.json",
      (file: Items<{ category: string }>) => (file.items[2].category = "none"),
      'data/projects.json /items/2/category: unknown category "none": expected the id of one of the filters (web, marketing, finance)',
    ],
    [
      "a service card linking to no service",
      "service-cards.json",
      (file: Items<{ path: string }>) => (file.items[0].path = "/services/tax/"),
      'data/service-cards.json /items/0/path: "/services/tax/" does not match a service: expected /services/<id>/ with an id of services.json (open-bank-account, tax-service, vat-service, web-designing, web-development, digital-marketing)',
    ],
    [
      "a wrong $schema reference",
      "faq.json",
      (file: { $schema: string }) => (file.$schema = "./schemas/pricing.schema.json"),
      'data/faq.json /$schema: expected "./schemas/faq.schema.json", found the text "./schemas/pricing.schema.json" (Tells editors (VS Code and others) which schema to use for autocomplete and checks. Keep it as it is.)',
    ],
  ])("%s", (_name, file, change: (data: never) => void, expected) => {
    data.edit(file, change)
    expect(problems()).toEqual([expected])
  })

  it("lists every problem of every file at once", () => {
    data.edit<Items<Service>>("services.json", services => services.items[2].features.pop())
    data.edit<Items<{ rating: number }>>("testimonials.json", file => (file.items[0].rating = 0))
    const { problems: found } = validateData(data.dir)
    expect(found).toHaveLength(2)
    expect(formatProblems(found)).toMatch(/^The content in data\/ has 2 problems\. Fix them/)
    expect(formatProblems(found)).toContain("services.json /items/2/features: expected exactly 6 items, found 5")
    expect(formatProblems(found)).toContain(
      "testimonials.json /items/0/rating: expected a number from 1 to 5, found the number 0",
    )
  })
})
