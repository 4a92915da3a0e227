import type { GatsbySSR } from "gatsby"
import type { ReactNode } from "react"
import { deferGatsbyScripts } from "./gatsby/performance/deferred-scripts"
import { isTrickOn } from "./gatsby/performance/switches"
import { Layout } from "./src/components/layout/layout"
import { isNotFoundContext, LocaleProvider, localeOfPageContext } from "./src/i18n/locale-context"
import { localeOfPath } from "./src/i18n/locales"
import { inlineFontFace } from "./gatsby/inline-font-face"
import { arabicFontPreloads } from "./src/styles/arabic-font"
import "./src/styles/tokens.css"
import "./src/styles/global.css"

/** The Arabic face's weights inlined into, or preloaded by, the Arabic pages (docs/site.md). */
const INLINED_WEIGHTS = [400, 700] as const
const PRELOADED_WEIGHTS = [] as const

/** Same wrapper as gatsby-browser.tsx, so the server HTML and the first browser render match. */
export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <LocaleProvider locale={localeOfPageContext(props.pageContext)}>
    <Layout pagePath={props.location.pathname} notFound={isNotFoundContext(props.pageContext)}>
      {element}
    </Layout>
  </LocaleProvider>
)

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHeadComponents }) => {
  // Only the Arabic pages use the Arabic face. Both weights are inlined into their head rather
  // than preloaded: Lighthouse counted the two preloaded files into the LCP (docs/site.md, "The
  // Arabic font"). The <style> comes after Gatsby's inlined stylesheet (Gatsby puts that first),
  // so its rules are the ones used and the stylesheet's files are never fetched on these pages.
  if (localeOfPath(pathname) !== "ar") return
  setHeadComponents([
    ...arabicFontPreloads(PRELOADED_WEIGHTS),
    <style key="arabic-font" dangerouslySetInnerHTML={{ __html: INLINED_WEIGHTS.map(inlineFontFace).join("") }} />,
  ])
}

// Gatsby's scripts wait for the first paint; why, and what it is worth: gatsby/performance/README.md.
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getPostBodyComponents, replacePostBodyComponents }) => {
  if (!isTrickOn("deferred-scripts")) return
  deferGatsbyScripts({
    getPostBodyComponents: () => getPostBodyComponents() as ReactNode[],
    replacePostBodyComponents,
  })
}
