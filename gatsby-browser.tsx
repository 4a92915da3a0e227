import type { GatsbyBrowser } from "gatsby"
import { hydrateInTransition } from "./gatsby/performance/hydrate-in-transition"
import { isTrickOn } from "./gatsby/performance/switches"
import { yieldBeforeBoot } from "./gatsby/performance/yield-before-boot"
import { PageWrapper } from "./src/components/layout/page-wrapper"
import "./src/styles/arabic-font.css"
import "./src/styles/tokens.css"
import "./src/styles/global.css"

/**
 * Every page in its wrapper (src/components/layout/page-wrapper.tsx), the same as gatsby-ssr.tsx.
 * Gatsby's default scroll behaviour is kept: a new route starts at the top, back and forward
 * restore the previous position.
 */
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <PageWrapper data={props.data} pageContext={props.pageContext} pathname={props.location.pathname}>
    {element}
  </PageWrapper>
)

// Performance work that replaces Gatsby defaults; why, and what each is worth: gatsby/performance/README.md.
export const replaceHydrateFunction = isTrickOn("hydrate-in-transition") ? () => hydrateInTransition : undefined

export const onClientEntry: GatsbyBrowser["onClientEntry"] = isTrickOn("yield-before-boot")
  ? yieldBeforeBoot
  : undefined
