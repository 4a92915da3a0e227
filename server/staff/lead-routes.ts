/**
 * The inbox's leads: the paged, filtered list, one lead, its status, notes, "Send again",
 * "Delete" and the CSV export of the current filter. A guessed or unknown id gets the same 404
 * as a malformed one, and only behind a session (staff-guard.ts).
 */
import type { FastifyInstance, FastifyReply } from "fastify"
import { leadsCsv } from "../lead-export"
import { LEAD_ID_PATTERN } from "../lead-id"
import type { InboxFilter } from "../storage/inbox-store"
import { LEAD_STATUSES, type LeadKind, type LeadStatus } from "../storage/lead-store"
import { staffMessages, type SignedIn, type StaffContext } from "./staff-context"

type FilterQuery = Partial<Record<"status" | "kind" | "service" | "from" | "to" | "q" | "page", string>>

export const MAX_NOTE_LENGTH = 2000
const KINDS: readonly LeadKind[] = ["lead", "contact"]
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/

/** The filter a query string asks for, or the reason it is not valid. */
export function filterOf(query: FilterQuery): InboxFilter | string {
  const status = query.status || null
  if (status !== null && !LEAD_STATUSES.includes(status as LeadStatus)) return `Unknown status "${status}".`
  const kind = query.kind || null
  if (kind !== null && !KINDS.includes(kind as LeadKind)) return `Unknown kind "${kind}".`
  for (const bound of ["from", "to"] as const) {
    const value = query[bound]
    if (value && (!ISO_INSTANT.test(value) || Number.isNaN(Date.parse(value))))
      return `"${bound}" must be a moment such as 2026-01-31T20:00:00.000Z.`
  }
  return {
    status: status as LeadStatus | null,
    kind: kind as LeadKind | null,
    service: query.service ? query.service.slice(0, 100) : null,
    from: query.from || null,
    to: query.to || null,
    search: query.q ? query.q.slice(0, 200) : null,
  }
}

const validId = (id: string) => LEAD_ID_PATTERN.test(id)

export function registerLeadRoutes(app: FastifyInstance, context: StaffContext): void {
  const { inbox, audit } = context
  const actorOf = (request: { staff: SignedIn | null }) => (request.staff as SignedIn).user.email
  const notFound = (reply: FastifyReply) => reply.code(404).send({ message: staffMessages.noLead })

  app.get<{ Querystring: FilterQuery }>("/staff/api/leads", async (request, reply) => {
    const filter = filterOf(request.query)
    if (typeof filter === "string") return reply.code(400).send({ message: filter })
    const page = Number.parseInt(request.query.page ?? "1", 10)
    return reply.send({ ...inbox.list(filter, Number.isFinite(page) ? page : 1), newCount: inbox.countNew() })
  })

  app.get<{ Querystring: FilterQuery }>("/staff/api/leads.csv", async (request, reply) => {
    const filter = filterOf(request.query)
    if (typeof filter === "string") return reply.code(400).send({ message: filter })
    const rows = inbox.exportRows(filter)
    audit.write({ actor: actorOf(request), action: "export", detail: `${rows.length} leads` })
    const day = new Date().toISOString().slice(0, 10)
    return reply
      .type("text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="leads-${day}.csv"`)
      .send(leadsCsv(rows))
  })

  app.get<{ Params: { id: string } }>("/staff/api/leads/:id", async (request, reply) => {
    const lead = validId(request.params.id) ? inbox.detail(request.params.id) : null
    return lead ? reply.send(lead) : notFound(reply)
  })

  app.post<{ Params: { id: string }; Body: { status?: unknown } }>(
    "/staff/api/leads/:id/status",
    async (request, reply) => {
      const status = request.body?.status
      if (typeof status !== "string" || !LEAD_STATUSES.includes(status as LeadStatus))
        return reply.code(400).send({ message: `The status must be one of ${LEAD_STATUSES.join(", ")}.` })
      const { id } = request.params
      const before = validId(id) ? inbox.detail(id) : null
      if (!before || !inbox.setStatus(id, status as LeadStatus, actorOf(request))) return notFound(reply)
      if (before.status !== status) {
        const action = before.status === "spam" ? "not-spam" : "status"
        audit.write({ actor: actorOf(request), action, leadId: id, detail: `${before.status} → ${status}` })
        if (before.status === "spam") context.onQueued()
      }
      return reply.send(inbox.detail(id))
    },
  )

  app.post<{ Params: { id: string }; Body: { body?: unknown } }>(
    "/staff/api/leads/:id/notes",
    async (request, reply) => {
      const note = typeof request.body?.body === "string" ? request.body.body.trim() : ""
      if (note === "") return reply.code(400).send({ message: "Write the note first." })
      if (note.length > MAX_NOTE_LENGTH)
        return reply.code(400).send({ message: `A note can be at most ${MAX_NOTE_LENGTH} characters long.` })
      const { id } = request.params
      if (!validId(id) || !inbox.addNote(id, note, actorOf(request))) return notFound(reply)
      audit.write({ actor: actorOf(request), action: "note", leadId: id })
      return reply.send(inbox.detail(id))
    },
  )

  app.post<{ Params: { id: string } }>("/staff/api/leads/:id/resend", async (request, reply) => {
    const { id } = request.params
    const lead = validId(id) ? inbox.detail(id) : null
    if (!lead) return notFound(reply)
    if (!inbox.resend(id, actorOf(request)))
      return reply.code(409).send({ message: "A lead in Spam is never mailed: mark it as not spam first." })
    audit.write({ actor: actorOf(request), action: "resend", leadId: id })
    context.onQueued()
    return reply.send(inbox.detail(id))
  })

  app.delete<{ Params: { id: string } }>("/staff/api/leads/:id", async (request, reply) => {
    const { id } = request.params
    if (!validId(id) || !inbox.erase(id)) return notFound(reply)
    audit.write({ actor: actorOf(request), action: "delete", leadId: id })
    return reply.send({ ok: true, newCount: inbox.countNew() })
  })
}
