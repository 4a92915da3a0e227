import type { GatsbyBrowser } from "gatsby"
import { Layout } from "./src/components/layout/layout"
import "./src/styles/fonts.css"
import "./src/styles/tokens.css"
import "./src/styles/global.css"

/**
 * The layout wraps every page here (and in gatsby-ssr.tsx) rather than inside each page, so
 * it stays mounted across route changes: the header, popup and floating buttons keep their
 * state. Gatsby's default scroll behaviour is kept: a new route starts at the top, back and
 * forward restore the previous position.
 */
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element }) => <Layout>{element}</Layout>
