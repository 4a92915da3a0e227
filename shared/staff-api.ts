/**
 * What crosses the wire between the staff inbox's pages and its API: the body, query and
 * response of every route, as JSON Schema (TypeBox). The server validates requests and
 * serialises responses with these schemas, so a response carries only the properties written
 * here (nothing a page does not show: no IP pseudonym, user agent or idempotency key); the
 * browser app imports the same names as types.
 */
import { Type, type Static, type TSchema, type TString } from "typebox"
import { LOCALES } from "./i18n/locales"
import { LEAD_FIELDS, type LeadFieldName } from "./lead-fields"
import { LEAD_ID_PATTERN_SOURCE, LEAD_KINDS, LEAD_STATUSES, MAIL_STATES, MAX_NOTE_LENGTH } from "./lead-terms"
import { STAFF_ROLES } from "./staff-roles"

const nullable = <Schema extends TSchema>(schema: Schema) => Type.Union([schema, Type.Null()])

export const LeadKindSchema = Type.Enum(LEAD_KINDS)
export const LeadStatusSchema = Type.Enum(LEAD_STATUSES)
export const LanguageSchema = Type.Enum(LOCALES)
const MailStateSchema = Type.Enum(MAIL_STATES)

// ---------- answers ----------

export const MessageSchema = Type.Object({ message: Type.String() })

export const InboxRowSchema = Type.Object({
  id: Type.String(),
  createdAt: Type.String(),
  kind: LeadKindSchema,
  language: LanguageSchema,
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  service: Type.String(),
  status: LeadStatusSchema,
  mail: MailStateSchema,
})
export type InboxRow = Static<typeof InboxRowSchema>

export const InboxPageSchema = Type.Object({
  rows: Type.Array(InboxRowSchema),
  total: Type.Integer(),
  /** The search or filter matched more leads than it counts (COUNT_LIMIT): total is that limit. */
  moreThanTotal: Type.Boolean(),
  page: Type.Integer(),
  pages: Type.Integer(),
  newCount: Type.Integer(),
})
export type InboxPage = Static<typeof InboxPageSchema>

const ActivitySchema = Type.Object({
  at: Type.String(),
  actor: Type.String(),
  kind: Type.Enum(["status", "note", "resend"]),
  body: Type.String(),
})

/** The lead's contact fields, as its field list declares them (fromEntries forgets the key names). */
const leadFieldSchemas = Object.fromEntries(LEAD_FIELDS.map(field => [field.name, Type.String()])) as Record<
  LeadFieldName,
  TString
>

export const LeadViewSchema = Type.Object({
  id: Type.String(),
  createdAt: Type.String(),
  kind: LeadKindSchema,
  status: LeadStatusSchema,
  language: LanguageSchema,
  ...leadFieldSchemas,
  origin: Type.Object({
    sourcePage: nullable(Type.String()),
    landingPage: nullable(Type.String()),
    referrer: nullable(Type.String()),
  }),
  mail: MailStateSchema,
  notification: nullable(
    Type.Object({
      attempts: Type.Integer(),
      sentAt: nullable(Type.String()),
      lastError: nullable(Type.String()),
      resends: Type.Integer(),
    }),
  ),
  activity: Type.Array(ActivitySchema),
})
export type LeadView = Static<typeof LeadViewSchema>

export const ErasedSchema = Type.Object({ ok: Type.Literal(true), newCount: Type.Integer() })

export const ServiceOptionSchema = Type.Object({ value: Type.String(), label: Type.String() })

export const SessionViewSchema = Type.Object({
  email: Type.String(),
  role: Type.Enum(STAFF_ROLES),
  totpEnabled: Type.Boolean(),
  csrfToken: Type.String(),
  newCount: Type.Integer(),
  services: Type.Array(ServiceOptionSchema),
  /** Only in the answer to a sign-in: what happened to the account since its previous sign-in. */
  signInNotice: Type.Optional(
    Type.Object({ refusedSignIns: Type.Integer(), previousSignInAt: nullable(Type.String()) }),
  ),
})
export type SessionView = Static<typeof SessionViewSchema>

export const SignInRefusalSchema = Type.Object({ message: Type.String(), needsCode: Type.Optional(Type.Boolean()) })

export const TotpEnrolmentSchema = Type.Object({ secret: Type.String(), uri: Type.String(), qrSvg: Type.String() })
export type TotpEnrolment = Static<typeof TotpEnrolmentSchema>

