import path from "node:path"
import { copyOfData, realDataDir } from "./broken-data"
import { siteNameFrom } from "../site-name"

describe("siteNameFrom", () => {
  it("reads the site name of data/company.json", () => {
    expect(siteNameFrom(path.join(realDataDir, "company.json"))).toBe("Sandstone Financial & Business Services")
  })

  it("gives an empty name instead of throwing when company.json is broken, so the data validation can report it", () => {
    const data = copyOfData()
    try {
      data.writeText("company.json", '{ "siteName": "Broken" ')
      expect(siteNameFrom(path.join(data.dir, "company.json"))).toBe("")
      expect(siteNameFrom(path.join(data.dir, "missing.json"))).toBe("")
    } finally {
      data.cleanUp()
    }
  })
})
