import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import type { FastifyInstance } from "fastify"
import sharp from "sharp"
import { buildEditApp } from "../../edit/edit-app"
import { editorContentSecurityPolicy } from "../../http/security-headers"
import { MAX_PICTURE_BYTES } from "../../pictures/picture-rules"
import { tempDir } from "../support/test-app"
import { changedLines, priceLineWith } from "../support/json-lines"

/** A data file as JSON.parse gives it, with lists of records under `items`. */
type Content = { items: { title: string; benefits: string[]; image: string; price: number }[]; [key: string]: unknown }

const realData = join(__dirname, "../../../data")
let repoRoot: string
let stagingRoot: string
let app: FastifyInstance

/** Real pictures, made by sharp (the library the build makes the site's pictures with). */
const pictureOf = (format: "png" | "jpeg") =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: "#c08040" } })
    [format]()
    .toBuffer()
let png: Buffer
let jpeg: Buffer
beforeAll(async () => {
  ;[png, jpeg] = await Promise.all([pictureOf("png"), pictureOf("jpeg")])
})

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
const base64 = (content: Buffer | string) => Buffer.from(content).toString("base64")
const asset = (path: string, content: Buffer | string) => ({ path, content: base64(content), encoding: "base64" })
const upload = (path: string, content: Buffer | string) => call("persistMedia", { asset: asset(path, content) })

/** Every folder and file under data/images/ with its bytes: what an upload must not change until a save passes. */
function picturesFolder(): Map<string, string> {
  const root = join(repoRoot, "data/images")
  return new Map(
    readdirSync(root, { recursive: true, encoding: "utf8" })
      .sort()
      .map(file => {
        const path = join(root, file)
        return [file, statSync(path).isDirectory() ? "(folder)" : readFileSync(path).toString("base64")]
      }),
  )
}

