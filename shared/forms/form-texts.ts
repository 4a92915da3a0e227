/**
 * Everything the forms say, in one edition: labels, buttons, the popup, the confirmations and
 * every validation message, built from that edition's content of data/forms.json. Shared with
 * the server, which answers in the edition of the page a form was posted from. This module never
 * imports the data file: a page gets only its own edition's content, through its page context
 * (form-edition-context.tsx); the server and the tests read the file (form-edition-files.ts).
 */
import type { Edition } from "../i18n/edition"
import { NUMBER_LOCALES } from "../i18n/format"
import type { Locale } from "../i18n/locales"

/** One edition of data/forms.json (a type only: no byte of the file reaches the browser from here). */
export type FormsContent = Edition<typeof import("../../data/forms.json")>

/** Replaces each {name} of a message with its value. */
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder))

/** A wait as it reads on its own ("10 minutes", "10 دقائق", "دقيقتان"): whole minutes, or seconds under one. */
function waitText(milliseconds: number, locale: Locale): string {
  const seconds = Math.max(1, Math.ceil(milliseconds / 1000))
  const [amount, unit] = seconds < 60 ? [seconds, "second"] : [Math.ceil(seconds / 60), "minute"]
  return new Intl.NumberFormat(NUMBER_LOCALES[locale], { style: "unit", unit, unitDisplay: "long" }).format(amount)
}

/** The forms' words in one edition; `locale` is that edition's (it formats the numbers). */
export function textsOf(texts: FormsContent, locale: Locale) {
  const { extra } = texts.messages
  return {
    labels: texts.labels,
    lead: texts.lead,
    popup: texts.popup,
    contact: texts.contact,
    honeypotLabel: texts.honeypotLabel,
    plainPost: texts.plainPost,
    /** The limit with its noun in the number's plural form ("20 seconds", «20 ثانية», «3 ثوان»). */
    timeoutMessage: (seconds: number) => fill(texts.timeoutMessage, { seconds: waitText(seconds * 1000, locale) }),
    networkErrorMessage: texts.networkErrorMessage,
    serverErrorMessage: texts.serverErrorMessage,
    refusedMessage: texts.refusedMessage,
    tooManyMessage: texts.tooManyMessage,
    messages: {
      lead: texts.messages.lead,
      contact: texts.messages.contact,
      extra: {
        serviceUnknown: extra.serviceUnknown,
        oneEmailAddress: extra.oneEmailAddress,
        phoneInvalid: extra.phoneInvalid,
        tooLong: (label: string, max: number) => fill(extra.tooLong, { label, max }),
        controlCharacters: (label: string) => fill(extra.controlCharacters, { label }),
        invisibleCharacters: (label: string) => fill(extra.invisibleCharacters, { label }),
        /** Too many posts from one network: try again after the wait (milliseconds). */
        tooMany: (wait: number) => fill(extra.tooMany, { after: waitText(wait, locale) }),
      },
      /** Both forms' submit button reads this (and is disabled) while the form is sent. */
      sending: texts.messages.sending,
    },
  }
}

export type FormTexts = ReturnType<typeof textsOf>
