/**
 * Addresses that start a reply: e-mail with a subject, a call, a WhatsApp chat.
 *
 * The phone field is free text, so a stored number may be local (050 123 4567), international
 * (+971 50 …, 00971 50 …, +44 20 …), typed with Arabic-Indic digits, or not a number at all.
 * Calls and chats need the international number: a call link in RFC 3966's global form
 * (`tel:+971501234567`, which works from any phone, roaming included) and WhatsApp's digits
 * (`https://wa.me/971501234567`). A number without a country code is taken as a UAE one, whose
 * trunk 0 gives way to the country code 971; digits too many for a UAE number, typed without + or
 * 00, already start with their country code.
 */
import { isSingleEmailAddress } from "../../shared/forms/email-address"

const UAE_COUNTRY_CODE = "971"
/** A UAE number without its trunk 0: 9 digits for a mobile (50 123 4567), 8 for a landline. */
const UAE_NATIONAL_DIGITS = 9

/** E.164 allows at most 15 digits with the country code; fewer than 7 is no reachable number. */
const MIN_DIGITS = 7
const MAX_DIGITS = 15

/** What people put between digit groups: spaces, hyphens, dots, brackets. */
const SEPARATORS = /[\s\-.()\u2010-\u2015]/gu
/** Invisible format characters (bidi marks and overrides, zero-width joiners) an old lead may hold. */
const FORMAT_CHARACTERS = /\p{Cf}/gu

/** Arabic-Indic (٠–٩) and Extended Arabic-Indic (۰–۹) digits as ASCII digits. */
function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/gu, digit => String((digit.codePointAt(0) ?? 0) & 0xf))
}

/**
 * The number's international digits (country code first, no + or 00), or null when the text is
 * not one phone number (letters, two numbers, an extension, too few or too many digits).
 */
export function internationalDigits(phone: string): string | null {
  const compact = asciiDigits(phone).replace(FORMAT_CHARACTERS, "").replace(SEPARATORS, "")
  const match = /^(\+|00)?(\d+)$/.exec(compact)
  if (!match) return null
  const [, prefix, digits] = match
  let international: string
  if (prefix) international = digits
  else if (digits.startsWith("0")) international = UAE_COUNTRY_CODE + digits.slice(1)
  // Longer than any UAE number without its trunk 0: a country code typed without + (971501234567).
  else if (digits.length > UAE_NATIONAL_DIGITS) international = digits
  else international = UAE_COUNTRY_CODE + digits
  if (international.startsWith("0")) return null
  return international.length >= MIN_DIGITS && international.length <= MAX_DIGITS ? international : null
}

/** A mailto link to exactly that one address, or null when the text is not exactly one address. */
export function mailtoLink(email: string, subject: string): string | null {
  if (!isSingleEmailAddress(email)) return null
  return `mailto:${encodeURIComponent(email).replace(/%40/g, "@")}?subject=${encodeURIComponent(subject)}`
}

/** A call link in RFC 3966 global form (`tel:+9715…`), or null when the text is not one number. */
export function telLink(phone: string): string | null {
  const digits = internationalDigits(phone)
  return digits === null ? null : `tel:+${digits}`
}

/** A WhatsApp chat with the number (`https://wa.me/` and its international digits), or null. */
export function whatsappLink(phone: string): string | null {
  const digits = internationalDigits(phone)
  return digits === null ? null : `https://wa.me/${digits}`
}
