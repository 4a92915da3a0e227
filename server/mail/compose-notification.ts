/**
 * The staff e-mail for one lead. From is always our own fixed address (mail from a visitor's
 * domain would fail SPF/DMARC and invite spoofing); the visitor appears only in Reply-To, so
 * "Reply" answers them, and only when the address is exactly one address (email-address.ts), so a
 * reply can never reach anyone else. Every value is HTML-escaped in the HTML part, and each value
 * sets its own direction (dir="auto"), so an Arabic name or message reads right to left; header
 * injection is impossible because validation refused control characters in every single-line field.
 */
import { isSingleEmailAddress } from "../../src/forms/email-address"
import type { Locale } from "../../src/i18n/locales"
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
 * such as "ceo@corp.example" or <ceo@corp.example> would read as the address a reply goes to.
 */
const replyName = (name: string) =>
  name
    .replace(/[@<>"]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
export const EDITION_NAMES: Record<Locale, string> = { en: "English site", ar: "Arabic site" }

export function composeNotification(lead: StoredLead, addresses: MailAddresses): NotificationMail {
  const name = `${lead.firstname} ${lead.lastname}`
  const rows: [string, string][] = [
    ["First name", lead.firstname],
    ["Last name", lead.lastname],
    ["Email", lead.email],
    ["Phone", lead.phone],
    ["Service", lead.service],
  ]
  if (lead.kind === "contact") rows.push(["Privacy consent", lead.privacy === "on" ? "given" : "not given"])
  rows.push(["Sent from", EDITION_NAMES[lead.language]], ["Received", lead.createdAt], ["Lead id", lead.id])
  const canReply = isSingleEmailAddress(lead.email)

  const text = [
    `${KIND_TITLES[lead.kind]} from the ${EDITION_NAMES[lead.language]}`,
    "",
    ...rows.map(([label, value]) => `${label}: ${value || "-"}`),
    "",
    "Message:",
    lead.message || "-",
    "",
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
    "<h2>Message</h2>",
    `<p dir="auto" style="white-space:pre-wrap">${escapeHtml(lead.message || "-")}</p>`,
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
