/** The code an authenticator app shows for a secret at a moment (RFC 6238), computed independently of the server's totp.ts. */
import { Secret, TOTP } from "otpauth"

export function totpCodeAt(secret: string, at: number): string {
  return new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({
    timestamp: at,
  })
}
