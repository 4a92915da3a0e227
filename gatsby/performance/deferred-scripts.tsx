import { isValidElement, type ReactNode } from "react"

/**
 * Gatsby's JavaScript (webpack runtime, React, the app) is requested once the page has
 * painted, not while it is still parsing: the pages are complete HTML, so the first paint
 * needs none of it, and on a slow connection those ~75 KB would otherwise share the line
 * with the hero photo that the first paint does need (Lighthouse counts them into the Largest
 * Contentful Paint). Gatsby 5 writes its script tags through a slice (`_gatsby-scripts`, filled
 * in after rendering), so they cannot be rewritten in onPreRenderHTML: they are put inside an
 * inert <template> instead, and a small inline loader adds the same scripts, in the same
 * order, once the first paint is complete. The server's CSP hashes the loader like every
 * inline script, and the copies of Gatsby's two inline scripts keep the text, and so the
 * hash, of the originals.
 */

export const DEFERRED_SCRIPTS_ID = "gatsby-deferred-scripts"

/** However the page reports its paints, its scripts are requested after this at the latest. */
export const DEFERRED_SCRIPTS_TIMEOUT_MS = 3000

type PostBodyApi = {
  getPostBodyComponents: () => ReactNode[]
  replacePostBodyComponents: (components: ReactNode[]) => void
}

/** For gatsby-ssr's onPreRenderHTML: moves Gatsby's scripts into the template, adds the loader. */
export function deferGatsbyScripts({ getPostBodyComponents, replacePostBodyComponents }: PostBodyApi): void {
  const components = getPostBodyComponents()
  const deferred = components.filter(isGatsbyScripts)
  if (deferred.length === 0) return
  replacePostBodyComponents([
    ...components.filter(component => !isGatsbyScripts(component)),
    <template key="deferred-scripts" id={DEFERRED_SCRIPTS_ID}>
      {deferred}
    </template>,
    <script key="deferred-scripts-loader" dangerouslySetInnerHTML={{ __html: deferredScriptsLoader }} />,
  ])
}

/** Gatsby's scripts slice, or (without slices) one of its async bundle <script> tags. */
export function isGatsbyScripts(component: ReactNode): boolean {
  if (!isValidElement<{ sliceId?: unknown; src?: unknown; async?: unknown }>(component)) return false
  const { sliceId, src, async } = component.props
  if (sliceId === "_gatsby-scripts") return true
  return component.type === "script" && typeof src === "string" && async === true
}

/**
 * The inline loader. It runs in the page before any other script, so it is written as a plain
 * function that uses nothing from outside itself: its source text is what the page gets.
 *
 * It adds the template's scripts once the first paint is complete: after the first contentful
 * paint (the paint timing entry) and the pictures fetched with high priority (the largest
 * paint: the home hero photo, the first project on /portfolio/) have loaded, then one more
 * frame so they are painted before any script is requested. Not on the load event: with the
 * page's few resources it often fires before the first paint. Without paint timing, on the
 * load event; in a background tab (which does not paint) at once; and after `timeoutMs` in
 * any case, so a page that never reports a paint still comes alive.
 */
export function loadDeferredScripts(templateId: string, timeoutMs: number): void {
  const template = document.getElementById(templateId) as HTMLTemplateElement | null
  if (!template) return
  let done = false
  const load = () => {
    if (done) return
    done = true
    template.content.querySelectorAll("script").forEach(original => {
      const script = document.createElement("script")
      const src = original.getAttribute("src")
      if (src !== null) {
        script.src = src
        script.async = true
      } else {
        script.text = original.text
      }
      document.body.appendChild(script)
    })
  }
  const afterNextFrame = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(load, 0)))
  const afterPriorityImages = () => {
    const pending: Promise<unknown>[] = []
    document.querySelectorAll<HTMLImageElement>("img[fetchpriority=high]").forEach(image => {
      if (image.complete) return
      pending.push(
        new Promise(resolve => {
          image.addEventListener("load", resolve)
          image.addEventListener("error", resolve)
        }),
      )
    })
    Promise.all(pending).then(afterNextFrame, afterNextFrame)
  }

  if (document.visibilityState !== "visible") return load()
  setTimeout(load, timeoutMs)
  const entryTypes = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || []
  if (entryTypes.indexOf("paint") < 0) {
    window.addEventListener("load", afterPriorityImages)
    return
  }
  if (performance.getEntriesByName("first-contentful-paint").length > 0) return afterPriorityImages()
  const observer = new PerformanceObserver(list => {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return
    observer.disconnect()
    afterPriorityImages()
  })
  observer.observe({ type: "paint" })
}

export const deferredScriptsLoader = `(${String(loadDeferredScripts)})(${JSON.stringify(DEFERRED_SCRIPTS_ID)},${DEFERRED_SCRIPTS_TIMEOUT_MS})`