export const TotpStateSchema = Type.Object({ totpEnabled: Type.Boolean() })

export const AuditEntrySchema = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  actor: Type.String(),
  action: Type.String(),
  leadId: nullable(Type.String()),
  detail: Type.String(),
  count: Type.Integer(),
})
export type AuditEntry = Static<typeof AuditEntrySchema>
export const AuditPageSchema = Type.Object({ entries: Type.Array(AuditEntrySchema) })

/** A saved version of the site's content (a commit that changed data/): who saved what, when. */
export const ContentVersionSchema = Type.Object({
  commit: Type.String(),
  author: Type.String(),
  at: Type.String(),
  summary: Type.String(),
})
export type ContentVersion = Static<typeof ContentVersionSchema>
export const ContentVersionsSchema = Type.Object({ versions: Type.Array(ContentVersionSchema) })

/** Publishing: whether a build runs (and another waits), what is live since when, the last failure. */
export const PublishStateSchema = Type.Object({
  publishing: Type.Boolean(),
  queued: Type.Boolean(),
  live: Type.Union([Type.Object({ since: Type.String(), commit: Type.String() }), Type.Null()]),
  failure: Type.Union([Type.Object({ at: Type.String(), reason: Type.String() }), Type.Null()]),
})
export type PublishState = Static<typeof PublishStateSchema>

// ---------- requests ----------

/**
 * The inbox's filter as the address bar and the API carry it: each value once, as text, the
 * closed ones (status, kind, language, the moments, the page) checked here, so a handler gets
 * only values it can use. Moments are UTC with a Z, as the stored ones, which compare as text.
 */
const queryText = (maxLength: number) => Type.Optional(Type.String({ maxLength }))
const ISO_INSTANT = "^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d{3})?Z$"
const queryInstant = Type.Optional(Type.String({ pattern: ISO_INSTANT, format: "date-time" }))
export const FilterQuerySchema = Type.Object(
  {
    status: Type.Optional(LeadStatusSchema),
    kind: Type.Optional(LeadKindSchema),
    service: queryText(100),
    language: Type.Optional(LanguageSchema),
    from: queryInstant,
    to: queryInstant,
    q: queryText(200),
    page: Type.Optional(Type.String({ pattern: "^[1-9][0-9]{0,5}$" })),
  },
  { additionalProperties: false },
)
export type FilterQuery = Static<typeof FilterQuerySchema>

/** "Older": the entries before the one whose id is given (ids are positive integers). */
export const AuditQuerySchema = Type.Object(
  { before: Type.Optional(Type.String({ pattern: "^[1-9][0-9]{0,14}$" })) },
  { additionalProperties: false },
)

export const LeadParamsSchema = Type.Object({ id: Type.String({ pattern: LEAD_ID_PATTERN_SOURCE }) })

export const SignInBodySchema = Type.Object({
  email: Type.String({ maxLength: 254 }),
  password: Type.String({ maxLength: 1024 }),
  code: Type.Optional(Type.String({ maxLength: 20 })),
})

/** Asking for an e-mailed sign-in link (server/staff/sign-in-links.ts), and opening one. */
export const SignInLinkBodySchema = Type.Object({ email: Type.String({ maxLength: 254 }) })
export const SignInLinkUseBodySchema = Type.Object({ token: Type.String({ minLength: 1, maxLength: 100 }) })

export const StatusBodySchema = Type.Object({ status: LeadStatusSchema })
export const NoteBodySchema = Type.Object({ body: Type.String({ maxLength: MAX_NOTE_LENGTH * 2 }) })
/** Switching two-step sign-in on (the new app's code) or off (the current code): with the current password. */
export const ReauthenticatedCodeBodySchema = Type.Object({
  password: Type.String({ maxLength: 1024 }),
  code: Type.String({ maxLength: 20 }),
})
/** The code is needed while two-step sign-in is on. */
export const PasswordChangeBodySchema = Type.Object({
  currentPassword: Type.String({ maxLength: 1024 }),
  newPassword: Type.String({ maxLength: 1024 }),
  code: Type.Optional(Type.String({ maxLength: 20 })),
})

/** Which version of the content to bring back: a commit the history lists. */
export const RestoreBodySchema = Type.Object(
  { commit: Type.String({ pattern: "^[0-9a-f]{40}$" }) },
  { additionalProperties: false },
)
