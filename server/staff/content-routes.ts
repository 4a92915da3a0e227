/**
 * The web editor's backend on the site's server: POST /staff/api/content speaks Decap CMS's proxy
 * protocol (server/edit/content-backend.ts) for accounts whose role may edit the content, behind
 * the staff guard like every staff route (a session, the CSRF token, a request from the staff
 * pages). Each save is a commit authored by the signed-in editor.
 */
import { CONTENT_ROLES } from "../../shared/staff-roles"
import { backendRequestError, BackendRequestSchema } from "../edit/backend-requests"
import { CONTENT_BODY_LIMIT, contentRefusalOf } from "../edit/content-backend"
import { staffOf } from "./staff-guard"
import { staffMessages, type StaffApi, type StaffContext } from "./staff-context"

export function registerContentRoutes(api: StaffApi, context: StaffContext): void {
  api.post(
    "/content",
    {
      config: { staffAccess: CONTENT_ROLES },
      bodyLimit: CONTENT_BODY_LIMIT,
      schema: { body: BackendRequestSchema },
      schemaErrorFormatter: backendRequestError,
    },
    async (request, reply) => {
      const { user } = staffOf(request)
      if (!context.content) return reply.code(503).send({ message: staffMessages.editingOff })
      try {
        return await context.content.answer(request.body, { name: user.email, email: user.email })
      } catch (error) {
        const refusal = contentRefusalOf(error)
        if (refusal) return reply.code(refusal.statusCode).send({ message: refusal.message })
        throw error
      }
    },
  )
}
