/**
 * The staff inbox's JSON API under /staff/api: one encapsulated Fastify plugin whose onRequest
 * hook (staff-guard.ts) stands in front of every route it registers, and of its 404. Each route
 * declares the schema of its query, body and answers (shared/staff-api.ts): a request that
 * does not fit is refused before the handler runs, and an answer carries only what is declared.
 */
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox"
import type { FastifyError, FastifyInstance, FastifyReply } from "fastify"
import { EVERY_ROLE } from "../../shared/staff-roles"
import { registerAccountRoutes } from "./account-routes"
import { registerContentRoutes } from "./content-routes"
import { registerPublishRoutes } from "./publish-routes"
import { registerLeadRoutes } from "./lead-routes"
import { registerSessionRoutes } from "./session-routes"
import { registerSignInLinkRoutes } from "./sign-in-links"
import { requireDeclaredAccess, staffGuard } from "./staff-guard"
import { staffMessages, type StaffContext } from "./staff-context"

export const STAFF_API_PREFIX = "/staff/api"
export const STAFF_BODY_LIMIT = 16 * 1024

export async function staffApi(scope: FastifyInstance, options: { context: StaffContext }): Promise<void> {
  const { context } = options
  // JSON only: a cross-site form can send text/plain or a form body without a preflight.
  scope.removeAllContentTypeParsers()
  scope.addContentTypeParser(
    "application/json",
    { parseAs: "string", bodyLimit: STAFF_BODY_LIMIT },
    (_, body, done) => {
      try {
        done(null, body === "" ? {} : JSON.parse(body as string))
      } catch {
        done(Object.assign(new Error(staffMessages.badRequest), { statusCode: 400 }), undefined)
      }
    },
  )
  scope.addHook("onRequest", staffGuard(context))
  scope.addHook("onRoute", requireDeclaredAccess)
  scope.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) return reply.code(400).send({ message: `${staffMessages.badRequest} (${error.message})` })
    if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE")
      return reply.code(415).send({ message: staffMessages.jsonOnly })
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) return reply.code(status).send({ message: error.message })
    request.log.error({ err: error }, "staff request failed")
    return reply.code(500).send({ message: "Something went wrong on our side. Please try again in a moment." })
  })

  const api = scope.withTypeProvider<TypeBoxTypeProvider>()
  registerSessionRoutes(api, context)
  registerSignInLinkRoutes(api, context)
  registerLeadRoutes(api, context)
  registerAccountRoutes(api, context)
  registerContentRoutes(api, context)
  registerPublishRoutes(api, context)
  // Any other address under the prefix is a route of this plugin too, so the guard stands in
  // front of it: without a session 401, with one 404 (never the staff pages' HTML shell).
  const notFound = async (_request: unknown, reply: FastifyReply) =>
    reply.code(404).send({ message: staffMessages.notFound })
  const everyone = { config: { staffAccess: EVERY_ROLE } }
  scope.all("/", everyone, notFound)
  scope.all("/*", everyone, notFound)
}
