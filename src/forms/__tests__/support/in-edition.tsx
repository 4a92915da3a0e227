import type { ReactNode } from "react"
import { LocaleProvider } from "../../../i18n/locale-context"
import type { Locale } from "../../../i18n/locales"
import { formContentOf } from "../../form-edition-files"
import { FormEditionProvider } from "../../form-edition-context"

/** What the page wrapper gives a page of the edition: its locale and its form content (gatsby-node.ts). */
const inEdition = (locale: Locale) =>
  function Edition({ children }: { children: ReactNode }) {
    return (
      <LocaleProvider locale={locale}>
        <FormEditionProvider content={formContentOf(locale)}>{children}</FormEditionProvider>
      </LocaleProvider>
    )
  }

export const inEnglish = inEdition("en")
export const inArabic = inEdition("ar")
