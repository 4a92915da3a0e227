import { schemaCompiler } from "../schema-compiler"

const priceSchema = (maximum: number) => ({ type: "object", properties: { price: { type: "number", maximum } } })

it("compiles a schema once, and an edited schema afresh", () => {
  const compile = schemaCompiler()
  const first = compile(priceSchema(100))
  expect(compile(priceSchema(100))).toBe(first)
  expect(first({ price: 150 })).toBe(false)
  const edited = compile(priceSchema(200))
  expect(edited).not.toBe(first)
  expect(edited({ price: 150 })).toBe(true)
})

it("is not changed by a later change to the schema it was given", () => {
  const compile = schemaCompiler()
  const schema = priceSchema(100)
  compile(schema)
  schema.properties.price.maximum = 1000
  expect(compile(priceSchema(100))({ price: 150 })).toBe(false)
})

it("keeps validating correctly after it has dropped what it kept", () => {
  const compile = schemaCompiler()
  for (let maximum = 0; maximum < 450; maximum++)
    expect(compile(priceSchema(maximum))({ price: 200 })).toBe(maximum >= 200)
})

it("knows the edition keywords and refuses a schema ajv refuses, every time", () => {
  const compile = schemaCompiler()
  expect(compile({ type: "string", translate: true })("text")).toBe(true)
  for (let attempt = 0; attempt < 2; attempt++)
    expect(() => compile({ type: "string", translate: "yes" })).toThrow(/translate/)
})
