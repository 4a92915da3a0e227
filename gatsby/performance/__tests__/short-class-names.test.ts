import { SHORT_CLASS_NAME, shortenCssModuleNames } from "../short-class-names"

test("every css-loader with CSS Modules gets the short names, however deep the rule; others are untouched", () => {
  const moduleLoader = {
    loader: "css-loader",
    options: { modules: { localIdentName: "[name]--[local]--[hash:base64:5]", namedExport: true } },
  }
  const plainCss = { loader: "css-loader", options: { modules: false } }
  const other = { loader: "postcss-loader", options: {} }
  const rules = [{ oneOf: [{ use: [moduleLoader, other] }, { oneOf: [{ use: [plainCss] }] }] }, null, "not a rule"]
  shortenCssModuleNames(rules)
  expect(moduleLoader.options.modules).toEqual({ localIdentName: SHORT_CLASS_NAME, namedExport: true })
  expect(plainCss.options.modules).toBe(false)
  expect(other.options).toEqual({})
})
