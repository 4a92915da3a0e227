/**
 * The staff e-mail for one lead. From is always our own fixed address (mail from a visitor's
 * domain would fail SPF/DMARC and invite spoofing); the visitor appears only in Reply-To, so
 * "Reply" answers them, and only when the address is exactly one address (email-address.ts), so a
 * reply can never reach anyone else. Every value is HTML-escaped in the HTML part, and each value
 * sets its own direction (dir="auto"), so an Arabic name or message reads right to left; header
 * injection is impossible because validation refused control characters in every single-line field.
 */
import { isSingleEmailAddress } from "../../shared/forms/email-address"
import type { Locale } from "../../shared/i18n/locales"
import { LEAD_FIELDS } from "../../shared/lead-fields"
import type { StoredLead } from "../storage/lead"
import { escapeHtml } from "../escape-html"

export type MailAddresses = { from: string; to: string }

export type NotificationMail = {
  from: string
  to: string
  replyTo?: { name: string; address: string }
  subject: string
  text: string
  html: string
  messageId: string
  headers: Record<string, string>
}

const KIND_TITLES = { lead: "Quote request", contact: "Contact message" } as const
/**
 * Reply-To's display name holds none of @ < > ": mail clients often show only the name, and a name
 * such as "ceo@corp.example" or <ceo@corp.example> would read as the address a reply goes to. The
 * name is NFKC-normalised first: full-width and small forms (＠ ﹫ ＜ ＞ ＂) read as the same signs.
 */
const replyName = (name: string) =>
  name
    .normalize("NFKC")
    .replace(/[@<>"]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
export const EDITION_NAMES: Record<Locale, string> = { en: "English site", ar: "Arabic site" }

export function composeNotification(lead: StoredLead, addresses: MailAddresses): NotificationMail {
  const name = `${lead.firstname} ${lead.lastname}`
  // The contact fields in the list's order (shared/lead-fields.ts): rows of the table, consent
  // on the contact form's e-mails, and the free text below the table.
  const rows: [string, string][] = []
  for (const field of LEAD_FIELDS) {
    if (field.mail === "row") rows.push([field.label, lead[field.name]])
    if (field.mail === "consent" && lead.kind === "contact")
      rows.push([field.label, lead[field.name] === "on" ? "given" : "not given"])
  }
  rows.push(["Sent from", EDITION_NAMES[lead.language]], ["Received", lead.createdAt], ["Lead id", lead.id])
  const blocks = LEAD_FIELDS.filter(field => field.mail === "block").map(field => [field.label, lead[field.name]])
  const canReply = isSingleEmailAddress(lead.email)

  const text = [
    `${KIND_TITLES[lead.kind]} from the ${EDITION_NAMES[lead.language]}`,
    "",
    ...rows.map(([label, value]) => `${label}: ${value || "-"}`),
    "",
    ...blocks.flatMap(([label, value]) => [`${label}:`, value || "-", ""]),
    canReply ? "Reply to this e-mail to answer the visitor." : "The visitor's e-mail address cannot be replied to.",
  ].join("\n")

  const html = [
    "<!doctype html><html><body>",
    `<h1>${escapeHtml(KIND_TITLES[lead.kind])} from the ${escapeHtml(EDITION_NAMES[lead.language])}</h1>`,
    "<table>",
    ...rows.map(
      ([label, value]) =>
        `<tr><th align="left">${escapeHtml(label)}</th><td dir="auto">${escapeHtml(value || "-")}</td></tr>`,
    ),
    "</table>",
    ...blocks.flatMap(([label, value]) => [
      `<h2>${escapeHtml(label)}</h2>`,
      `<p dir="auto" style="white-space:pre-wrap">${escapeHtml(value || "-")}</p>`,
    ]),
    canReply ? "<p>Reply to this e-mail to answer the visitor.</p>" : "",
    "</body></html>",
  ].join("\n")

  return {
    from: addresses.from,
    to: addresses.to,
    ...(canReply ? { replyTo: { name: replyName(name), address: lead.email } } : {}),
    subject: `${KIND_TITLES[lead.kind]}: ${name}${lead.service ? ` (${lead.service})` : ""}`,
    text,
    html,
    messageId: notificationMessageId(lead, addresses.from),
    headers: { "X-Lead-Id": lead.id, "Auto-Submitted": "auto-generated" },
  }
}

/**
 * Derived from the lead id, so an e-mail sent twice (a crash between the SMTP
 * server's "250 OK" and our "sent" mark) carries the same Message-ID and mail
 * clients show it once. A staff "resend" gets a numbered id, so it arrives anew.
 */
export function notificationMessageId(lead: StoredLead, from: string): string {
  const domain = from.slice(from.lastIndexOf("@") + 1)
  const resends = lead.notification?.resends ?? 0
  return `<lead.${lead.id}${resends > 0 ? `.resend-${resends}` : ""}@${domain}>`
}
