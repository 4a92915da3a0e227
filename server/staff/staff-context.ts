/**
 * What every staff route shares: the stores, and the signed-in user a request carries
 * once staff-guard.ts has checked its session.
 */
import type { Accounts, StaffUser } from "./accounts"
import type { AuditLog } from "./audit-log"
import type { Session, Sessions } from "./sessions"
import type { Throttle } from "./sign-in-throttle"
import type { InboxStore } from "../storage/inbox-store"

export type StaffContext = {
  accounts: Accounts
  sessions: Sessions
  audit: AuditLog
  inbox: InboxStore
  throttles: { account: Throttle; address: Throttle }
  /** Wakes the mail worker after a notification was queued. */
  onQueued: () => void
}

export type SignedIn = { user: StaffUser; session: Session }

declare module "fastify" {
  interface FastifyRequest {
    staff: SignedIn | null
  }
}

export const staffMessages = {
  signIn: "Sign in to continue.",
  wrongCredentials: "The e-mail or password is not right.",
  codeNeeded: "Enter the 6-digit code from your authenticator app.",
  wrongCode: "That code is not right. Enter the code your authenticator app shows now.",
  throttled: (seconds: number) =>
    `Too many failed sign-ins. Wait ${seconds} second${seconds === 1 ? "" : "s"}, then try again.`,
  crossSite: "This request did not come from the staff pages.",
  csrf: "The page is out of date. Reload it and try again.",
  noLead: "There is no such lead.",
  badRequest: "The request is not valid.",
} as const
