/**
 * What the web editor may send to its local backend (Decap CMS's proxy protocol): one schema per
 * action, told apart by `action`, so a handler gets the parameters it works with already checked.
 * Paths are only known to be text here; which files they may reach is content-scope.ts's decision.
 * Decap adds parameters of its own (branch, options, cmsLabelPrefix): they are allowed and unused.
 */
import type { FastifySchemaValidationError } from "fastify"
import { Type, type Static, type TSchema } from "typebox"

const FilePath = Type.String({ maxLength: 1024 })
const PathParams = Type.Object({ path: FilePath })
/** A data file as a save sends it: its path and its whole new text. */
/**
 * The largest data file a save takes, as sent: four times the largest file of the site. Checking a
 * data file takes the server's attention while it runs, and a list many times longer than any page
 * shows (thousands of items) would take it for seconds.
 */
export const MAX_DATA_FILE_CHARACTERS = 128 * 1024
const DataFileSchema = Type.Object({ path: FilePath, raw: Type.String({ maxLength: MAX_DATA_FILE_CHARACTERS }) })
/** A picture as the editor sends it: its place and its bytes in base64. */
const PictureSchema = Type.Object({ path: FilePath, content: Type.String(), encoding: Type.Literal("base64") })

const request = <Action extends string, Params extends TSchema>(action: Action, params: Params) =>
  Type.Object({ action: Type.Literal(action), params })

const AnyRequest = Type.Union([
  // Decap asks this, without params, to learn whether a local backend runs at all.
  Type.Object({ action: Type.Literal("info"), params: Type.Optional(Type.Object({})) }),
  request("entriesByFiles", Type.Object({ files: Type.Array(PathParams) })),
  request("getEntry", PathParams),
  // Decap 3 sends `dataFiles`; older versions sent one `entry`.
  request(
    "persistEntry",
    Type.Object(
      {
        dataFiles: Type.Optional(Type.Array(DataFileSchema, { minItems: 1 })),
        entry: Type.Optional(DataFileSchema),
        assets: Type.Array(PictureSchema),
      },
      { anyOf: [{ required: ["dataFiles"] }, { required: ["entry"] }] },
    ),
  ),
  request("getMedia", Type.Object({ mediaFolder: FilePath })),
  request("getMediaFile", PathParams),
  request("persistMedia", Type.Object({ asset: PictureSchema })),
  request("deleteFile", PathParams),
  request("deleteFiles", Type.Object({ paths: Type.Array(FilePath) })),
  request("getDeployPreview", Type.Object({})),
])
export type BackendRequest = Static<typeof AnyRequest>
export type DataFile = Static<typeof DataFileSchema>
export type Picture = Static<typeof PictureSchema>

/**
 * The same requests as one schema that Ajv checks by `action` first (its discriminator): an
 * unknown action is refused as such, and a known one is checked against its own schema only, so
 * a refusal names the one parameter that is wrong. Ajv's discriminator needs `oneOf`, where
 * TypeBox writes a union as `anyOf`: hence Unsafe, typed as the union it is built from.
 */
export const BackendRequestSchema = Type.Unsafe<BackendRequest>({
  type: "object",
  required: ["action"],
  discriminator: { propertyName: "action" },
  oneOf: AnyRequest.anyOf,
})

/**
 * A refused request in the editor's words: an unknown action is 422 (as the editor shows any
 * refusal), a known action with parameters that do not fit is 400 naming the first that is wrong.
 */
export function backendRequestError(errors: FastifySchemaValidationError[]): Error {
  const [first] = errors
  if (first.keyword === "discriminator")
    return Object.assign(new Error(`unknown action ${JSON.stringify(first.params.tagValue)}`), { statusCode: 422 })
  const where = first.instancePath.slice(1) || "the request"
  if (first.keyword === "maxLength" && first.params.limit === MAX_DATA_FILE_CHARACTERS)
    return Object.assign(
      new Error(
        `${where} is longer than ${MAX_DATA_FILE_CHARACTERS / 1024} KiB, the most a data file may hold: shorten its lists, or ask a developer to split the file`,
      ),
      { statusCode: 413 },
    )
  const must =
    first.keyword === "const"
      ? `must be ${JSON.stringify(first.params.allowedValue)}`
      : (first.message ?? "is not valid")
  return Object.assign(new Error(`${where} ${must}`), { statusCode: 400 })
}
