/** What a page does that a visitor must never meet: console errors, page errors, requests to other hosts. */
import type { Page } from "@playwright/test"

const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost"])

export type PageWatch = {
  /** Console errors, page errors and React's hydration warnings (production React reports mismatches as errors). */
  problems: string[]
  /** Requests to any host but this server. */
  foreignRequests: string[]
}

/** Starts watching the page; the lists fill as it runs. */
export function watchPage(page: Page): PageWatch {
  const watch: PageWatch = { problems: [], foreignRequests: [] }
  page.on("console", message => {
    const text = message.text()
    if (message.type() === "error" || /hydrat|did not match|Minified React error/i.test(text)) {
      watch.problems.push(`console.${message.type()}: ${text}`)
    }
  })
  page.on("pageerror", error => watch.problems.push(`page error: ${error.message}`))
  page.on("request", request => {
    const url = new URL(request.url())
    if (url.protocol.startsWith("http") && !LOCAL_HOSTS.has(url.hostname)) watch.foreignRequests.push(request.url())
  })
  return watch
}
