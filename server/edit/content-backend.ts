/**
 * The web editor's backend: Decap CMS's "proxy" protocol (one POST with an action) over the
 * repository's data/ folder, like `decap-server` in its file mode, with differences that editors
 * need:
 * - a request is checked against its action's schema (backend-requests.ts) before anything is read:
 *   a parameter of the wrong kind gets a 400 naming it, an unknown action a 422;
 * - a save is checked the way `npm run validate:data` checks the data, and refused with its message,
 *   naming the file and the field, when it would break the build; nothing is written then;
 * - a save changes only the values that changed (json-rewrite.ts), so git diff shows just those lines;
 * - only data files with a schema and pictures under data/images/ are reachable (content-scope.ts);
 * - a picture is checked when it arrives (server/pictures/picture-rules.ts: PNG, JPEG, WebP or AVIF by
 *   its bytes, decoded whole with nothing after its end, a matching extension, no SVG, a size limit, an
 *   existing folder) and staged outside data/images/. Pictures sent with a save land only after the save passed the check. Decap sends a
 *   picture on its own (persistMedia) only from the media library outside an entry; such a picture
 *   waits, listed in the media library, and lands with the first passing save whose content names
 *   it. Either way a refused save leaves every existing file exactly as it was.
 * - a picture deleted from the media library (deleteFile) is staged the same way: refused at once, naming
 *   the data file and field, while any data file uses it; otherwise hidden from the media library and
 *   removed from data/images/ with the next passing save, which is refused if it names the picture again;
 * - on the site's server each passing save is a commit by the editor who made it (git-history.ts),
 *   one save at a time; a save that cannot be committed is undone.
 * `npm run edit` serves it on this machine (local-backend.ts), the site's server to signed-in
 * editors (server/staff/content-routes.ts).
 */
import { createHash } from "node:crypto"
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { basename, join, relative, resolve } from "node:path"
import { formatProblems, validateData, type DataProblem } from "../../shared/data-validation/validate-data"
import { PictureRefusal, type PictureUpload } from "../pictures/picture-rules"
import { PictureStaging, type StagedPicture } from "../pictures/picture-staging"
import type { BackendRequest, DataFile, Picture } from "./backend-requests"
import {
  dataFileOf,
  IMAGE_EXTENSIONS,
  MEDIA_FOLDER,
  mediaFileOf,
  mediaFolderOf,
  OutOfScopeError,
} from "./content-scope"
import { HistoryRefusal, type Author, type ContentVersion, type GitHistory } from "./git-history"
import { rewriteJson } from "./json-rewrite"

/** A refusal the editor shows as it is ("Failed to persist entry: …"). */
export class Refusal extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message)
  }
}

const sha256 = (content: Buffer | string) => createHash("sha256").update(content).digest("hex")

function entryOf(repoRoot: string, path: string) {
  const file = dataFileOf(repoRoot, path)
  const content = readFileSync(file.absolute, "utf8")
  return { data: content, file: { path: file.relative, id: sha256(content) } }
}

