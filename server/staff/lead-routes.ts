/**
 * The inbox's leads: the paged, filtered list, one lead, its status, notes, "Send again",
 * "Delete" and the CSV export of the current filter. Each route's schema checks the id, the
 * filter and the body before the handler runs, so a handler only sees values it can use: a
 * malformed one gets a 400 that says what was expected, a well-formed id without a lead a 404.
 * Every change and every view is audited in the lead service's own transaction.
 */
import type { FastifyReply } from "fastify"
import { LOCALES } from "../../shared/i18n/locales"
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
} from "../../shared/staff-api"
import { MAX_NOTE_LENGTH } from "../../shared/lead-terms"
import { LEAD_ROLES } from "../../shared/staff-roles"
import { isUnsafeText } from "../http/visitor-text"
import { leadsCsv } from "../lead-export"
import type { InboxFilter, LeadDetail } from "../storage/inbox"
import { fieldsOf, LEAD_KINDS, LEAD_STATUSES } from "../storage/lead"
import { refusedValueError } from "./refused-value"
import { staffOf } from "./staff-guard"
import { staffMessages, type StaffContext, type StaffApi } from "./staff-context"

const oneOf = (values: readonly string[]) =>
  `one of ${new Intl.ListFormat("en", { type: "disjunction" }).format(values)}`
const MOMENT = "a moment such as 2026-01-31T20:00:00.000Z"

/** What each checked value must be, in the words of a 400's message. */
const EXPECTED: Readonly<Record<string, string>> = {
  id: "a lead id (26 letters and digits, as in the lead's address)",
  status: oneOf(LEAD_STATUSES),
  kind: oneOf(LEAD_KINDS),
  language: oneOf(LOCALES),
  from: MOMENT,
  to: MOMENT,
  page: "a page number, 1 or more",
}

/** The first value a lead route's schema refused, and what it must be. */
const leadRequestError = refusedValueError(EXPECTED)

/** The filter a checked query string asks for: an empty search or service filters nothing. */
export function filterOf(query: FilterQuery): InboxFilter {
  return {
    status: query.status ?? null,
    kind: query.kind ?? null,
    service: query.service || null,
    language: query.language ?? null,
    from: query.from ?? null,
    to: query.to ?? null,
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
    ...fieldsOf(lead),
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

/** Why a note with a character the visitor-text gate removes (or a broken one) is refused. */
export const UNSAFE_NOTE =
  "A note cannot hold control characters (other than tabs and line breaks), direction overrides or broken characters: type it again without them."

const leadAnswers = { 200: LeadViewSchema, "4xx": MessageSchema }

/** Every lead route: the accounts that work on leads. */
const leadAccess = { staffAccess: LEAD_ROLES }

export function registerLeadRoutes(staff: StaffApi, context: StaffContext): void {
  // A scope of their own, so every lead route's refusal says what the refused value must be.
  staff.register(async api => {
    api.setSchemaErrorFormatter(leadRequestError)
    leadRoutes(api, context)
  })
}

function leadRoutes(api: StaffApi, context: StaffContext): void {
  const { leads } = context.storage
  const notFound = (reply: FastifyReply) => reply.code(404).send({ message: staffMessages.noLead })

  api.get(
    "/leads",
    {
      config: leadAccess,
      schema: { querystring: FilterQuerySchema, response: { 200: InboxPageSchema, "4xx": MessageSchema } },
    },
    async request => {
      const list = await leads.list(filterOf(request.query), Number(request.query.page ?? "1"))
      return { ...list, newCount: await leads.countNew() }
    },
  )

  api.get(
    "/leads.csv",
    // The answer is a spreadsheet, not JSON: its columns are fixed by lead-export.ts.
    { config: leadAccess, schema: { querystring: FilterQuerySchema } },
    async (request, reply) => {
      const rows = await leads.exportRows(filterOf(request.query), staffOf(request).user.email)
      const day = new Date().toISOString().slice(0, 10)
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="leads-${day}.csv"`)
        .send(leadsCsv(rows))
    },
  )

  api.get(
    "/leads/:id",
    { config: leadAccess, schema: { params: LeadParamsSchema, response: leadAnswers } },
    async (request, reply) => {
      const lead = await leads.view(request.params.id, staffOf(request).user.email)
      return lead ? leadViewOf(lead) : notFound(reply)
    },
  )

  api.post(
    "/leads/:id/status",
    {
      config: leadAccess,
      schema: { params: LeadParamsSchema, body: StatusBodySchema, response: leadAnswers },
    },
    async (request, reply) => {
      const change = await leads.setStatus(request.params.id, request.body.status, staffOf(request).user.email)
      if (change.outcome === "no-lead") return notFound(reply)
      // Out of spam, the staff e-mail the honeypot held back is owed: wake the mail worker.
      if (change.outcome === "changed") context.onQueued()
      return leadViewOf(change.lead)
    },
  )

  api.post(
    "/leads/:id/notes",
    {
      config: leadAccess,
      schema: { params: LeadParamsSchema, body: NoteBodySchema, response: leadAnswers },
    },
    async (request, reply) => {
      // One line-break convention is stored, as for a visitor's message.
      const note = request.body.body.replace(/\r\n/g, "\n").trim()
      if (note === "") return reply.code(400).send({ message: "Write the note first." })
      if (isUnsafeText(note)) return reply.code(400).send({ message: UNSAFE_NOTE })
      if (note.length > MAX_NOTE_LENGTH)
        return reply.code(400).send({ message: `A note can be at most ${MAX_NOTE_LENGTH} characters long.` })
      const change = await leads.addNote(request.params.id, note, staffOf(request).user.email)
      return change.outcome === "no-lead" ? notFound(reply) : leadViewOf(change.lead)
    },
  )

  api.post(
    "/leads/:id/resend",
    { config: leadAccess, schema: { params: LeadParamsSchema, response: leadAnswers } },
    async (request, reply) => {
      const outcome = await leads.resend(request.params.id, staffOf(request).user.email)
      if (outcome.outcome === "no-lead") return notFound(reply)
      if (outcome.outcome === "spam")
        return reply.code(409).send({ message: "A lead in Spam is never mailed: mark it as not spam first." })
      context.onQueued()
      return leadViewOf(outcome.lead)
    },
  )

  api.delete(
    "/leads/:id",
    {
      config: leadAccess,
      schema: { params: LeadParamsSchema, response: { 200: ErasedSchema, "4xx": MessageSchema } },
    },
    async (request, reply) => {
      if (!(await leads.erase(request.params.id, staffOf(request).user.email))) return notFound(reply)
      return { ok: true as const, newCount: await leads.countNew() }
    },
  )
}
