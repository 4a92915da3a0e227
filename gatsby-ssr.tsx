import type { GatsbySSR } from "gatsby"
import type { ReactNode } from "react"
import { deferGatsbyScripts } from "./gatsby/performance/deferred-scripts"
import { isTrickOn } from "./gatsby/performance/switches"
import { PageWrapper } from "./src/components/layout/page-wrapper"
import "./src/styles/arabic-font.css"
import "./src/styles/tokens.css"
import "./src/styles/global.css"

/** Same wrapper as gatsby-browser.tsx, so the server HTML and the first browser render match. */
export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => (
  <PageWrapper data={props.data} pageContext={props.pageContext} pathname={props.location.pathname}>
    {element}
  </PageWrapper>
)

// Gatsby's scripts wait for the first paint; why, and what it is worth: gatsby/performance/README.md.
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getPostBodyComponents, replacePostBodyComponents }) => {
  if (!isTrickOn("deferred-scripts")) return
  deferGatsbyScripts({
    getPostBodyComponents: () => getPostBodyComponents() as ReactNode[],
    replacePostBodyComponents,
  })
}
