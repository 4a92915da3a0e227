/**
 * Addresses that start a reply: e-mail with a subject, a call, a WhatsApp chat. WhatsApp wants
 * the international number without + or 00; a local UAE number (050…) gets the 971 country code.
 */
import { isSingleEmailAddress } from "../forms/email-address"

const UAE_COUNTRY_CODE = "971"

/** A mailto link to exactly that one address, or null when the text is not exactly one address. */
export function mailtoLink(email: string, subject: string): string | null {
  if (!isSingleEmailAddress(email)) return null
  return `mailto:${encodeURIComponent(email).replace(/%40/g, "@")}?subject=${encodeURIComponent(subject)}`
}

export function telLink(phone: string): string {
  const plus = phone.trim().startsWith("+") ? "+" : ""
  return `tel:${plus}${phone.replace(/\D/g, "")}`
}

export function whatsappLink(phone: string): string {
  let digits = phone.replace(/\D/g, "")
  if (digits.startsWith("00")) digits = digits.slice(2)
  else if (digits.startsWith("0") && !phone.trim().startsWith("+")) digits = UAE_COUNTRY_CODE + digits.slice(1)
  return `https://wa.me/${digits}`
}