/** A picture as Decap's media library shows it; `content` is the file's bytes. */
function mediaOf(relative: string, content: Buffer) {
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

function parseEntry(raw: string, path: string): unknown {
  try {
    return JSON.parse(raw)
  } catch (error) {
    throw new Refusal(
      400,
      `${path} was sent as invalid JSON: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}

/** A picture as sent (its place and base64 bytes), in the editor's scope; checked when staged. */
function uploadOf(repoRoot: string, picture: Picture): PictureUpload {
  const file = mediaFileOf(repoRoot, picture.path)
  return { path: file.relative, absolute: file.absolute, bytes: Buffer.from(picture.content, "base64") }
}

/** Every file a data value could name (paths are relative to the data folder), for uploads waiting to land. */
function namedFiles(dataDir: string, value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === "string") into.add(resolve(dataDir, value))
  else if (Array.isArray(value)) for (const item of value) namedFiles(dataDir, item, into)
  else if (typeof value === "object" && value !== null)
    for (const item of Object.values(value)) namedFiles(dataDir, item, into)
  return into
}

type Backend = {
  repoRoot: string
  stagingRoot: string
  uploads: PictureStaging
  /** Pictures on disk deleted from the media library, by absolute path (their repository path as value). */
  deletions: Map<string, string>
  history: GitHistory | null
  /** After a save or restore was committed: the site's server publishes then. */
  onCommitted: () => void
}

/** A place in a data file (its repository path and JSON pointer) that names a picture. */
type PictureUse = { picture: string; file: string; pointer: string }

/** Every place where `value` names one of `pictures` (absolute paths; data values are relative to the data folder). */
function usesIn(dataDir: string, value: unknown, pictures: ReadonlyMap<string, string>, pointer = ""): PictureUse[] {
  if (typeof value === "string") {
    const picture = pictures.get(resolve(dataDir, value))
    return picture === undefined ? [] : [{ picture, file: "", pointer: pointer || "/" }]
  }
  if (typeof value !== "object" || value === null) return []
  return Object.entries(value).flatMap(([key, item]) =>
    usesIn(dataDir, item, pictures, `${pointer}/${key.replaceAll("~", "~0").replaceAll("/", "~1")}`),
  )
}

/**
 * Where the data files (as saved, or as `unsaved` holds them, by name) name any of `pictures`.
 * A file that is not JSON names nothing here; the data check reports it.
 */
function pictureUses(repoRoot: string, pictures: ReadonlyMap<string, string>, unsaved = new Map<string, string>()) {
  const dataDir = join(repoRoot, "data")
  if (pictures.size === 0) return []
  return readdirSync(dataDir)
    .filter(name => name.endsWith(".json"))
    .sort()
    .flatMap(name => {
      try {
        const value: unknown = JSON.parse(unsaved.get(name) ?? readFileSync(join(dataDir, name), "utf8"))
        return usesIn(dataDir, value, pictures).map(use => ({ ...use, file: `data/${name}` }))
      } catch {
        return []
      }
    })
}

const listOf = new Intl.ListFormat("en", { type: "conjunction" })

/** "data/images/<picture> is used by data/services.json /items/0/image and …", one clause per picture. */
function describeUses(uses: readonly PictureUse[]): string {
  const byPicture = new Map<string, PictureUse[]>()
  for (const use of uses) byPicture.set(use.picture, [...(byPicture.get(use.picture) ?? []), use])
  return [...byPicture]
    .map(
      ([picture, places]) => `${picture} is used by ${listOf.format(places.map(use => `${use.file} ${use.pointer}`))}`,
    )
    .join("; ")
}

/** The data check's problems, files named from the repository's root as `npm run validate:data` names them. */
const problemsFromRoot = (repoRoot: string, problems: readonly DataProblem[]) =>
  formatProblems(problems.map(problem => ({ ...problem, file: relative(repoRoot, resolve(problem.file)) })))

const picturesOf = (repoRoot: string, stagingRoot: string) =>
  new PictureStaging(stagingRoot, join(repoRoot, MEDIA_FOLDER), MEDIA_FOLDER)

/** What a save does to one data file, as its commit message says it: "Pricing plans: English and Arabic". */
function describeEdit(repoRoot: string, name: string, before: unknown, after: unknown): string {
  const schema = JSON.parse(
    readFileSync(join(repoRoot, "data", "schemas", name.replace(/\.json$/, ".schema.json")), "utf8"),
  ) as {
    title?: string
  }
  const split = (value: unknown) => {
    const { ar, ...shared } = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {}
    return { ar: JSON.stringify(ar), shared: JSON.stringify(shared) }
  }
  const [old, next] = [split(before), split(after)]
  const editions = [old.shared !== next.shared && "English", old.ar !== next.ar && "Arabic"].filter(Boolean)
  return `${schema.title ?? name}: ${editions.length === 0 ? "saved unchanged" : editions.join(" and ")}`
}

type SaveParams = Extract<BackendRequest, { action: "persistEntry" }>["params"]

async function persistEntry(backend: Backend, params: SaveParams, author: Author | null) {
  const { repoRoot, stagingRoot, uploads, deletions, history } = backend
  // The schema asks for one of the two.
  const dataFiles: DataFile[] = params.dataFiles ?? (params.entry ? [params.entry] : [])
  const { assets } = params
  const files = dataFiles.map(dataFile => dataFileOf(repoRoot, dataFile.path))
  await history?.assertClean()
  const unsaved = new Map<string, string>()
  const values: unknown[] = []
  const edits: string[] = []
  for (const [index, file] of files.entries()) {
    const original = readFileSync(file.absolute, "utf8")
    const next = parseEntry(dataFiles[index].raw, file.relative)
    values.push(next)
    unsaved.set(file.name, await rewriteJson(original, next, file.relative, repoRoot))
    edits.push(describeEdit(repoRoot, file.name, JSON.parse(original), next))
  }
  // Pictures sent with the entry wait in a staging folder of their own while the save is checked:
  // the check counts them (and the uploads waiting from the media library) as present, and a
  // refusal throws them away without touching any existing file.
  const save = picturesOf(repoRoot, stagingRoot)
  try {
    const sent: StagedPicture[] = []
    for (const asset of assets) sent.push(await save.stage(uploadOf(repoRoot, asset)))
    const waiting = uploads.list().filter(picture => !sent.some(other => other.absolute === picture.absolute))
    const dataDir = join(repoRoot, "data")
    const present = new Set([...sent, ...waiting].map(picture => picture.absolute))
    // Deleted pictures still on disk count as gone: a save that names one again is refused.
    const gone = new Map([...deletions].filter(([absolute]) => !present.has(absolute)))
    const uses = pictureUses(repoRoot, gone, unsaved)
    if (uses.length > 0)
      throw new Refusal(
        422,
        `${describeUses(uses)}, but it was deleted from the media library: choose another picture, or upload it again.`,
      )
    const { problems } = validateData(dataDir, unsaved, present)
    if (problems.length > 0) {
      throw new Refusal(422, problemsFromRoot(repoRoot, problems))
    }
    const named = namedFiles(dataDir, values)
    save.land(sent)
    uploads.land(waiting.filter(picture => named.has(picture.absolute)))
    for (const picture of sent) uploads.discard(picture.absolute)
    for (const file of files) writeFileSync(file.absolute, unsaved.get(file.name)!)
    for (const absolute of present) deletions.delete(absolute)
    for (const absolute of deletions.keys()) rmSync(absolute, { force: true })
    deletions.clear()
    if (history && author && (await history.commit(edits.join("; "), author))) backend.onCommitted()
  } finally {
    save.dispose()
  }
}

/** The pictures of a folder (and its folders) on disk, then those waiting to land there. */
function mediaList(backend: Backend, folder: string) {
  const waiting = backend.uploads.list().filter(picture => picture.path.startsWith(`${folder}/`))
  const onDisk = listMedia(backend.repoRoot, folder)
    .filter(path => !waiting.some(picture => picture.path === path))
    .filter(path => !backend.deletions.has(join(backend.repoRoot, path)))
    .map(path => mediaOf(path, readFileSync(join(backend.repoRoot, path))))
  return [...onDisk, ...waiting.map(picture => mediaOf(picture.path, backend.uploads.read(picture)))]
}

async function answer(backend: Backend, body: BackendRequest, author: Author | null): Promise<unknown> {
  const { repoRoot, uploads, deletions } = backend
  switch (body.action) {
    case "info":
      return { repo: basename(repoRoot), publish_modes: ["simple"], type: "local_fs" }
    case "entriesByFiles":
      return body.params.files.map(file => entryOf(repoRoot, file.path))
    case "getEntry":
      return entryOf(repoRoot, body.params.path)
    case "persistEntry":
      await persistEntry(backend, body.params, author)
      return { message: "entry persisted" }
    case "getMedia":
      return mediaList(backend, mediaFolderOf(body.params.mediaFolder))
    case "getMediaFile": {
      const file = mediaFileOf(repoRoot, body.params.path)
      const waiting = uploads.get(file.absolute)
      if (waiting) return mediaOf(file.relative, uploads.read(waiting))
      if (!existsSync(file.absolute) || deletions.has(file.absolute))
        throw new Refusal(404, `no such picture: ${file.relative}`)
      return mediaOf(file.relative, readFileSync(file.absolute))
    }
    case "persistMedia": {
      // Checked now and kept aside: it lands with a save that names it (see the top of this file).
      const picture: StagedPicture = await uploads.stage(uploadOf(repoRoot, body.params.asset))
      deletions.delete(picture.absolute)
      return mediaOf(picture.path, uploads.read(picture))
    }
    case "deleteFile":
    case "deleteFiles": {
      const paths = body.action === "deleteFile" ? [body.params.path] : body.params.paths
      // Only pictures: a data file can be emptied but never removed, or the build would fail.
      const files = paths.map(path => mediaFileOf(repoRoot, path))
      // A picture still waiting is only forgotten; the file of the same name on disk stays.
      const onDisk = files.filter(file => !uploads.get(file.absolute))
      for (const file of onDisk)
        if (!existsSync(file.absolute) || deletions.has(file.absolute))
          throw new Refusal(404, `no such picture: ${file.relative}`)
      // Staged like every other change: refused while a data file uses it, removed with the next passing save.
      const uses = pictureUses(repoRoot, new Map(onDisk.map(file => [file.absolute, file.relative])))
      if (uses.length > 0)
        throw new Refusal(
          422,
          `${describeUses(uses)}: choose another picture there and publish it before deleting this one. Nothing was deleted.`,
        )
      for (const file of files) uploads.discard(file.absolute)
      for (const file of onDisk) deletions.set(file.absolute, file.relative)
      return { message: `deleted ${files.map(file => file.relative).join(", ")}` }
    }
    case "getDeployPreview":
      return null
  }
}

export const contentMessages = {
  restoreBreaks: "Nothing was restored: that version of the content no longer fits the site as it is built now.",
  restored: (version: ContentVersion) =>
    `Restore the content of ${version.at.slice(0, 16).replace("T", " ")} UTC by ${version.author} (${version.summary})`,
  noHistory: "This editor keeps no history: its changes are files in data/, and git is yours to use.",
} as const

/** The editor's backend over one checkout; one save at a time, each committed when it has a history. */
export class ContentBackend {
  private readonly backend: Backend
  /** Saves wait for the one before them: two at once would mix their files in one commit. */
  private saving: Promise<unknown> = Promise.resolve()
  private readonly exclusive: <T>(work: () => Promise<T>) => Promise<T>

  constructor(options: {
    repoRoot: string
    stagingRoot?: string
    history?: GitHistory | null
    /** After each committed save or restore: the site's server publishes then. */
    onSaved?: () => void
    /** Runs a save when no other server saves to this checkout (servers sharing one take turns). */
    exclusive?: <T>(work: () => Promise<T>) => Promise<T>
  }) {
    const stagingRoot = options.stagingRoot ?? tmpdir()
    this.backend = {
      repoRoot: options.repoRoot,
      stagingRoot,
      uploads: picturesOf(options.repoRoot, stagingRoot),
      deletions: new Map(),
      history: options.history ?? null,
      onCommitted: options.onSaved ?? (() => undefined),
    }
    this.exclusive = options.exclusive ?? (work => work())
  }

  /** The answer to one request of the editor, made by `author` (who each commit names). */
  answer(body: BackendRequest, author: Author | null): Promise<unknown> {
    if (body.action !== "persistEntry") return answer(this.backend, body, author)
    return this.oneAtATime(() => answer(this.backend, body, author))
  }

  /** The saved versions of the content, newest first. */
  versions(): Promise<ContentVersion[]> {
    return this.historyOf().versions()
  }

  /**
   * Makes the content what it was in `commit`, as a new commit by `author`; refused, with nothing
   * changed, when that version no longer passes the data check (a schema changed since).
   */
  restore(commit: string, author: Author): Promise<ContentVersion> {
    const history = this.historyOf()
    return this.oneAtATime(async () => {
      const version = await history.checkOut(commit)
      const { problems } = validateData(join(this.backend.repoRoot, "data"))
      if (problems.length > 0) {
        await history.undo()
        throw new Refusal(422, `${contentMessages.restoreBreaks}\n${problemsFromRoot(this.backend.repoRoot, problems)}`)
      }
      // Pictures deleted from the media library but not yet removed stay: the restored content may name them.
      this.backend.deletions.clear()
      if (await history.commit(contentMessages.restored(version), author)) this.backend.onCommitted()
      return version
    })
  }

  private oneAtATime<T>(work: () => Promise<T>): Promise<T> {
    const done = this.saving.then(() => this.exclusive(work))
    this.saving = done.catch(() => undefined)
    return done
  }

  private historyOf(): GitHistory {
    if (!this.backend.history) throw new Refusal(409, contentMessages.noHistory)
    return this.backend.history
  }

  dispose(): void {
    this.backend.uploads.dispose()
  }
}

/** The largest request: a save with its pictures, base64 (each picture is at most MAX_PICTURE_BYTES). */
export const CONTENT_BODY_LIMIT = 32 * 1024 * 1024

/** How a refusal of the backend answers: its status and the message the editor shows, or null for a fault. */
export function contentRefusalOf(error: unknown): { statusCode: number; message: string } | null {
  if (error instanceof OutOfScopeError) return { statusCode: 403, message: error.message }
  if (error instanceof Refusal || error instanceof PictureRefusal)
    return { statusCode: error.statusCode, message: error.message }
  if (error instanceof HistoryRefusal) return { statusCode: 409, message: error.message }
  return null
}
