/**
 * What the audit log keeps of refused sign-ins, so that a flood costs the attacker and not the log:
 * - the actor is the account the e-mail names, or "unknown account": what was typed is never kept;
 * - throttled attempts are one entry per address, account and hour, whose count grows;
 * - other refusals (unknown e-mail, wrong password, wrong code, a code still needed) are an entry
 *   each, up to AUDITED_REFUSALS_PER_ADDRESS_HOUR from one address in an hour; past that they are
 *   counted like throttled ones.
 * So one address adds at most that many entries an hour, plus one counted entry per account it
 * names (and one for every unknown account together), however many e-mails it types.
 * Counted entries are keyed on the account's last sign-in too: an entry never mixes refusals
 * before and after it, and the next sign-in reports exactly those since (session-routes.ts).
 */
import { createHash } from "node:crypto"
import { UNKNOWN_ACCOUNT, type AuditAction, type AuditRepository } from "../storage/audit"
import type { ThrottleStore } from "../storage/throttle-store"
import { addressKeyOf } from "./sign-in-throttle"

export const AUDITED_REFUSALS_PER_ADDRESS_HOUR = 10
const HOUR_MS = 60 * 60_000

export type RefusedSignIn = {
  /** The account the typed e-mail names, or null when it names none. */
  account: { email: string; lastSignInAt: number | null } | null
  ip: string
  action: Extract<AuditAction, "sign-in-failed" | "sign-in-throttled" | "sign-in-code-needed">
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
  if (refusal.action !== "sign-in-throttled") {
    const { count } = await storage.throttle.countInWindow(`audit:${address}`, HOUR_MS, now)
    if (count <= AUDITED_REFUSALS_PER_ADDRESS_HOUR) return storage.audit.write(entry, new Date(now))
  }
  const key = createHash("sha256")
    .update(
      [
        refusal.action,
        entry.detail,
        address,
        Math.floor(now / HOUR_MS),
        actor,
        refusal.account?.lastSignInAt ?? "never",
      ].join("|"),
    )
    .digest("hex")
  await storage.audit.count({ ...entry, key }, new Date(now))
}
