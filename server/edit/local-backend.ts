/**
 * `npm run edit`'s backend at POST /api/v1 (content-backend.ts): one editor on this machine,
 * writing data/ directly; git is left to the editor, as with any other change to the checkout.
 */
import { tmpdir } from "node:os"
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox"
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify"
import { backendRequestError, BackendRequestSchema } from "./backend-requests"
import { CONTENT_BODY_LIMIT, ContentBackend, contentRefusalOf } from "./content-backend"

export async function registerLocalBackend(
  app: FastifyInstance,
  repoRoot: string,
  stagingRoot: string = tmpdir(),
): Promise<void> {
  // JSON only, as the editor sends it: a form or text/plain post (which another page could send
  // without asking first) is refused before its body is read.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser(
    "application/json",
    { parseAs: "string", bodyLimit: CONTENT_BODY_LIMIT },
    (_, body, done) => {
      try {
        done(null, JSON.parse(body as string))
      } catch {
        done(Object.assign(new Error("the request is not valid JSON"), { statusCode: 400 }), undefined)
      }
    },
  )
  const backend = new ContentBackend({ repoRoot, stagingRoot })
  app.addHook("onClose", async () => backend.dispose())
  // Every refusal answers as { error }, the shape the editor shows: a request its schema refuses
  // (backend-requests.ts) included.
  const refusalAnswer = (error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
    if (!error.validation) throw error
    return reply.code(error.statusCode ?? 400).send({ error: error.message })
  }
  const api = app.withTypeProvider<TypeBoxTypeProvider>()
  api.post(
    "/api/v1",
    {
      bodyLimit: CONTENT_BODY_LIMIT,
      schema: { body: BackendRequestSchema },
      schemaErrorFormatter: backendRequestError,
      errorHandler: refusalAnswer,
    },
    async (request, reply) => {
      try {
        return await backend.answer(request.body, null)
      } catch (error) {
        const refusal = contentRefusalOf(error)
        if (refusal) return reply.code(refusal.statusCode).send({ error: refusal.message })
        throw error
      }
    },
  )
}
