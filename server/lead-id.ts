/**
 * Lead ids: 26 characters of Crockford base32, a ULID (github.com/ulid/spec) —
 * 48 bits of milliseconds then 80 random bits. They carry no personal data and cannot
 * be guessed, and they sort in the order the leads arrived: within one millisecond the
 * random part of the previous id is incremented (the spec's monotonic ids), so two
 * leads of the same millisecond are not ordered by chance.
 */
import { randomBytes } from "node:crypto"
import { LEAD_ID_PATTERN_SOURCE } from "../shared/lead-terms"

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
export const LEAD_ID_PATTERN = new RegExp(LEAD_ID_PATTERN_SOURCE)

const RANDOM_BITS = 80n
const RANDOM_LIMIT = 1n << RANDOM_BITS

let lastTime = -1
let lastRandom = 0n

function encode(value: bigint, length: number): string {
  let text = ""
  for (let i = 0; i < length; i++) {
    text = ALPHABET[Number(value & 31n)] + text
    value >>= 5n
  }
  return text
}

function freshRandom(): bigint {
  // The top bit stays clear, so 2^79 increments fit before the 80 bits would overflow.
  return BigInt(`0x${randomBytes(10).toString("hex")}`) >> 1n
}

export function newLeadId(now: number = Date.now()): string {
  if (now > lastTime) {
    lastTime = now
    lastRandom = freshRandom()
  } else {
    // Same millisecond, or the clock stepped back: keep the last time so the order holds.
    lastRandom = (lastRandom + 1n) % RANDOM_LIMIT
  }
  return encode(BigInt(lastTime), 10) + encode(lastRandom, 16)
}
