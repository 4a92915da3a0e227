/**
 * A form the browser posts itself, not the site's script (sent before the scripts arrived, or
 * with JavaScript off), is a page navigation: the JSON answer would be shown as raw text. Such
 * a post gets a small HTML page instead, with the same status and the same words the forms
 * show, and a link back to the page the visitor came from.
 */
import type { FastifyReply, FastifyRequest } from "fastify"
import { formTextsOf } from "../../shared/forms/form-edition-files"
import type { FormTexts } from "../../shared/forms/form-texts"
import { directionOf, type Locale } from "../../shared/i18n/locales"
import { escapeHtml } from "../escape-html"
import type { LeadKind } from "../storage/lead"
import { submissionMessages } from "./read-submission"

/** A navigation (Sec-Fetch-Mode), or, from a browser without fetch metadata, one that asks for HTML. */
export function isPlainFormPost(request: FastifyRequest): boolean {
  const mode = request.headers["sec-fetch-mode"]
  if (mode !== undefined) return mode === "navigate"
  return /\btext\/html\b/.test(request.headers.accept ?? "")
}

/** What happened to a post, and the edition of the page it came from (the answer speaks its language). */
export type PlainOutcome = { kind: LeadKind; locale: Locale } & ({ sent: true } | { sent: false; message: string })

/** Which form a rejected post came from: only the lead form sends submit=submit. */
export const kindOfBody = (body: string): LeadKind => (new URLSearchParams(body).has("submit") ? "lead" : "contact")

export function sendPlainAnswer(request: FastifyRequest, reply: FastifyReply, status: number, outcome: PlainOutcome) {
  return reply
    .code(status)
    .type("text/html; charset=utf-8")
    .send(plainAnswerPage(outcome, backHref(request)))
}

export function plainAnswerPage(outcome: PlainOutcome, back: string): string {
  const formTexts = formTextsOf(outcome.locale)
  const { lead, contact } = formTexts.messages
  const texts =
    outcome.kind === "lead"
      ? { sent: formTexts.lead.success, sendFailed: lead.sendFailed }
      : { sent: contact.sent, sendFailed: contact.sendFailed }
  const heading = outcome.sent ? texts.sent : `${texts.sendFailed} ${visitorMessage(outcome.message, formTexts)}`
  return [
    "<!doctype html>",
    `<html lang="${outcome.locale}" dir="${directionOf(outcome.locale)}">`,
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(heading)}</title>`,
    "<main>",
    `<h1>${escapeHtml(heading)}</h1>`,
    `<p><a href="${escapeHtml(back)}">${escapeHtml(formTexts.plainPost.backLabel)}</a></p>`,
    "</main>",
    "</html>",
  ].join("\n")
}

/**
 * A contact form posted by the browser leaves an unticked checkbox out entirely, so the post
 * has neither submit nor privacy: for the visitor that is the privacy rule, not an unknown form.
 */
function visitorMessage(message: string, formTexts: FormTexts): string {
  return message === submissionMessages.unknownForm ? formTexts.messages.contact.privacyRequired : message
}

/**
 * The page the form was on: a path on this host, or the full address on an allowed origin (the
 * cross-site check already refused any other). Without a usable referer, the home page.
 */
function backHref(request: FastifyRequest): string {
  const referer = request.headers.referer
  if (!referer) return "/"
  try {
    const url = new URL(referer)
    if (url.protocol !== "http:" && url.protocol !== "https:") return "/"
    return url.host === request.host ? `${url.pathname}${url.search}` : url.href
  } catch {
    return "/"
  }
}
