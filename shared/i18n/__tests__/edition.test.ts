import { editionOf } from "../edition"

/** A made-up data file: English content with facts, plus its Arabic part. */
const file = {
  $schema: "./schemas/example.schema.json",
  heading: "Plans",
  currency: "AED",
  items: [
    { id: "first", title: "First plan", price: 100, features: ["One", "Two"], featured: true },
    { id: "second", title: "Second plan", price: 200, features: [], featured: false },
  ],
  ar: {
    heading: "الخطط",
    items: [
      { title: "الخطة الأولى", features: ["واحد", "اثنان"] },
      { title: "الخطة الثانية", features: [] },
    ],
  },
}

describe("editionOf", () => {
  it("English is the file without its Arabic part", () => {
    const { ar: _arabic, ...english } = file
    expect(editionOf(file, "en")).toEqual(english)
  })

  it("Arabic is the English facts with the Arabic texts", () => {
    expect(editionOf(file, "ar")).toEqual({
      $schema: "./schemas/example.schema.json",
      heading: "الخطط",
      currency: "AED",
      items: [
        { id: "first", title: "الخطة الأولى", price: 100, features: ["واحد", "اثنان"], featured: true },
        { id: "second", title: "الخطة الثانية", price: 200, features: [], featured: false },
      ],
    })
  })

  it("keeps the English shape whatever the Arabic part holds: no extra items, keys or non-texts", () => {
    const broken = {
      ...file,
      ar: {
        heading: 7,
        unknown: "نص",
        items: [{ title: "الخطة الأولى", price: 1, features: ["واحد", "اثنان", "ثلاثة"] }, null, { title: "زائد" }],
      },
    }
    expect(editionOf(broken, "ar")).toEqual({
      ...editionOf(file, "en"),
      items: [{ ...file.items[0], title: "الخطة الأولى", features: ["واحد", "اثنان"] }, file.items[1]],
    })
  })

  it("reads as English in Arabic while a file has no Arabic part", () => {
    const { ar: _arabic, ...english } = file
    expect(editionOf(english, "ar")).toEqual(english)
  })

  it("does not change the file it reads", () => {
    const copy = structuredClone(file)
    editionOf(file, "ar")
    editionOf(file, "en")
    expect(file).toEqual(copy)
  })
})
