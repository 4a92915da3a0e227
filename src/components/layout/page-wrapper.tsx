import type { ReactNode } from "react"
import { FormEditionProvider, formContentOfPageContext } from "../../forms/form-edition-context"
import { isNotFoundContext, LocaleProvider, localeOfPageContext } from "../../i18n/locale-context"
import { Layout } from "./layout"

/**
 * What wraps every page, in the browser (gatsby-browser.tsx) and in the server HTML
 * (gatsby-ssr.tsx) alike, so both renders match: the page's edition and its form texts from
 * its page context, around the layout. The layout wraps pages here rather than inside each page,
 * so it stays mounted across route changes: the header, popup and floating buttons keep their state.
 */
export function PageWrapper({
  children,
  pageContext,
  pathname,
}: {
  children: ReactNode
  pageContext: unknown
  pathname: string
}) {
  return (
    <LocaleProvider locale={localeOfPageContext(pageContext)}>
      <FormEditionProvider content={formContentOfPageContext(pageContext)}>
        <Layout pagePath={pathname} notFound={isNotFoundContext(pageContext)}>
          {children}
        </Layout>
      </FormEditionProvider>
    </LocaleProvider>
  )
}
