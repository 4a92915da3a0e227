/**
 * The quote popup's own words (heading, intro, close button, loading line) in one edition.
 * The popup is in the layout of every page, so it reads only these properties of the data file:
 * webpack then leaves the rest of data/forms.json (both editions' form texts and messages) to the
 * lazily loaded form, out of every page's first-load JS.
 */
import data from "../../data/forms.json"
import { editionOf } from "../i18n/edition"
import type { Locale } from "../i18n/locales"

const popups = {
  en: editionOf({ popup: data.popup }, "en").popup,
  ar: editionOf({ popup: data.popup, ar: { popup: data.ar.popup } }, "ar").popup,
}

export const popupTextsOf = (locale: Locale) => popups[locale]
