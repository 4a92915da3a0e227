/**
 * The optional second factor: time-based one-time codes (RFC 6238: SHA-1, 6 digits, 30 s), as
 * every authenticator app reads them from a QR code. A code is accepted one step either side of
 * now (clock drift), and never twice: the last accepted step is stored with the account.
 */
import { Secret, TOTP } from "otpauth"
import { toString as qrCodeSvg } from "qrcode"

export const TOTP_ISSUER = "Staff inbox"
const PERIOD_SECONDS = 30

function totpFor(secret: string, account = ""): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label: account,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  })
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32
}

/** The otpauth:// address and its QR code as an SVG document, for enrolment. */
export async function totpEnrolment(secret: string, account: string): Promise<{ uri: string; qrSvg: string }> {
  const uri = totpFor(secret, account).toString()
  return { uri, qrSvg: await qrCodeSvg(uri, { type: "svg", margin: 2, errorCorrectionLevel: "M" }) }
}

/** The time step the code belongs to, or null when it is wrong, stale or already used. */
export function acceptedTotpStep(
  secret: string,
  code: string,
  lastUsedStep: number,
  now: number = Date.now(),
): number | null {
  const token = code.replace(/\s+/g, "")
  if (!/^\d{6}$/.test(token)) return null
  const delta = totpFor(secret).validate({ token, timestamp: now, window: 1 })
  if (delta === null) return null
  const step = Math.floor(now / 1000 / PERIOD_SECONDS) + delta
  return step > lastUsedStep ? step : null
}
