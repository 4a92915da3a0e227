import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import type { FastifyInstance } from "fastify"
import { buildEditApp } from "../../edit/edit-app"
import { tempDir } from "../support/test-app"
import { changedLines, priceLineWith } from "../support/json-lines"

/** A data file as JSON.parse gives it, with lists of records under `items`. */
type Content = { items: { title: string; benefits: string[]; image: string; price: number }[]; [key: string]: unknown }

const realData = join(__dirname, "../../../data")
let repoRoot: string
let stagingRoot: string
let app: FastifyInstance

beforeEach(async () => {
  repoRoot = tempDir("edit-backend-")
  cpSync(realData, join(repoRoot, "data"), { recursive: true })
  // Saved files are formatted with the repository's Prettier settings.
  cpSync(join(realData, "../.prettierrc.json"), join(repoRoot, ".prettierrc.json"))
  cpSync(join(realData, "../static/favicon.svg"), join(repoRoot, "static/favicon.svg"))
  const adminDir = join(repoRoot, "admin")
  mkdirSync(adminDir)
  stagingRoot = tempDir("edit-staging-")
  app = await buildEditApp({ repoRoot, adminDir, port: 8001, stagingRoot })
})
afterEach(() => app.close())

const call = (action: string, params: Record<string, unknown>, headers: Record<string, string> = {}) =>
  app.inject({
    method: "POST",
    url: "/api/v1",
    headers: { host: "localhost:8001", ...headers },
    payload: { action, params },
  })
const read = (file: string) => readFileSync(join(repoRoot, file), "utf8")

/** What Decap sends on save: the whole entry, re-serialised in its own way. */
async function save(file: string, edit: (data: Content) => void) {
  const data = JSON.parse(read(file))
  delete data.$schema // Decap drops what it has no field for, or sends it in another order
  edit(data)
  return call("persistEntry", {
    entry: { path: file, raw: JSON.stringify(data), slug: "x" },
    assets: [],
    options: { commitMessage: "Update", useWorkflow: false, status: "" },
  })
}

