/**
 * The phone rule of both forms, shared by the browser and the server. Visitors on Arabic keyboards
 * type Arabic-Indic (٠–٩) or Persian (۰–۹) digits; staff tap a stored number to call it, and dialers
 * and `tel:` links understand only 0–9, so every digit becomes its Western form before the rules
 * check it and before it is sent or stored.
 */

const ARABIC_INDIC_ZERO = 0x0660
const PERSIAN_ZERO = 0x06f0

/** The number with each Arabic-Indic or Persian digit written 0–9; every other character unchanged. */
export function westernDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, digit => {
    const code = digit.charCodeAt(0)
    return String(code - (code >= PERSIAN_ZERO ? PERSIAN_ZERO : ARABIC_INDIC_ZERO))
  })
}

/** What a phone is stored as: Western digits, no surrounding spaces. */
export const normalizePhone = (value: string): string => westernDigits(value).trim()

// A number as people write it: an optional leading +, then digits with spaces, dashes, dots or
// brackets between them. Seven digits is the shortest UAE number without its area code; fifteen
// is the longest number E.164 allows.
const PHONE_CHARACTERS = /^\+?[0-9\s().-]+$/
const MIN_DIGITS = 7
const MAX_DIGITS = 15

/** True when the (normalised) value could be dialled: no letters, 7 to 15 digits. */
export function isPhoneNumber(value: string): boolean {
  const phone = normalizePhone(value)
  if (!PHONE_CHARACTERS.test(phone)) return false
  const digits = phone.replace(/\D/g, "").length
  return digits >= MIN_DIGITS && digits <= MAX_DIGITS
}
