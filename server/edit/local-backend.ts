/**
 * The web editor's backend on this machine: Decap CMS's local "proxy" protocol (one POST
 * /api/v1 with an action) over the repository's data/ folder, like `decap-server` in its file
 * mode, with three differences that editors need:
 * - a save is checked the way `npm run validate:data` checks the data, and refused with its message,
 *   naming the file and the field, when it would break the build; nothing is written then;
 * - a save changes only the values that changed (json-rewrite.ts), so git diff shows just those lines;
 * - only data files with a schema and pictures under data/images/ are reachable (content-scope.ts);
 * - pictures sent with a save are staged outside data/images/ and moved into place only after the
 *   save passed the check: a refused save leaves every existing file exactly as it was.
 */
import { createHash } from "node:crypto"
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs"
import { tmpdir } from "node:os"
import { basename, dirname, join, relative, resolve } from "node:path"
import type { FastifyInstance } from "fastify"
import { formatProblems, validateData } from "../../gatsby/validate-data"
import { dataFileOf, IMAGE_EXTENSIONS, mediaFileOf, mediaFolderOf, OutOfScopeError } from "./content-scope"
import { rewriteJson } from "./json-rewrite"

type Body = { action?: unknown; params?: Record<string, unknown> }
type DataFile = { path: unknown; raw: unknown }
type Asset = { path: unknown; content: unknown; encoding: unknown }

/** A refusal the editor shows as it is ("Failed to persist entry: …"). */
class Refusal extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message)
  }
}

const sha256 = (content: Buffer | string) => createHash("sha256").update(content).digest("hex")

function entryOf(repoRoot: string, path: unknown) {
  const file = dataFileOf(repoRoot, path)
  const content = readFileSync(file.absolute, "utf8")
  return { data: content, file: { path: file.relative, id: sha256(content) } }
}

function mediaOf(relative: string, absolute: string) {
  const content = readFileSync(absolute)
  return {
    id: sha256(content),
    content: content.toString("base64"),
    encoding: "base64",
    path: relative,
    name: basename(relative),
  }
}

function listMedia(repoRoot: string, folder: string): string[] {
  const absolute = join(repoRoot, folder)
  if (!existsSync(absolute)) return []
  return readdirSync(absolute, { withFileTypes: true }).flatMap(entry => {
    const relative = `${folder}/${entry.name}`
    if (entry.isDirectory()) return listMedia(repoRoot, relative)
    return IMAGE_EXTENSIONS.some(extension => entry.name.toLowerCase().endsWith(extension)) ? [relative] : []
  })
}

