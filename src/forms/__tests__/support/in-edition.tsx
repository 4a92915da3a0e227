import type { ReactNode } from "react"
import { uiContentOf } from "../../../components/ui/ui-text-files"
import { UiTextProvider } from "../../../components/ui/ui-text"
import { siteDataFixture } from "../../../hooks/__tests__/site-data-fixture"
import { SiteDataProvider } from "../../../hooks/use-site-data"
import { LocaleProvider } from "../../../i18n/locale-context"
import type { Locale } from "../../../../shared/i18n/locales"
import { formContentOf } from "../../../../shared/forms/form-edition-files"
import { FormEditionProvider } from "../../form-edition-context"

/**
 * What the page wrapper gives a page of the edition: its locale, form content and interface
 * wording (gatsby-node.ts puts them in the page context) and its site data (its query's `...SiteData`).
 */
const contents = (locale: Locale) => ({
  ui: uiContentOf(locale),
  forms: formContentOf(locale),
  siteData: siteDataFixture(locale),
})
const byLocale = { en: contents("en"), ar: contents("ar") } satisfies Record<Locale, ReturnType<typeof contents>>

export function InEdition({ locale, children }: { locale: Locale; children: ReactNode }) {
  const { ui, forms, siteData } = byLocale[locale]
  return (
    <LocaleProvider locale={locale}>
      <UiTextProvider content={ui}>
        <FormEditionProvider content={forms}>
          <SiteDataProvider data={siteData}>{children}</SiteDataProvider>
        </FormEditionProvider>
      </UiTextProvider>
    </LocaleProvider>
  )
}

const inEdition = (locale: Locale) =>
  function Edition({ children }: { children: ReactNode }) {
    return <InEdition locale={locale}>{children}</InEdition>
  }

export const inEnglish = inEdition("en")
export const inArabic = inEdition("ar")
