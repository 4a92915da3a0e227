/** The two hashes a stored lead carries, the same in every engine. */
import { createHash, createHmac } from "node:crypto"
import type { NewLead } from "./lead"

/** What a replayed Idempotency-Key must match: the same form with the same fields. */
export function requestHashOf(lead: NewLead): string {
  return createHash("sha256")
    .update(JSON.stringify([lead.kind, lead.fields]))
    .digest("hex")
}

/**
 * A keyed hash instead of the visitor's address: enough to see that many posts came from one
 * place, useless for finding the person (a plain hash of an IPv4 address can be reversed by
 * trying all 2^32). The key lives only in the database.
 */
export function ipPseudonym(key: string, ip: string): string {
  return createHmac("sha256", key).update(ip).digest("hex").slice(0, 32)
}