/** A save of data/services.json whose first service shows `image`, with `assets` sent along. */
function saveServiceImage(image: string, assets: ReturnType<typeof asset>[] = [], edit = (_data: Content) => {}) {
  const data = JSON.parse(read("data/services.json")) as Content
  data.items[0].image = image
  edit(data)
  return call("persistEntry", {
    entry: { path: "data/services.json", raw: JSON.stringify(data) },
    assets,
    options: {},
  })
}

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
      assets: [asset("data/images/new.png", png)],
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
      assets: [asset(picture, jpeg)],
      options: {},
    })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().error).toMatch(/data\/pricing\.json \/currency/)
    expect(readFileSync(join(repoRoot, picture)).equals(before)).toBe(true)
    expect(readdirSync(stagingRoot)).toEqual([])
  })

  it("puts a picture sent with a save in place only when the save passes, and counts it as present while checking", async () => {
    const saved = await saveServiceImage("images/services/new-picture.png", [
      asset("data/images/services/new-picture.png", png),
    ])
    expect(saved.statusCode).toBe(200)
    expect(readFileSync(join(repoRoot, "data/images/services/new-picture.png")).equals(png)).toBe(true)
    expect(read("data/services.json")).toContain('"images/services/new-picture.png"')
  })

  it("stages a picture uploaded from the media library: shown there, written only with a passing save that uses it", async () => {
    const before = picturesFolder()
    const services = read("data/services.json")
    const path = "data/images/services/uploaded.png"
    const uploaded = await upload(path, png)
    expect(uploaded.statusCode).toBe(200)
    expect(uploaded.json()).toMatchObject({ path, name: "uploaded.png", content: base64(png) })
    expect(picturesFolder()).toEqual(before)
    // The media library lists it and shows it, as Decap asks for it.
    const library = (await call("getMedia", { mediaFolder: "data/images" })).json() as { path: string }[]
    expect(library.map(file => file.path)).toContain(path)
    expect((await call("getMediaFile", { path })).json().content).toBe(base64(png))

    // A refused save that names it writes nothing, neither the picture nor the entry.
    const refused = await saveServiceImage("images/services/uploaded.png", [], data => (data.items[0].title = ""))
    expect(refused.statusCode).toBe(422)
    expect(refused.json().error).toMatch(/data\/services\.json \/items\/0\/title/)
    expect(picturesFolder()).toEqual(before)
    expect(read("data/services.json")).toBe(services)

    // A passing save of another entry that does not name it leaves it waiting.
    expect((await save("data/pricing.json", () => {})).statusCode).toBe(200)
    expect(picturesFolder()).toEqual(before)

    // The passing save that uses it writes both.
    const saved = await saveServiceImage("images/services/uploaded.png")
    expect(saved.statusCode).toBe(200)
    expect(readFileSync(join(repoRoot, path)).equals(png)).toBe(true)
    expect(read("data/services.json")).toContain('"images/services/uploaded.png"')
    expect(new Map([...picturesFolder()].filter(([file]) => !file.endsWith("uploaded.png")))).toEqual(before)
  })

  it("forgets a staged upload deleted from the media library, and writes nothing", async () => {
    const before = picturesFolder()
    expect((await upload("data/images/clients/new-logo.png", png)).statusCode).toBe(200)
    expect((await call("deleteFile", { path: "data/images/clients/new-logo.png" })).statusCode).toBe(200)
    const library = (await call("getMedia", { mediaFolder: "data/images" })).json() as { path: string }[]
    expect(library.map(file => file.path)).not.toContain("data/images/clients/new-logo.png")
    const saved = await saveServiceImage("images/clients/new-logo.png")
    expect(saved.statusCode).toBe(422)
    expect(saved.json().error).toMatch(/image file "images\/clients\/new-logo\.png" does not exist/)
    expect(picturesFolder()).toEqual(before)
  })

  it("refuses to delete a picture a data file uses, naming the picture, the file and the field, and deletes nothing", async () => {
    const before = picturesFolder()
    const image = (JSON.parse(read("data/services.json")) as Content).items[0].image
    const path = `data/${image}`
    const response = await call("deleteFile", { path })
    expect(response.statusCode).toBe(422)
    // Every place that uses it is named (another data file may show the same picture).
    expect(response.json().error).toMatch(
      new RegExp(`^${path.replaceAll(".", "\\.")} is used by [^:;]*data/services\\.json /items/0/image[^;]*: choose`),
    )
    expect(response.json().error).toMatch(/Nothing was deleted\.$/)
    expect(picturesFolder()).toEqual(before)
    const library = (await call("getMedia", { mediaFolder: "data/images" })).json() as { path: string }[]
    expect(library.map(file => file.path)).toContain(path)
  })

  it("stages the delete of an unused picture: gone from the media library at once, removed with the next passing save", async () => {
    const path = "data/images/services/unused.png"
    writeFileSync(join(repoRoot, path), png)
    const before = picturesFolder()
    expect((await call("deleteFile", { path })).statusCode).toBe(200)
    expect(picturesFolder()).toEqual(before)
    const library = (await call("getMedia", { mediaFolder: "data/images" })).json() as { path: string }[]
    expect(library.map(file => file.path)).not.toContain(path)
    expect((await call("getMediaFile", { path })).statusCode).toBe(404)

    // A save that names it again is refused, and the picture stays until a save passes.
    const services = read("data/services.json")
    const refused = await saveServiceImage("images/services/unused.png")
    expect(refused.statusCode).toBe(422)
    expect(refused.json().error).toBe(
      `${path} is used by data/services.json /items/0/image, but it was deleted from the media library: choose another picture, or upload it again.`,
    )
    expect(read("data/services.json")).toBe(services)
    expect(picturesFolder()).toEqual(before)

    expect((await save("data/pricing.json", () => {})).statusCode).toBe(200)
    expect(existsSync(join(repoRoot, path))).toBe(false)
    expect(new Map([...picturesFolder()].filter(([file]) => !file.endsWith("unused.png")))).toEqual(
      new Map([...before].filter(([file]) => !file.endsWith("unused.png"))),
    )
  })

  const svgWithScript = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>'
  it.each([
    [
      "an SVG holding a script",
      "data/images/a.svg",
      svgWithScript,
      415,
      /^data\/images\/a\.svg: SVG files cannot be uploaded/,
    ],
    [
      "the same SVG named .PNG in new folders",
      "data/images/sub/dir/a.PNG",
      svgWithScript,
      415,
      /^data\/images\/sub\/dir\/a\.PNG: SVG files cannot be uploaded/,
    ],
    [
      "a PNG in folders that do not exist",
      "data/images/sub/dir/a.png",
      "png",
      422,
      /^data\/images\/sub\/dir\/a\.png: there is no folder data\/images\/sub\/dir\/ and an upload does not create one\. Put the picture in one of: data\/images\/, data\/images\/about\//,
    ],
    [
      "a JPEG named .png",
      "data/images/services/photo.png",
      "jpeg",
      422,
      /^data\/images\/services\/photo\.png holds a JPEG picture, so its name must end in \.jpg or \.jpeg: name it photo\.jpg\.$/,
    ],
    ["a PNG named .PNG", "data/images/services/photo.PNG", "png", 422, /must end in \.png: name it photo\.png\.$/],
    [
      "text named .jpg",
      "data/images/services/notes.jpg",
      "just some text",
      415,
      /is not a PNG, JPEG, WebP, or AVIF picture/,
    ],
  ])("refuses %s, and writes nothing", async (_what, path, content, status, message) => {
    const bytes = content === "png" ? png : content === "jpeg" ? jpeg : content
    const before = picturesFolder()
    for (const response of [
      await upload(path, bytes),
      await saveServiceImage(path.slice("data/".length), [asset(path, bytes)]),
    ]) {
      expect(response.statusCode).toBe(status)
      expect(response.json().error).toMatch(message)
    }
    expect(picturesFolder()).toEqual(before)
    expect(existsSync(join(repoRoot, "data/images/sub"))).toBe(false)
    const library = (await call("getMedia", { mediaFolder: "data/images" })).json() as { path: string }[]
    expect(library.map(file => file.path)).not.toContain(path)
  })

  it("refuses a picture over the size limit with a message that names the limit", async () => {
    const before = picturesFolder()
    // A real PNG signature followed by padding: the size is refused before anything else is looked at.
    const large = Buffer.concat([png, Buffer.alloc(MAX_PICTURE_BYTES + 1 - png.length)])
    const response = await upload("data/images/services/large.png", large)
    expect(response.statusCode).toBe(413)
    expect(response.json().error).toBe(
      "data/images/services/large.png is 5.1 MB; a picture may be at most 5 MB. Save it smaller (for example 2400 pixels wide, as JPEG or WebP) and upload it again.",
    )
    expect(picturesFolder()).toEqual(before)
  })

  it("stores uploaded pictures under data/images/ only", async () => {
    for (const path of ["data/new.png", "static/logo.png", "data/images/../../src/x.png", "data/images/script.js"])
      expect((await upload(path, png)).statusCode).toBe(403)
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

  it("refuses parameters its action does not take with a 400 naming the parameter, and writes nothing", async () => {
    const data = () =>
      readdirSync(join(repoRoot, "data"))
        .filter(name => name.endsWith(".json"))
        .map(name => [name, read(`data/${name}`)])
    const before = [data(), picturesFolder()]
    const pricing = { path: "data/pricing.json", raw: read("data/pricing.json") }
    for (const [action, params, error] of [
      ["entriesByFiles", { files: "data/pricing.json" }, "params/files must be array"],
      ["getEntry", { path: 5 }, "params/path must be string"],
      ["getMedia", {}, "params must have required property 'mediaFolder'"],
      ["deleteFiles", { paths: "data/images/clients/client-1.svg" }, "params/paths must be array"],
      [
        "persistMedia",
        { asset: { ...asset("data/images/x.png", png), encoding: "utf8" } },
        'params/asset/encoding must be "base64"',
      ],
      ["persistEntry", { assets: [] }, "params must have required property 'dataFiles'"],
      ["persistEntry", { entry: { ...pricing, raw: { items: [] } }, assets: [] }, "params/entry/raw must be string"],
      ["persistEntry", { dataFiles: [pricing], assets: {} }, "params/assets must be array"],
    ] as const) {
      const response = await call(action, params)
      expect({ action, status: response.statusCode, body: response.json() }).toEqual({
        action,
        status: 400,
        body: { error },
      })
    }
    // What Decap sends, without params, to learn whether a local backend runs.
    const info = await app.inject({
      method: "POST",
      url: "/api/v1",
      headers: { host: "localhost:8001" },
      payload: { action: "info" },
    })
    expect({ status: info.statusCode, type: info.json().type }).toEqual({ status: 200, type: "local_fs" })
    const unknown = await call("dropDatabase", {})
    expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({
      status: 422,
      body: { error: 'unknown action "dropDatabase"' },
    })
    expect([data(), picturesFolder()]).toEqual(before)
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

  it("sends the Content-Security-Policy of the site's /admin/, may not be framed, and serves the icon its page asks for", async () => {
    // The site server's /admin/ sends the same policy (server/__tests__/staff/editor-page.test.ts).
    const siteCsp = editorContentSecurityPolicy()
    writeFileSync(join(repoRoot, "admin", "index.html"), "<!doctype html><title>Editor</title>")
    const page = await app.inject({ url: "/admin/", headers: { host: "localhost:8001" } })
    expect(page.statusCode).toBe(200)
    const icon = await app.inject({ url: "/favicon.svg", headers: { host: "localhost:8001" } })
    expect(icon.statusCode).toBe(200)
    expect(icon.headers["content-type"]).toBe("image/svg+xml")
    for (const response of [page, icon, await call("info", {}), await call("info", {}, { host: "evil.example" })]) {
      expect(response.headers["content-security-policy"]).toBe(siteCsp)
      expect(response.headers["x-frame-options"]).toBe("DENY")
    }
  })
})
