import { startTransition, type ReactElement } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"

/**
 * For gatsby-browser's replaceHydrateFunction: hydration as a transition. React then renders
 * the server HTML's components in slices of about 5 ms and lets the browser paint and answer
 * input in between, instead of one task of a few hundred milliseconds on a slow phone
 * (Lighthouse's Total Blocking Time). Next.js (vercel/next.js#40874) and Remix hydrate the
 * same way. A page without server HTML (none here today, but Gatsby allows client-only
 * routes) is rendered, as Gatsby's own default does. Typed by hand: gatsby's `Renderer` type
 * is React 17's legacy render signature.
 */
export function hydrateInTransition(element: ReactElement, container: Element | null): void {
  // Gatsby passes document.getElementById("___gatsby"), which every page of the site has.
  if (!container) return
  // The same test as Gatsby's default renderer (cache-dir/production-app.js).
  const serverRendered = Boolean(document.getElementById("gatsby-focus-wrapper")?.children.length)
  if (serverRendered) startTransition(() => void hydrateRoot(container, element))
  else createRoot(container).render(element)
}
