import type { GatsbySSR } from "gatsby"
import { isValidElement, type ReactNode } from "react"
import { Layout } from "./src/components/layout/layout"
import "./src/styles/tokens.css"
import "./src/styles/global.css"

/** Same wrapper as gatsby-browser.tsx, so the server HTML and the first browser render match. */
export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element }) => <Layout>{element}</Layout>

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "en" })
}

/**
 * Gatsby's JavaScript (webpack runtime, React, the app) is requested once the page has
 * painted, not while it is still parsing: the pages are complete HTML, so the first paint
 * needs none of it, and on a slow connection those ~75 KB would otherwise share the line
 * with the hero photo that the first paint does need (Lighthouse counts them
 * into the Largest Contentful Paint). Gatsby 5 writes its script tags through a slice
 * (`_gatsby-scripts`, filled in after rendering), so they cannot be rewritten here: they
 * are put inside an inert <template> instead, and a small inline loader adds the same
 * scripts, in the same order, once the first paint is complete (see the loader). The server's CSP hashes
 * the loader like every inline script, and the copies of Gatsby's two inline scripts keep
 * the text, and so the hash, of the originals.
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getPostBodyComponents, replacePostBodyComponents }) => {
  const components = getPostBodyComponents() as ReactNode[]
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

const DEFERRED_SCRIPTS_ID = "gatsby-deferred-scripts"

/** Gatsby's scripts slice, or (without slices) one of its async bundle <script> tags. */
function isGatsbyScripts(component: ReactNode): boolean {
  if (!isValidElement<{ sliceId?: unknown; src?: unknown; async?: unknown }>(component)) return false
  const { sliceId, src, async } = component.props
  if (sliceId === "_gatsby-scripts") return true
  return component.type === "script" && typeof src === "string" && async === true
}

/**
 * Adds the template's scripts once the first paint is complete: after the first contentful
 * paint (the paint timing entry) and the pictures fetched with high priority (the largest
 * paint: the home hero photo, the first project on /portfolio/) have loaded,
 * then one more frame so they are painted before any script is requested. Not on the load
 * event: with the page's few resources it often fires before the first paint. Without paint
 * timing, on the load event; in a background tab (which does not paint) at once; and after
 * 3 s in any case, so a page that never reports a paint still comes alive.
 */
const deferredScriptsLoader = `(function(){
var t=document.getElementById(${JSON.stringify(DEFERRED_SCRIPTS_ID)}),done=false;
function l(){if(done)return;done=true;Array.prototype.forEach.call(t.content.querySelectorAll("script"),function(o){
var e=document.createElement("script");if(o.hasAttribute("src")){e.src=o.getAttribute("src");e.async=true}else{e.text=o.text}
document.body.appendChild(e)})}
function painted(){requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(l,0)})})}
function later(){var w=[];
Array.prototype.forEach.call(document.querySelectorAll("img[fetchpriority=high]"),function(i){if(!i.complete)w.push(new Promise(function(r){i.addEventListener("load",r);i.addEventListener("error",r)}))});
Promise.all(w).then(painted,painted)}
if(document.visibilityState!=="visible"){l();return}
var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];
if(types.indexOf("paint")<0){window.addEventListener("load",later);return}
if(performance.getEntriesByName("first-contentful-paint").length){later();return}
var o=new PerformanceObserver(function(list){if(list.getEntriesByName("first-contentful-paint").length){o.disconnect();later()}});
o.observe({type:"paint"});setTimeout(l,3000)})()`
