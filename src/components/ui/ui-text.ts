/**
 * Interface wording: accessible names, screen-reader hints and fixed labels of the controls.
 * Editors keep it in data/ui.json (English, with its Arabic part). gatsby-node.ts puts the page's
 * edition of it into every page's context as `ui` (ui-text-files.ts reads the file); the page
 * wrapper provides it here, and components read it with `useUiText()`, the templates ({rating},
 * {carousel}…) filled by functions. This module never imports the data file, so a page's
 * JavaScript carries no edition's wording.
 */
import { createContext, createElement, useContext, useMemo, type ReactNode } from "react"
import type { Edition } from "../../../shared/i18n/edition"
import { fillTemplate } from "../../i18n/fill-template"

/** One edition of data/ui.json, as a page context carries it. */
export type UiContent = Omit<Edition<typeof import("../../../data/ui.json")>, "$schema">

/** The keys every edition of data/ui.json has (its schema requires them), to tell a page context's `ui` apart. */
const isUiContent = (value: unknown): value is UiContent =>
  typeof value === "object" &&
  value !== null &&
  ["carousel", "zoom", "logoAlt", "servicesMenu", "rating"].every(key => key in value)

export function uiTextFrom(text: UiContent) {
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

export type UiText = ReturnType<typeof uiTextFrom>

const UiTextContext = createContext<UiText | null>(null)

export function UiTextProvider({ content, children }: { content: unknown; children: ReactNode }) {
  if (!isUiContent(content)) {
    // Every page is created with it (gatsby-node.ts): a page without it is a build bug, so the
    // build fails on it (server rendering) rather than ship controls without names.
    throw new Error("This page was created without `ui` in its page context (gatsby-node.ts editionContext).")
  }
  const text = useMemo(() => uiTextFrom(content), [content])
  return createElement(UiTextContext.Provider, { value: text }, children)
}

/** The interface wording of the page's edition. */
export function useUiText(): UiText {
  const text = useContext(UiTextContext)
  if (!text) throw new Error("useUiText() outside a UiTextProvider (the page wrapper provides it).")
  return text
}

/** The page context's interface wording: `ui` (gatsby-node.ts). */
export const uiContentOfPageContext = (pageContext: unknown): unknown =>
  (pageContext as { ui?: unknown } | undefined)?.ui
