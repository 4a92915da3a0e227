/**
 * One Idempotency-Key per submission: repeats of the same body (a double click,
 * a retry after an error) reuse the key, so the server stores the lead once;
 * a new key is made once the values change or the last send succeeded.
 */
export type IdempotencyKeys = {
  /** The key for this request body. */
  keyFor: (body: string) => string
  /** Forget the current submission (after a success). */
  reset: () => void
}

export function createIdempotencyKeys(newKey: () => string = randomKey): IdempotencyKeys {
  let current: { body: string; key: string } | null = null
  return {
    keyFor(body) {
      if (current?.body !== body) current = { body, key: newKey() }
      return current.key
    },
    reset() {
      current = null
    },
  }
}

/** A version 4 UUID. crypto.randomUUID exists only on secure origins (HTTPS, localhost), getRandomValues everywhere. */
export function randomKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6] & 0x0f) | 0x40
  bytes[8] = (bytes[8] & 0x3f) | 0x80
  const hex = Array.from(bytes, byte => byte.toString(16).padStart(2, "0")).join("")
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