function parseEntry(raw: unknown, path: string): unknown {
  if (typeof raw !== "string") throw new Refusal(400, `no content sent for ${path}`)
  try {
    return JSON.parse(raw)
  } catch (error) {
    throw new Refusal(
      400,
      `${path} was sent as invalid JSON: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}

/** A picture's bytes and where it goes, checked before anything is written. */
function assetOf(repoRoot: string, asset: Asset): { absolute: string; content: Buffer } {
  const file = mediaFileOf(repoRoot, asset?.path)
  if (asset.encoding !== "base64" || typeof asset.content !== "string")
    throw new Refusal(400, `${file.relative}: expected base64 content`)
  return { absolute: file.absolute, content: Buffer.from(asset.content, "base64") }
}

function writeAsset(absolute: string, content: Buffer): void {
  mkdirSync(dirname(absolute), { recursive: true })
  writeFileSync(absolute, content)
}

async function persistEntry(repoRoot: string, stagingRoot: string, params: Record<string, unknown>): Promise<void> {
  const dataFiles = (Array.isArray(params.dataFiles) ? params.dataFiles : [params.entry]) as DataFile[]
  const assets = (Array.isArray(params.assets) ? params.assets : []) as Asset[]
  const files = dataFiles.map(dataFile => dataFileOf(repoRoot, dataFile?.path))
  const unsaved = new Map<string, string>()
  for (const [index, file] of files.entries()) {
    const original = readFileSync(file.absolute, "utf8")
    const next = parseEntry(dataFiles[index].raw, file.relative)
    unsaved.set(file.name, rewriteJson(original, next, file.relative, repoRoot))
  }
  // Pictures sent with the entry wait outside data/images/ while the save is checked: the check
  // counts them as present, and a refusal throws them away without touching any existing file.
  const pictures = assets.map(asset => assetOf(repoRoot, asset))
  const staging = mkdtempSync(join(stagingRoot, "editor-save-"))
  try {
    const staged = pictures.map((picture, index) => {
      const file = join(staging, String(index))
      writeFileSync(file, picture.content)
      return { from: file, to: picture.absolute }
    })
    const { problems } = validateData(join(repoRoot, "data"), unsaved, new Set(staged.map(picture => picture.to)))
    if (problems.length > 0) {
      // Named from the repository's root, as `npm run validate:data` names them there.
      throw new Refusal(
        422,
        formatProblems(problems.map(problem => ({ ...problem, file: relative(repoRoot, resolve(problem.file)) }))),
      )
    }
    for (const picture of staged) {
      mkdirSync(dirname(picture.to), { recursive: true })
      copyFileSync(picture.from, picture.to)
    }
    for (const file of files) writeFileSync(file.absolute, unsaved.get(file.name)!)
  } finally {
    rmSync(staging, { recursive: true, force: true })
  }
}

async function answer(repoRoot: string, stagingRoot: string, body: Body): Promise<unknown> {
  const params = body.params ?? {}
  switch (body.action) {
    case "info":
      return { repo: basename(repoRoot), publish_modes: ["simple"], type: "local_fs" }
    case "entriesByFiles": {
      const files = Array.isArray(params.files) ? (params.files as { path: unknown }[]) : []
      return files.map(file => entryOf(repoRoot, file?.path))
    }
    case "getEntry":
      return entryOf(repoRoot, params.path)
    case "persistEntry":
      await persistEntry(repoRoot, stagingRoot, params)
      return { message: "entry persisted" }
    case "getMedia":
      return listMedia(repoRoot, mediaFolderOf(params.mediaFolder)).map(relative =>
        mediaOf(relative, join(repoRoot, relative)),
      )
    case "getMediaFile": {
      const file = mediaFileOf(repoRoot, params.path)
      if (!existsSync(file.absolute)) throw new Refusal(404, `no such picture: ${file.relative}`)
      return mediaOf(file.relative, file.absolute)
    }
    case "persistMedia": {
      const asset = params.asset as Asset
      const picture = assetOf(repoRoot, asset)
      writeAsset(picture.absolute, picture.content)
      const file = mediaFileOf(repoRoot, asset.path)
      return mediaOf(file.relative, file.absolute)
    }
    case "deleteFile":
    case "deleteFiles": {
      const paths = body.action === "deleteFile" ? [params.path] : Array.isArray(params.paths) ? params.paths : []
      // Only pictures: a data file can be emptied but never removed, or the build would fail.
      const files = paths.map(path => mediaFileOf(repoRoot, path))
      for (const file of files) rmSync(file.absolute, { force: true })
      return { message: `deleted ${files.map(file => file.relative).join(", ")}` }
    }
    case "getDeployPreview":
      return null
    default:
      throw new Refusal(422, `unknown action ${JSON.stringify(body.action)}`)
  }
}

export async function registerLocalBackend(
  app: FastifyInstance,
  repoRoot: string,
  stagingRoot: string = tmpdir(),
): Promise<void> {
  // JSON only, as the editor sends it: a form or text/plain post (which another page could send
  // without asking first) is refused before its body is read.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser("application/json", { parseAs: "string", bodyLimit: 32 * 1024 * 1024 }, (_, body, done) => {
    try {
      done(null, JSON.parse(body as string))
    } catch {
      done(Object.assign(new Error("the request is not valid JSON"), { statusCode: 400 }), undefined)
    }
  })
  app.post("/api/v1", { bodyLimit: 32 * 1024 * 1024 }, async (request, reply) => {
    try {
      return await answer(repoRoot, stagingRoot, (request.body ?? {}) as Body)
    } catch (error) {
      if (error instanceof OutOfScopeError) return reply.code(403).send({ error: error.message })
      if (error instanceof Refusal) return reply.code(error.statusCode).send({ error: error.message })
      throw error
    }
  })
}
