import type { GatsbySSR } from "gatsby"
import { Layout } from "./src/components/layout/layout"
import "./src/styles/fonts.css"
import "./src/styles/tokens.css"
import "./src/styles/global.css"

/** Same wrapper as gatsby-browser.tsx, so the server HTML and the first browser render match. */
export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element }) => <Layout>{element}</Layout>

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "en" })
}
