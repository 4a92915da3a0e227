import type { GatsbyBrowser } from "gatsby"
import { hydrateInTransition } from "./gatsby/performance/hydrate-in-transition"
import { isTrickOn } from "./gatsby/performance/switches"
import { yieldBeforeBoot } from "./gatsby/performance/yield-before-boot"
import { Layout } from "./src/components/layout/layout"
import { FormEditionProvider, formContentOfPageContext } from "./src/forms/form-edition-context"
import { isNotFoundContext, LocaleProvider, localeOfPageContext } from "./src/i18n/locale-context"
import "./src/styles/arabic-font"
import "./src/styles/tokens.css"
import "./src/styles/global.css"

/**
 * The layout wraps every page here (and in gatsby-ssr.tsx) rather than inside each page, so
 * it stays mounted across route changes: the header, popup and floating buttons keep their
 * state. Gatsby's default scroll behaviour is kept: a new route starts at the top, back and
 * forward restore the previous position.
 */
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <LocaleProvider locale={localeOfPageContext(props.pageContext)}>
    <FormEditionProvider content={formContentOfPageContext(props.pageContext)}>
      <Layout pagePath={props.location.pathname} notFound={isNotFoundContext(props.pageContext)}>
        {element}
      </Layout>
    </FormEditionProvider>
  </LocaleProvider>
)

// Performance work that replaces Gatsby defaults; why, and what each is worth: gatsby/performance/README.md.
export const replaceHydrateFunction = isTrickOn("hydrate-in-transition") ? () => hydrateInTransition : undefined

export const onClientEntry: GatsbyBrowser["onClientEntry"] = isTrickOn("yield-before-boot")
  ? yieldBeforeBoot
  : undefined
