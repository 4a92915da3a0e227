/**
 * The web editor's backend on the site's server: POST /staff/api/content speaks Decap CMS's proxy
 * protocol (server/edit/content-backend.ts) for accounts whose role may edit the content, behind
 * the staff guard like every staff route (a session, the CSRF token, a request from the staff
 * pages). Each save is a commit authored by the signed-in editor. The history lists the saved
 * versions, and restoring one is a new commit by whoever restores it.
 *
 * Each account makes at most STAFF_CONTENT_CHANGES_PER_MINUTE changes (saves, pictures, deletions,
 * restores; 60 unless set) a minute, counted over every instance: a script or a stuck key cannot flood the history
 * with commits or the server with builds. A change over the limit is refused with nothing written,
 * and the editor keeps it to save again; reading is never limited (the preview reads every file).
 */
import { ContentVersionsSchema, MessageSchema, RestoreBodySchema } from "../../shared/staff-api"
import { CONTENT_ROLES } from "../../shared/staff-roles"
import { backendRequestError, BackendRequestSchema, type BackendRequest } from "../edit/backend-requests"
import { CONTENT_BODY_LIMIT, contentRefusalOf, type ContentBackend } from "../edit/content-backend"
import type { FastifyError, FastifyReply } from "fastify"
import type { StaffUser } from "./accounts"
import { staffOf } from "./staff-guard"
import { staffMessages, type StaffApi, type StaffContext } from "./staff-context"

const MINUTE_MS = 60_000
/** The editor's requests that change the content; the others read it. */
const CHANGES: ReadonlySet<BackendRequest["action"]> = new Set([
  "persistEntry",
  "persistMedia",
  "deleteFile",
  "deleteFiles",
])

export function registerContentRoutes(api: StaffApi, context: StaffContext): void {
  /**
   * Whether the account has used its changes for this minute; if so the refusal (429, and when to
   * try again) is sent. A boolean, not the reply: a reply is a thenable, and an async function that
   * returned it would resolve to nothing, letting the change through.
   */
  const refusedOverLimit = async (user: StaffUser, reply: FastifyReply): Promise<boolean> => {
    const { count, resetInMs } = await context.storage.throttle.countInWindow(`content-change:${user.id}`, MINUTE_MS)
    if (count <= context.contentChangesPerMinute) return false
    const seconds = Math.max(1, Math.ceil(resetInMs / 1000))
    reply
      .code(429)
      .header("retry-after", String(seconds))
      .send({ message: staffMessages.tooManyChanges(seconds) })
    return true
  }

  /** The answer `work` makes with the editor's backend: 503 when editing is off, a refusal as the editor shows it. */
  const withContent = async <T>(reply: FastifyReply, work: (content: ContentBackend) => Promise<T>) => {
    if (!context.content) return reply.code(503).send({ message: staffMessages.editingOff })
    try {
      return await work(context.content)
    } catch (error) {
      const refusal = contentRefusalOf(error)
      if (!refusal) throw error
      return reply.code(refusal.statusCode).send({ message: refusal.message })
    }
  }

  api.get(
    "/content/versions",
    {
      config: { staffAccess: CONTENT_ROLES },
      schema: { response: { 200: ContentVersionsSchema, "4xx": MessageSchema } },
    },
    async (_request, reply) => withContent(reply, async content => ({ versions: await content.versions() })),
  )

  api.post(
    "/content/restore",
    {
      config: { staffAccess: CONTENT_ROLES },
      schema: { body: RestoreBodySchema, response: { 200: MessageSchema, "4xx": MessageSchema } },
    },
    async (request, reply) => {
      const { user } = staffOf(request)
      if (await refusedOverLimit(user, reply)) return reply
      return withContent(reply, async content => {
        const version = await content.restore(request.body.commit, authorOf(user))
        return { message: staffMessages.restored(version.at) }
      })
    },
  )

  api.post(
    "/content",
    {
      config: { staffAccess: CONTENT_ROLES },
      bodyLimit: CONTENT_BODY_LIMIT,
      schema: { body: BackendRequestSchema },
      schemaErrorFormatter: backendRequestError,
      // The editor shows a refused request's message as it is, with the status that says why.
      errorHandler: (error: FastifyError, _request, reply) => {
        if (!error.validation) throw error
        return reply.code(error.statusCode ?? 400).send({ message: error.message })
      },
    },
    async (request, reply) => {
      const { user } = staffOf(request)
      if (CHANGES.has(request.body.action) && (await refusedOverLimit(user, reply))) return reply
      return withContent(reply, content => content.answer(request.body, authorOf(user)))
    },
  )
}

/** Commits name the account as the author; accounts are known by their e-mail address. */
const authorOf = (user: StaffUser) => ({ name: user.email, email: user.email })
