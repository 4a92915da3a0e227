/**
 * The one gate every string a visitor sends passes before it is stored: the form's fields (which
 * its rules already refused when unsafe, validation.ts), the visit cookie's landing page and
 * referrer, the Referer's page, the user agent and the Idempotency-Key. What is not a form field
 * cannot be refused without losing the lead, so the characters of unsafe-characters.ts are
 * removed from it: controls that drive a terminal (ESC, CSI, OSC 52 writing the clipboard), break
 * a line, or reorder and hide text (bidirectional controls, direction marks, zero-width).
 */
import type { NewLead } from "../storage/lead"
import { BIDI_CONTROLS, EVERY_UNSAFE, HIDDEN_IN_TEXT, INVISIBLE } from "../../shared/forms/unsafe-characters"

/** Everything invisible or controlling, from a single-line value. */
const NOT_IN_LINE = new RegExp(`[${EVERY_UNSAFE}${INVISIBLE}]`, "gu")
/**
 * From the free-text message: controls but tab and line feed (one line-break convention is stored),
 * bidirectional controls, and the invisible characters that hide text. Direction marks, joiners and
 * emoji variation selectors stay: Arabic text and emoji use them.
 */
const NOT_IN_TEXT = new RegExp(
  `[\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f${BIDI_CONTROLS}]|${HIDDEN_IN_TEXT}`,
  "gu",
)
const NOT_IN_TEXT_ONCE = new RegExp(NOT_IN_TEXT.source, "u")
/** With the u flag, a surrogate code unit matches only when it is not half of a pair. */
const LONE_SURROGATE = /[\ud800-\udfff]/u

/**
 * Whether a multi-line text a person typed (a staff note) holds what the gate would remove from a
 * visitor's, or half of a surrogate pair, which is no character at all (and no valid UTF-8 on disk).
 * Staff can type it again, so such text is refused rather than changed behind their back. Line
 * breaks are line feeds only, as the gate stores them: a caller turns CR LF into LF first.
 */
export const isUnsafeText = (value: string): boolean => NOT_IN_TEXT_ONCE.test(value) || LONE_SURROGATE.test(value)

/** A single-line value with every unsafe character removed. */
export const visitorLine = (value: string): string => value.replace(NOT_IN_LINE, "")

/** A multi-line value with every unsafe character but tab and line feed removed. */
export const visitorText = (value: string): string => value.replace(NOT_IN_TEXT, "")

const orNull = (value: string | null | undefined): string | null => (value == null ? null : visitorLine(value))

/** The lead as it may be stored: every visitor-supplied string through the gate. */
export function gatedLead(lead: NewLead): NewLead {
  const { fields, origin } = lead
  return {
    ...lead,
    fields: {
      firstname: visitorLine(fields.firstname),
      lastname: visitorLine(fields.lastname),
      email: visitorLine(fields.email),
      phone: visitorLine(fields.phone),
      service: visitorLine(fields.service),
      message: visitorText(fields.message),
      privacy: visitorLine(fields.privacy),
    },
    origin: origin && {
      sourcePage: orNull(origin.sourcePage),
      landingPage: orNull(origin.landingPage),
      referrer: orNull(origin.referrer),
    },
    userAgent: orNull(lead.userAgent),
    idempotencyKey: orNull(lead.idempotencyKey),
  }
}
