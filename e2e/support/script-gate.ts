/** Holding some of the site's script chunks back, to see the page as it is before that code arrives. */
import type { Page } from "@playwright/test"

/** Scripts whose code matches a marker: while the gate is shut they wait, once open they pass. */
export interface ScriptGate {
  /** Shuts the gate until the returned function is called. */
  shut(): () => void
}

/**
 * Puts a gate, open at first, on every script whose code matches `marker` (the route fetches each
 * script itself, so the HTTP cache never answers one). Drop it with `dropScriptGates` before the
 * page closes: a script still on its way then would fail the test.
 */
export async function gateScripts(page: Page, marker: RegExp): Promise<ScriptGate> {
  let gate: Promise<void> = Promise.resolve()
  await page.route(/\/[\w-]+\.js$/, async route => {
    const response = await route.fetch()
    const body = await response.text()
    if (marker.test(body)) await gate
    await route.fulfill({ response, body })
  })
  return {
    shut() {
      let open: () => void = () => undefined
      gate = new Promise<void>(resolve => (open = resolve))
      return open
    },
  }
}

/** Drops every script gate, whatever its route is doing for a script on its way. */
export async function dropScriptGates(page: Page): Promise<void> {
  await page.unrouteAll({ behavior: "ignoreErrors" })
}
