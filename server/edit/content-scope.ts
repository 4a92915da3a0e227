/**
 * What the web editor may touch: the data files that have a schema (data/<name>.json with
 * data/schemas/<name>.schema.json) and pictures under data/images/. Code, schemas and the
 * editor's own configuration are out of reach, whatever path a request names (the request's
 * schema, backend-requests.ts, has made sure it is text).
 */
import { existsSync } from "node:fs"
import { join, normalize, posix } from "node:path"

export const IMAGE_EXTENSIONS = [".jpg", ".jpeg", ".png", ".webp", ".avif", ".svg"]
export const MEDIA_FOLDER = "data/images"

export class OutOfScopeError extends Error {}

/** A repository-relative path in its one spelling (forward slashes, no "." or ".." parts), or an error. */
function canonical(path: string): string {
  if (path === "" || path.includes("\0") || path.includes("\\"))
    throw new OutOfScopeError(`not a file path: ${JSON.stringify(path)}`)
  const clean = posix.normalize(path)
  if (clean !== path || clean.startsWith("/") || clean.split("/").includes(".."))
    throw new OutOfScopeError(`the editor only reaches data/*.json and data/images/: ${path}`)
  return clean
}

export function dataFileOf(repoRoot: string, path: string): { relative: string; absolute: string; name: string } {
  const relative = canonical(path)
  const match = /^data\/([a-z0-9-]+)\.json$/.exec(relative)
  if (!match || !existsSync(join(repoRoot, "data", "schemas", `${match[1]}.schema.json`)))
    throw new OutOfScopeError(`the editor only edits the data files that have a schema: ${relative}`)
  return { relative, absolute: normalize(join(repoRoot, relative)), name: `${match[1]}.json` }
}

export function mediaFileOf(repoRoot: string, path: string): { relative: string; absolute: string } {
  const relative = canonical(path)
  const lower = relative.toLowerCase()
  if (!relative.startsWith(`${MEDIA_FOLDER}/`) || !IMAGE_EXTENSIONS.some(extension => lower.endsWith(extension)))
    throw new OutOfScopeError(`pictures go under ${MEDIA_FOLDER}/ as ${IMAGE_EXTENSIONS.join(", ")} files: ${relative}`)
  // A name starting with a dot is hidden: the site would never serve it.
  if (relative.split("/").some(part => part.startsWith(".")))
    throw new OutOfScopeError(`a picture's name cannot start with a dot: ${relative}`)
  return { relative, absolute: normalize(join(repoRoot, relative)) }
}

export function mediaFolderOf(path: string): string {
  const relative = canonical(path)
  if (relative !== MEDIA_FOLDER && !relative.startsWith(`${MEDIA_FOLDER}/`))
    throw new OutOfScopeError(`the media folder is ${MEDIA_FOLDER}: ${relative}`)
  return relative
}