describe("the web editor's local backend", () => {
  it("changes one line of the file for one changed price, and keeps the rest as it was", async () => {
    const before = read("data/pricing.json")
    const [plan] = (JSON.parse(before) as Content & { items: { id: string }[] }).items
    const newPrice = plan.price + 50
    const response = await save("data/pricing.json", data => {
      data.items[0].price = newPrice
    })
    expect(response.statusCode).toBe(200)
    expect(changedLines(before, read("data/pricing.json"))).toEqual([
      priceLineWith(before, plan.id, plan.price, newPrice),
    ])
  })

  it("reads every data file that has a schema", async () => {
    const response = await call("entriesByFiles", { files: [{ path: "data/pricing.json" }, { path: "data/faq.json" }] })
    expect(response.statusCode).toBe(200)
    expect(response.json().map((entry: { data: string }) => entry.data)).toEqual([
      read("data/pricing.json"),
      read("data/faq.json"),
    ])
  })

  it.each([
    [
      "an emptied required title",
      "data/pricing.json",
      (data: Content) => (data.items[0].title = ""),
      /\n {2}- data\/pricing\.json \/items\/0\/title: expected some text, found an empty text/,
    ],
    [
      "a sixth benefit",
      "data/services.json",
      (data: Content) => data.items[0].benefits.push("One more benefit"),
      /\n {2}- data\/services\.json \/items\/0\/benefits: expected exactly 5 items, found 6/,
    ],
    [
      "a picture that does not exist",
      "data/services.json",
      (data: Content) => (data.items[0].image = "images/services/missing.jpg"),
      /\n {2}- data\/services\.json \/items\/0\/image: image file "images\/services\/missing\.jpg" does not exist/,
    ],
  ])("refuses %s with the message of npm run validate:data, and writes nothing", async (_what, file, edit, message) => {
    const before = read(file)
    const response = await save(file, edit)
    expect(response.statusCode).toBe(422)
    expect(response.json().error).toMatch(message)
    expect(response.json().error).toMatch(/^The content in data\/ has \d+ problems?\. Fix/)
    expect(read(file)).toBe(before)
  })

  it("takes back a picture uploaded with a refused save", async () => {
    const response = await call("persistEntry", {
      entry: {
        path: "data/pricing.json",
        raw: JSON.stringify({ ...JSON.parse(read("data/pricing.json")), currency: "" }),
      },
      assets: [{ path: "data/images/new.png", content: Buffer.from("png").toString("base64"), encoding: "base64" }],
      options: {},
    })
    expect(response.statusCode).toBe(422)
    expect(existsSync(join(repoRoot, "data/images/new.png"))).toBe(false)
  })

  it("leaves an existing picture byte for byte as it was when a save that overwrites it is refused", async () => {
    const picture = "data/images/services/open-bank-account.jpg"
    const before = readFileSync(join(repoRoot, picture))
    const refused = await call("persistEntry", {
      entry: {
        path: "data/pricing.json",
        raw: JSON.stringify({ ...JSON.parse(read("data/pricing.json")), currency: "" }),
      },
      assets: [{ path: picture, content: Buffer.from("not a jpeg").toString("base64"), encoding: "base64" }],
      options: {},
    })
    expect(refused.statusCode).toBe(422)
    expect(readFileSync(join(repoRoot, picture)).equals(before)).toBe(true)
    expect(readdirSync(stagingRoot)).toEqual([])
  })

  it("puts a picture in place only with a save that passes, and counts it as present while checking", async () => {
    const saved = await call("persistEntry", {
      entry: {
        path: "data/services.json",
        raw: JSON.stringify(
          (() => {
            const data = JSON.parse(read("data/services.json"))
            data.items[0].image = "images/services/new-picture.png"
            return data
          })(),
        ),
      },
      assets: [
        {
          path: "data/images/services/new-picture.png",
          content: Buffer.from("png").toString("base64"),
          encoding: "base64",
        },
      ],
      options: {},
    })
    expect(saved.statusCode).toBe(200)
    expect(readFileSync(join(repoRoot, "data/images/services/new-picture.png"), "utf8")).toBe("png")
    expect(read("data/services.json")).toContain('"images/services/new-picture.png"')
  })

  it("stores uploaded pictures under data/images/ only", async () => {
    const upload = (path: string) =>
      call("persistMedia", { asset: { path, content: Buffer.from("picture").toString("base64"), encoding: "base64" } })
    expect((await upload("data/images/clients/new-logo.png")).statusCode).toBe(200)
    expect(readFileSync(join(repoRoot, "data/images/clients/new-logo.png"), "utf8")).toBe("picture")
    for (const path of ["data/new.png", "static/logo.png", "data/images/../../src/x.png", "data/images/script.js"])
      expect((await upload(path)).statusCode).toBe(403)
  })

  it("never reaches code, schemas or its own configuration, and never deletes a data file", async () => {
    for (const path of [
      "package.json",
      "data/../package.json",
      "data/schemas/pricing.schema.json",
      "src/admin/cms-config.generated.json",
      "/etc/passwd",
      "data/unknown.json",
    ]) {
      const response = await call("getEntry", { path })
      expect(response.statusCode).toBe(403)
      expect(response.json().error).toMatch(/the editor/)
    }
    expect((await call("deleteFile", { path: "data/pricing.json" })).statusCode).toBe(403)
    expect(existsSync(join(repoRoot, "data/pricing.json"))).toBe(true)
  })

  it("refuses requests from another site's page, and unknown actions", async () => {
    expect((await call("getEntry", { path: "data/pricing.json" }, { origin: "https://evil.example" })).statusCode).toBe(
      403,
    )
    for (const origin of ["http://localhost:8001", "http://127.0.0.1:8001", "http://[::1]:8001"]) {
      const host = origin.slice("http://".length)
      expect((await call("getEntry", { path: "data/pricing.json" }, { origin, host })).statusCode).toBe(200)
    }
    expect((await call("dropDatabase", {})).statusCode).toBe(422)
  })

  it("answers only requests addressed to this machine by name and port (no DNS rebinding)", async () => {
    const attempts: Record<string, string>[] = [
      { host: "evil.example:8001", origin: "http://evil.example:8001" },
      { host: "evil.example:8001" },
      { host: "localhost:8002", origin: "http://localhost:8002" },
      { host: "localhost.evil.example:8001" },
      { host: "localhost:8001", origin: "http://localhost:8001.evil.example" },
      { host: "localhost:8001", origin: "null" },
      { host: "" },
    ]
    for (const headers of attempts) {
      const before = read("data/company.json")
      const reading = await call("getEntry", { path: "data/company.json" }, headers)
      expect(reading.statusCode).toBe(403)
      expect(reading.body).not.toContain("Sandstone")
      const write = await call("persistEntry", { entry: { path: "data/company.json", raw: "{}" } }, headers)
      expect(write.statusCode).toBe(403)
      expect(read("data/company.json")).toBe(before)
    }
  })

  it("may not be framed, and serves the icon its page asks for", async () => {
    const page = await app.inject({ url: "/favicon.svg", headers: { host: "localhost:8001" } })
    expect(page.statusCode).toBe(200)
    expect(page.headers["content-type"]).toBe("image/svg+xml")
    for (const response of [page, await call("info", {}), await call("info", {}, { host: "evil.example" })]) {
      expect(response.headers["content-security-policy"]).toBe("frame-ancestors 'none'")
      expect(response.headers["x-frame-options"]).toBe("DENY")
    }
  })
})
