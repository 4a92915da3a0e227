/**
 * What every staff route shares: the storage, the account and session services, and the words
 * the API answers with.
 */
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox"
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from "fastify"
import type { ContentBackend } from "../edit/content-backend"
import type { SendMail } from "../mail/mail-worker"
import type { Publisher } from "../publish/publisher"
import type { Storage } from "../storage/storage"
import type { Accounts, StaffUser } from "./accounts"
import type { Session, Sessions } from "./sessions"

export type StaffContext = {
  storage: Storage
  accounts: Accounts
  sessions: Sessions
  /** SITE_URL: the public origin, whose requests are the staff pages' own (staff-guard.ts) and which sign-in links name. */
  siteUrl: string | null
  /** Wakes the mail worker after a notification was queued. */
  onQueued: () => void
  /** Staff mail sent at once (sign-in links): the lead notifications' SMTP transport, null without SMTP_URL. */
  mail: { send: SendMail | null; from: string }
  /** The web editor's backend over the site's checkout; null when editing on this server is off. */
  content: ContentBackend | null
  /** Builds and switches the live site; null when the checkout holds no site to build. */
  publisher: Publisher | null
  /** Free sign-in attempts per address and day from new browsers (sign-in-throttle.ts). */
  signInAddressAttempts: number
  /** Changes to the content one account may make in a minute (content-routes.ts). */
  contentChangesPerMinute: number
}

/** The plugin's scope, with request types inferred from the TypeBox schemas. */
export type StaffApi = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>

export type SignedIn = { user: StaffUser; session: Session }

export const staffMessages = {
  signIn: "Sign in to continue.",
  wrongCredentials: "The e-mail or password is not right.",
  codeNeeded: "Enter the 6-digit code from your authenticator app.",
  wrongCode: "That code is not right. Enter the code your authenticator app shows now.",
  wrongCurrentPassword: "The current password is not right.",
  currentCodeNeeded: "Enter the current code from your authenticator app as well.",
  passwordChanged: "Password changed. Every other session of this account was signed out.",
  throttled: (seconds: number) =>
    `Too many failed attempts. Wait ${seconds} second${seconds === 1 ? "" : "s"}, then try again.`,
  crossSite: "This request did not come from the staff pages.",
  csrf: "The page is out of date. Reload it and try again.",
  notYourRole: "Your account's role does not include this. Ask the site's owner if you need it.",
  noLead: "There is no such lead.",
  badRequest: "The request is not valid.",
  notFound: "Not found.",
  jsonOnly: "Send the request as application/json.",
  editingOff: "Editing is switched off on this server (CONTENT_CHECKOUT=none).",
  publishingOff:
    "Publishing is off on this server: its content checkout holds no site to build (CONTENT_CHECKOUT must be a whole checkout of the site).",
  tooManyChanges: (seconds: number) =>
    `That is a lot of changes in a minute: this one was not saved. Wait ${seconds} second${seconds === 1 ? "" : "s"} and save again; your changes are still in the editor.`,
  restored: (at: string) => `The content of ${at.slice(0, 16).replace("T", " ")} UTC is back, saved as a new version.`,
} as const
