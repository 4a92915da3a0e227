/**
 * The inbox's leads: the paged, filtered list, one lead, its status, notes, "Send again",
 * "Delete" and the CSV export of the current filter. A guessed or unknown id gets the same 404
 * as a malformed one. Every change and every view is audited in the lead repository's own
 * transaction.
 */
import type { FastifyReply } from "fastify"
import { LOCALES, type Locale } from "../../src/i18n/locales"
import {
  ErasedSchema,
  FilterQuerySchema,
  InboxPageSchema,
  LeadParamsSchema,
  LeadViewSchema,
  MessageSchema,
  NoteBodySchema,
  StatusBodySchema,
  type FilterQuery,
  type LeadView,
} from "../../src/shared/staff-api"
import { MAX_NOTE_LENGTH } from "../../src/shared/lead-terms"
import { leadsCsv } from "../lead-export"
import { LEAD_ID_PATTERN } from "../lead-id"
import type { InboxFilter, LeadDetail } from "../storage/inbox"
import { LEAD_KINDS, LEAD_STATUSES } from "../storage/lead"
import type { StaffApi } from "./staff-api"
import { staffOf } from "./staff-guard"
import { staffMessages, type StaffContext } from "./staff-context"

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/
const oneOf = <Value extends string>(values: readonly Value[], value: string): value is Value =>
  values.some(known => known === value)

/** The filter a query string asks for, or the reason it is not valid. */
export function filterOf(query: FilterQuery): InboxFilter | string {
  const { status, kind, language } = query
  if (status && !oneOf(LEAD_STATUSES, status)) return `Unknown status "${status}".`
  if (kind && !oneOf(LEAD_KINDS, kind)) return `Unknown kind "${kind}".`
  if (language && !oneOf<Locale>(LOCALES, language)) return `Unknown language "${language}".`
  for (const bound of ["from", "to"] as const) {
    const value = query[bound]
    if (value && (!ISO_INSTANT.test(value) || Number.isNaN(Date.parse(value))))
      return `"${bound}" must be a moment such as 2026-01-31T20:00:00.000Z.`
  }
  return {
    status: status && oneOf(LEAD_STATUSES, status) ? status : null,
    kind: kind && oneOf(LEAD_KINDS, kind) ? kind : null,
    service: query.service || null,
    language: language && oneOf<Locale>(LOCALES, language) ? language : null,
    from: query.from || null,
    to: query.to || null,
    search: query.q || null,
  }
}

/** What the lead's page shows, and nothing else (no IP pseudonym, user agent or idempotency key). */
export function leadViewOf(lead: LeadDetail): LeadView {
  const { notification, origin } = lead
  return {
    id: lead.id,
    createdAt: lead.createdAt,
    kind: lead.kind,
    status: lead.status,
    language: lead.language,
    firstname: lead.firstname,
    lastname: lead.lastname,
    email: lead.email,
    phone: lead.phone,
    service: lead.service,
    message: lead.message,
    privacy: lead.privacy,
    origin: { sourcePage: origin.sourcePage, landingPage: origin.landingPage, referrer: origin.referrer },
    mail: lead.mail,
    notification: notification && {
      attempts: notification.attempts,
      sentAt: notification.sentAt,
      lastError: notification.lastError,
      resends: notification.resends,
    },
    activity: lead.activity,
  }
}

const validId = (id: string) => LEAD_ID_PATTERN.test(id)
const leadAnswers = { 200: LeadViewSchema, "4xx": MessageSchema }

export function registerLeadRoutes(api: StaffApi, context: StaffContext): void {
  const { leads } = context.storage
  const notFound = (reply: FastifyReply) => reply.code(404).send({ message: staffMessages.noLead })

  api.get(
    "/leads",
    { schema: { querystring: FilterQuerySchema, response: { 200: InboxPageSchema, "4xx": MessageSchema } } },
    async (request, reply) => {
      const filter = filterOf(request.query)
      if (typeof filter === "string") return reply.code(400).send({ message: filter })
      const page = Number.parseInt(request.query.page ?? "1", 10)
      const list = await leads.list(filter, Number.isFinite(page) ? page : 1)
      return { ...list, newCount: await leads.countNew() }
    },
  )

  api.get(
    "/leads.csv",
    // The answer is a spreadsheet, not JSON: its columns are fixed by lead-export.ts.
    { schema: { querystring: FilterQuerySchema } },
    async (request, reply) => {
      const filter = filterOf(request.query)
      if (typeof filter === "string") return reply.code(400).send({ message: filter })
      const rows = await leads.exportRows(filter, staffOf(request).user.email)
      const day = new Date().toISOString().slice(0, 10)
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="leads-${day}.csv"`)
        .send(leadsCsv(rows))
    },
  )

  api.get("/leads/:id", { schema: { params: LeadParamsSchema, response: leadAnswers } }, async (request, reply) => {
    const { id } = request.params
    const lead = validId(id) ? await leads.view(id, staffOf(request).user.email) : null
    return lead ? leadViewOf(lead) : notFound(reply)
  })

  api.post(
    "/leads/:id/status",
    { schema: { params: LeadParamsSchema, body: StatusBodySchema, response: leadAnswers } },
    async (request, reply) => {
      const { id } = request.params
      const { user } = staffOf(request)
      const change = validId(id) ? await leads.setStatus(id, request.body.status, user.email) : null
      if (!change || change.outcome === "no-lead") return notFound(reply)
      // Out of spam, the staff e-mail the honeypot held back is owed: wake the mail worker.
      if (change.outcome === "changed") context.onQueued()
      return leadViewOf(change.lead)
    },
  )

  api.post(
    "/leads/:id/notes",
    { schema: { params: LeadParamsSchema, body: NoteBodySchema, response: leadAnswers } },
    async (request, reply) => {
      const note = request.body.body.trim()
      if (note === "") return reply.code(400).send({ message: "Write the note first." })
      if (note.length > MAX_NOTE_LENGTH)
        return reply.code(400).send({ message: `A note can be at most ${MAX_NOTE_LENGTH} characters long.` })
      const { id } = request.params
      const change = validId(id) ? await leads.addNote(id, note, staffOf(request).user.email) : null
      return change && change.outcome !== "no-lead" ? leadViewOf(change.lead) : notFound(reply)
    },
  )

  api.post(
    "/leads/:id/resend",
    { schema: { params: LeadParamsSchema, response: leadAnswers } },
    async (request, reply) => {
      const { id } = request.params
      const outcome = validId(id) ? await leads.resend(id, staffOf(request).user.email) : null
      if (!outcome || outcome.outcome === "no-lead") return notFound(reply)
      if (outcome.outcome === "spam")
        return reply.code(409).send({ message: "A lead in Spam is never mailed: mark it as not spam first." })
      context.onQueued()
      return leadViewOf(outcome.lead)
    },
  )

  api.delete(
    "/leads/:id",
    { schema: { params: LeadParamsSchema, response: { 200: ErasedSchema, "4xx": MessageSchema } } },
    async (request, reply) => {
      const { id } = request.params
      if (!validId(id) || !(await leads.erase(id, staffOf(request).user.email))) return notFound(reply)
      return { ok: true as const, newCount: await leads.countNew() }
    },
  )
}
