import type { ReactNode } from "react"
import { FormEditionProvider, formContentOfPageContext } from "../../forms/form-edition-context"
import { SiteDataProvider } from "../../hooks/use-site-data"
import { isNotFoundContext, LocaleProvider, localeOfPageContext } from "../../i18n/locale-context"
import { UiTextProvider, uiContentOfPageContext } from "../ui/ui-text"
import { Layout } from "./layout"

/** gatsby develop's own 404 page, whose query has no site data (gatsby-node.ts marks it `bare`). */
const isBareContext = (pageContext: unknown): boolean => (pageContext as { bare?: unknown } | undefined)?.bare === true

/**
 * What wraps every page, in the browser (gatsby-browser.tsx) and in the server HTML
 * (gatsby-ssr.tsx) alike, so both renders match: the page's edition, its form texts and interface
 * wording from its page context, and the site-wide data of its edition from its page query
 * (`...SiteData`), around the layout; so a page's downloads carry its own edition only. The
 * layout wraps pages here rather than inside each page, so it stays mounted across route
 * changes: the header, popup and floating buttons keep their state.
 */
export function PageWrapper({
  children,
  data,
  pageContext,
  pathname,
}: {
  children: ReactNode
  /** The page query's result. */
  data: unknown
  pageContext: unknown
  pathname: string
}) {
  return (
    <LocaleProvider locale={localeOfPageContext(pageContext)}>
      <UiTextProvider content={uiContentOfPageContext(pageContext)}>
        <FormEditionProvider content={formContentOfPageContext(pageContext)}>
          {isBareContext(pageContext) ? (
            children
          ) : (
            <SiteDataProvider data={data}>
              <Layout pagePath={pathname} notFound={isNotFoundContext(pageContext)}>
                {children}
              </Layout>
            </SiteDataProvider>
          )}
        </FormEditionProvider>
      </UiTextProvider>
    </LocaleProvider>
  )
}
