/**
 * Interface wording: accessible names, screen-reader hints and fixed labels of the controls.
 * Editors keep it in data/ui.json (English, with its Arabic part); this module gives each
 * edition's texts, with the templates ({rating}, {carousel}…) filled by functions.
 * Read straight from the data file, like the forms' wording: every page needs it, in the layout
 * and in sections alike, and it is small.
 */
import ui from "../../../data/ui.json"
import { editionOf } from "../../i18n/edition"
import { fillTemplate } from "../../i18n/fill-template"
import { useLocale } from "../../i18n/locale-context"
import type { Locale } from "../../i18n/locales"

export function uiTextOf(locale: Locale) {
  const { $schema: _schema, ...text } = editionOf(ui, locale)
  const { carousel, zoom } = text
  return {
    ...text,
    /** The copyright sign: the same in every language. */
    copyright: "©",
    logoAlt: (company: string) => fillTemplate(text.logoAlt, { company }),
    servicesMenu: (label: string) => fillTemplate(text.servicesMenu, { label }),
    rating: (rating: number) => fillTemplate(text.rating, { rating }),
    carousel: {
      ...carousel,
      slideLabel: (position: number, count: number) => fillTemplate(carousel.slideLabel, { position, count }),
      pause: (name: string) => fillTemplate(carousel.pause, { carousel: name }),
      play: (name: string) => fillTemplate(carousel.play, { carousel: name }),
      previous: (name: string) => fillTemplate(carousel.previous, { carousel: name }),
      next: (name: string) => fillTemplate(carousel.next, { carousel: name }),
      pagination: (name: string) => fillTemplate(carousel.pagination, { carousel: name }),
      goTo: (position: number, count: number) => fillTemplate(carousel.goTo, { position, count }),
    },
    zoom,
  }
}

export type UiText = ReturnType<typeof uiTextOf>

const byLocale = { en: uiTextOf("en"), ar: uiTextOf("ar") } satisfies Record<Locale, UiText>

/** The interface wording of the page's edition. */
export const useUiText = (): UiText => byLocale[useLocale()]
