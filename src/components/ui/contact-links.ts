/** Link targets for the company's phone, WhatsApp and e-mail contacts. */

/** RFC 3966 global form, e.g. tel:+97145550100 (spaces and dashes dropped). */
export function telHref(tel: string): string {
  return `tel:${tel.replace(/[^\d+]/g, "")}`
}

/** WhatsApp click-to-chat: wa.me takes the international number as digits only. */
export function whatsappHref(number: string, message?: string): string {
  const base = `https://wa.me/${number.replace(/\D/g, "")}`
  return message ? `${base}?text=${encodeURIComponent(message)}` : base
}

export function mailtoHref(address: string): string {
  return `mailto:${address}`
}
