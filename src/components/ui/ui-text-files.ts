/**
 * The interface wording's editions read straight from data/ui.json: for the build (gatsby-node.ts
 * puts one edition into each page's context) and the tests. Browser code must not import this
 * module: it would put both editions' wording into every page's JavaScript; pages get theirs
 * through ui-text.ts.
 */
import ui from "../../../data/ui.json"
import { editionOf } from "../../../shared/i18n/edition"
import type { Locale } from "../../../shared/i18n/locales"
import { uiTextFrom, type UiContent, type UiText } from "./ui-text"

/** One edition's wording, as a page context carries it. */
export function uiContentOf(locale: Locale): UiContent {
  const { $schema: _schema, ...text } = editionOf(ui, locale)
  return text
}

export const uiTextOf = (locale: Locale): UiText => uiTextFrom(uiContentOf(locale))
