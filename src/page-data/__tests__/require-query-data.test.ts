import { requireQueryData } from "../require-query-data"

test("returns the query's data when every root field is present", () => {
  const data = { homeJson: { heading: "Hello" }, faqJson: { items: [] } }
  expect(requireQueryData(data)).toBe(data)
})

test("a missing root field fails the page, naming the data file behind it", () => {
  const data = { homeJson: { heading: "Hello" }, serviceCardsJson: null, servicesPageJson: undefined }
  expect(() => requireQueryData(data)).toThrow(
    "This page found no data in data/service-cards.json, data/services-page.json.",
  )
})

test("a root field that is not a data file is named as a field", () => {
  expect(() => requireQueryData({ service: null })).toThrow("This page found no data in the query's service field.")
})
