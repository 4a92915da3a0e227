/**
 * Lead ids: 26 characters of Crockford base32, a ULID (github.com/ulid/spec) —
 * 48 bits of milliseconds then 80 random bits. They sort by creation time, carry
 * no personal data and cannot be guessed.
 */
import { randomBytes } from "node:crypto"

const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
export const LEAD_ID_PATTERN = /^[0-9A-HJKMNP-TV-Z]{26}$/

export function newLeadId(now: number = Date.now()): string {
  let time = ""
  let rest = now
  for (let i = 0; i < 10; i++) {
    time = ALPHABET[rest % 32] + time
    rest = Math.floor(rest / 32)
  }
  const bytes = randomBytes(10)
  let random = ""
  let bits = 0
  let value = 0
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      random += ALPHABET[(value >> (bits - 5)) & 31]
      bits -= 5
    }
    value &= (1 << bits) - 1
  }
  return time + random
}
