/**
 * What the audit log keeps of refused sign-ins, so that a flood costs the attacker and not the log:
 * - the actor is the account the e-mail names, or "unknown account": what was typed is never kept;
 * - throttled attempts are one entry per address, account and hour, whose count grows;
 * - other refusals (unknown e-mail, wrong password, wrong code, a code still needed) are an entry
 *   each, up to AUDITED_REFUSALS_PER_ADDRESS_HOUR from one address in an hour; past that they are
 *   counted like throttled ones.
 * So one address adds at most that many entries an hour, plus one counted entry per account it
 * names (and one for every unknown account together), however many e-mails it types.
 * - the whole site itemises at most AUDITED_REFUSALS_PER_HOUR refusals an hour; past that, counted
 *   entries no longer tell addresses apart, so a flood from many addresses adds one entry per
 *   action and account named, not one per address.
 * Counted entries are keyed on the account's last sign-in too: an entry never mixes refusals
 * before and after it, and the next sign-in reports exactly those since (session-routes.ts).
 */
import { createHash } from "node:crypto"
import { UNKNOWN_ACCOUNT, type AuditAction, type AuditRepository } from "../storage/audit"
import type { ThrottleStore } from "../storage/throttle-store"
import { addressKeyOf } from "./sign-in-throttle"

export const AUDITED_REFUSALS_PER_ADDRESS_HOUR = 10
export const AUDITED_REFUSALS_PER_HOUR = 30
const HOUR_MS = 60 * 60_000

export type RefusedSignIn = {
  /** The account the typed e-mail names, or null when it names none. */
  account: { email: string; lastSignInAt: number | null } | null
  ip: string
  action: Extract<
    AuditAction,
    "sign-in-failed" | "sign-in-throttled" | "sign-in-code-needed" | "sign-in-link-requested"
  >
  detail?: string
}

export async function auditRefusedSignIn(
  storage: { audit: AuditRepository; throttle: ThrottleStore },
  refusal: RefusedSignIn,
  now: number = Date.now(),
): Promise<void> {
  const actor = refusal.account?.email ?? UNKNOWN_ACCOUNT
  const address = addressKeyOf(refusal.ip)
  const entry = { actor, action: refusal.action, detail: refusal.detail ?? "" }
  const fromAddress = (await storage.throttle.countInWindow(`audit:${address}`, HOUR_MS, now)).count
  const onSite = (await storage.throttle.countInWindow("audit:site", HOUR_MS, now)).count
  const fewFromAddress = fromAddress <= AUDITED_REFUSALS_PER_ADDRESS_HOUR
  const fewOnSite = onSite <= AUDITED_REFUSALS_PER_HOUR
  if (refusal.action !== "sign-in-throttled" && fewFromAddress && fewOnSite)
    return storage.audit.write(entry, new Date(now))
  // A flood from this address is counted under it; a flood spread over many, under none.
  const counted = fewFromAddress && !fewOnSite ? "many addresses" : address
  const key = createHash("sha256")
    .update(
      [
        refusal.action,
        entry.detail,
        counted,
        Math.floor(now / HOUR_MS),
        actor,
        refusal.account?.lastSignInAt ?? "never",
      ].join("|"),
    )
    .digest("hex")
  await storage.audit.count({ ...entry, key }, new Date(now))
}
