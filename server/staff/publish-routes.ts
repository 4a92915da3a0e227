/**
 * Publishing from the staff pages: GET /staff/api/publish says whether a build runs, what is live
 * since when, and why the last one failed; POST starts a publish (or queues one after the running
 * build) and answers at once. Saves and restores in the editor publish by themselves; this is for
 * trying again after a failure. For accounts that may edit the content.
 */
import { MessageSchema, PublishStateSchema } from "../../shared/staff-api"
import { CONTENT_ROLES } from "../../shared/staff-roles"
import { staffMessages, type StaffApi, type StaffContext } from "./staff-context"

export function registerPublishRoutes(api: StaffApi, context: StaffContext): void {
  const answers = { response: { 200: PublishStateSchema, "4xx": MessageSchema, 503: MessageSchema } }
  api.get("/publish", { config: { staffAccess: CONTENT_ROLES }, schema: answers }, async (_request, reply) => {
    if (!context.publisher) return reply.code(503).send({ message: staffMessages.publishingOff })
    return context.publisher.status()
  })
  api.post("/publish", { config: { staffAccess: CONTENT_ROLES }, schema: answers }, async (_request, reply) => {
    if (!context.publisher) return reply.code(503).send({ message: staffMessages.publishingOff })
    void context.publisher.publish()
    return context.publisher.status()
  })
}
