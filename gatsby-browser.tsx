import type { GatsbyBrowser } from "gatsby"
import { startTransition, type ReactElement } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"
import { Layout } from "./src/components/layout/layout"
import "./src/styles/tokens.css"
import "./src/styles/global.css"

/**
 * The layout wraps every page here (and in gatsby-ssr.tsx) rather than inside each page, so
 * it stays mounted across route changes: the header, popup and floating buttons keep their
 * state. Gatsby's default scroll behaviour is kept: a new route starts at the top, back and
 * forward restore the previous position.
 */
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element }) => <Layout>{element}</Layout>

/**
 * Hydration as a transition: React then renders the server HTML's components in slices of
 * about 5 ms and lets the browser paint and answer input in between, instead of one task of
 * a few hundred milliseconds on a slow phone (Lighthouse's Total Blocking Time). Next.js
 * (vercel/next.js#40874) and Remix hydrate the same way. A page without server HTML (none
 * here today, but Gatsby allows client-only routes) is rendered, as Gatsby's own default does.
 * Typed by hand: gatsby's `Renderer` type is React 17's legacy render signature.
 */
export function replaceHydrateFunction() {
  return (element: ReactElement, container: Element | null) => {
    // Gatsby passes document.getElementById("___gatsby"), which every page of the site has.
    if (!container) return
    // The same test as Gatsby's default renderer (cache-dir/production-app.js).
    const serverRendered = Boolean(document.getElementById("gatsby-focus-wrapper")?.children.length)
    if (serverRendered) startTransition(() => void hydrateRoot(container, element))
    else createRoot(container).render(element)
  }
}

/**
 * Gatsby starts loading the page's data in the same task that evaluated every module of the
 * app; waiting one macrotask here ends that task first, so a slow phone gets two shorter
 * tasks instead of one long one (Lighthouse counts the part of each task above 50 ms).
 */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => new Promise<void>(resolve => setTimeout(resolve, 0))
