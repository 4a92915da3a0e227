import { keepFontsAsFiles } from "../font-files"

test("the font rule's url-loader never inlines; other rules keep their limit", () => {
  const fontLoader = { loader: "/x/node_modules/url-loader/dist/cjs.js", options: { limit: 10000, name: "[name]" } }
  const imageLoader = { loader: "/x/node_modules/url-loader/dist/cjs.js", options: { limit: 10000 } }
  const rules = [
    { test: /\.(eot|otf|ttf|woff(2)?)(\?.*)?$/, use: [fontLoader] },
    { oneOf: [{ test: /\.(svg|png)$/, use: [imageLoader] }] },
    null,
  ]
  keepFontsAsFiles(rules)
  expect(fontLoader.options).toEqual({ limit: false, name: "[name]" })
  expect(imageLoader.options).toEqual({ limit: 10000 })
})

test("a font rule nested in oneOf is found too", () => {
  const fontLoader = { loader: "url-loader", options: { limit: 10000 } }
  keepFontsAsFiles([{ oneOf: [{ test: /\.woff2$/, use: [fontLoader] }] }])
  expect(fontLoader.options.limit).toBe(false)
})
