/**
 * The web editor's backend on the site's server: POST /staff/api/content speaks Decap CMS's proxy
 * protocol (server/edit/content-backend.ts) for accounts whose role may edit the content, behind
 * the staff guard like every staff route (a session, the CSRF token, a request from the staff
 * pages). Each save is a commit authored by the signed-in editor. The history lists the saved
 * versions, and restoring one is a new commit by whoever restores it.
 */
import { ContentVersionsSchema, MessageSchema, RestoreBodySchema } from "../../shared/staff-api"
import { CONTENT_ROLES } from "../../shared/staff-roles"
import { backendRequestError, BackendRequestSchema } from "../edit/backend-requests"
import { CONTENT_BODY_LIMIT, contentRefusalOf, type ContentBackend } from "../edit/content-backend"
import type { FastifyError, FastifyReply } from "fastify"
import type { StaffUser } from "./accounts"
import { staffOf } from "./staff-guard"
import { staffMessages, type StaffApi, type StaffContext } from "./staff-context"

export function registerContentRoutes(api: StaffApi, context: StaffContext): void {
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
      return withContent(reply, content => content.answer(request.body, authorOf(user)))
    },
  )
}

/** Commits name the account as the author; accounts are known by their e-mail address. */
const authorOf = (user: StaffUser) => ({ name: user.email, email: user.email })
