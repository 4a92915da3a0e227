/**
 * A form the browser posts itself, not the site's script (sent before the scripts arrived, or
 * with JavaScript off), is a page navigation: the JSON answer would be shown as raw text. Such
 * a post gets a small HTML page instead, with the same status and the same words the forms
 * show, and a link back to the page the visitor came from.
 */
import type { FastifyReply, FastifyRequest } from "fastify"
import { formTexts } from "../../src/forms/form-texts"
import { contactMessages, leadMessages } from "../../src/forms/messages"
import { escapeHtml } from "../escape-html"
import type { LeadKind } from "../storage/lead"
import { submissionMessages } from "./read-submission"

/** A navigation (Sec-Fetch-Mode), or, from a browser without fetch metadata, one that asks for HTML. */
export function isPlainFormPost(request: FastifyRequest): boolean {
  const mode = request.headers["sec-fetch-mode"]
  if (mode !== undefined) return mode === "navigate"
  return /\btext\/html\b/.test(request.headers.accept ?? "")
}

export type PlainOutcome = { kind: LeadKind; sent: true } | { kind: LeadKind; sent: false; message: string }

/** Which form a rejected post came from: only the lead form sends submit=submit. */
export const kindOfBody = (body: string): LeadKind => (new URLSearchParams(body).has("submit") ? "lead" : "contact")

export function sendPlainAnswer(request: FastifyRequest, reply: FastifyReply, status: number, outcome: PlainOutcome) {
  return reply
    .code(status)
    .type("text/html; charset=utf-8")
    .send(plainAnswerPage(outcome, backHref(request)))
}

export function plainAnswerPage(outcome: PlainOutcome, back: string): string {
  const texts =
    outcome.kind === "lead"
      ? { sent: formTexts.lead.success, sendFailed: leadMessages.sendFailed }
      : { sent: contactMessages.sent, sendFailed: contactMessages.sendFailed }
  const heading = outcome.sent ? texts.sent : `${texts.sendFailed} ${visitorMessage(outcome.message)}`
  return [
    "<!doctype html>",
    '<html lang="en">',
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
function visitorMessage(message: string): string {
  return message === submissionMessages.unknownForm ? contactMessages.privacyRequired : message
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
