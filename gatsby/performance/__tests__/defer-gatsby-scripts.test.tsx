import { renderToStaticMarkup } from "react-dom/server"
import type { ReactNode } from "react"
import { deferGatsbyScripts, DEFERRED_SCRIPTS_ID, deferredScriptsLoader } from "../deferred-scripts"

function run(components: ReactNode[]): ReactNode[] | null {
  let replaced: ReactNode[] | null = null
  deferGatsbyScripts({
    getPostBodyComponents: () => components,
    replacePostBodyComponents: next => {
      replaced = next
    },
  })
  return replaced
}

/** Stands in for Gatsby's slice placeholder, which carries the slice's id as a prop. */
function Slice({ sliceId }: { sliceId: string }) {
  return <div data-slice={sliceId} />
}

test("Gatsby's scripts slice goes into the inert template, followed by the loader", () => {
  const scriptsSlice = <Slice key="scripts" sliceId="_gatsby-scripts" />
  const other = <div key="portal" id="portal" />
  const html = renderToStaticMarkup(<>{run([scriptsSlice, other])}</>)
  expect(html).toBe(
    `<div id="portal"></div><template id="${DEFERRED_SCRIPTS_ID}"><div data-slice="_gatsby-scripts"></div></template>` +
      `<script>${deferredScriptsLoader}</script>`,
  )
})

test("without slices, Gatsby's async bundle scripts are deferred; other scripts stay where they are", () => {
  const bundle = <script key="app" src="/app-1.js" async />
  const inline = <script key="inline" dangerouslySetInnerHTML={{ __html: "var x = 1" }} />
  const html = renderToStaticMarkup(<>{run([inline, bundle])}</>)
  expect(html.indexOf("var x = 1")).toBeLessThan(html.indexOf("<template"))
  expect(html).toContain(`<template id="${DEFERRED_SCRIPTS_ID}"><script src="/app-1.js" async=""></script></template>`)
})

test("a page without Gatsby's scripts is left alone", () => {
  expect(run([<div key="portal" />])).toBeNull()
})
