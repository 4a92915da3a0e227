import { editionContent } from "../edition-content"

const file = {
  $schema: "./schemas/pricing.schema.json",
  pricePrefix: "Starting from",
  currency: "AED",
  items: [
    { id: "basic", title: "Basic", price: 100, features: ["One", "Two"] },
    { id: "plus", title: "Plus", price: 200, features: ["Three"] },
  ],
  ar: {
    pricePrefix: "ابتداءً من",
    items: [
      { title: "أساسي", features: ["واحد", "اثنان"] },
      { title: "بلس", features: ["ثلاثة"] },
    ],
  },
}

test("English is the file without its ar and $schema keys", () => {
  const { ar: _arabic, $schema: _schema, ...english } = file
  expect(editionContent(file, "en")).toEqual(english)
})

test("Arabic lays the translations over the English facts, path by path", () => {
  expect(editionContent(file, "ar")).toEqual({
    pricePrefix: "ابتداءً من",
    currency: "AED",
    items: [
      { id: "basic", title: "أساسي", price: 100, features: ["واحد", "اثنان"] },
      { id: "plus", title: "بلس", price: 200, features: ["ثلاثة"] },
    ],
  })
})

// Which strings the Arabic part may hold is the schemas' matter (validation runs before sourcing);
// numbers, booleans and the shape (array lengths, keys) always come from the English part.
test("numbers and the shape never come from the Arabic part, even if it holds them", () => {
  const tampered = { ...file, ar: { ...file.ar, items: [{ price: 1 }, {}, { title: "extra" }], extra: "x" } }
  const arabic = editionContent(tampered, "ar") as { items: { price: number }[] }
  expect(arabic.items.map(item => item.price)).toEqual([100, 200])
  expect(arabic).not.toHaveProperty("extra")
})

test("a file without its ar key yet gives the English text in the Arabic edition", () => {
  const { ar: _arabic, ...untranslated } = file
  expect(editionContent(untranslated, "ar")).toEqual(editionContent(file, "en"))
})
