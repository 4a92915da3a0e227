/** @jest-environment jsdom */
import { act } from "react"
import { renderToString } from "react-dom/server"
import { hydrateInTransition } from "../hydrate-in-transition"

// React's act() waits for the transition; it must know it runs in a test.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

function Page() {
  return (
    <div id="gatsby-focus-wrapper">
      <button type="button" onClick={() => document.body.setAttribute("data-clicked", "")}>
        Press
      </button>
    </div>
  )
}

afterEach(() => {
  document.body.innerHTML = ""
  document.body.removeAttribute("data-clicked")
})

test("server HTML is hydrated in place: the same button, now live, without a mismatch", async () => {
  const errors = jest.spyOn(console, "error").mockImplementation(() => {})
  document.body.innerHTML = `<div id="___gatsby">${renderToString(<Page />)}</div>`
  const container = document.getElementById("___gatsby")!
  const serverButton = container.querySelector("button")
  await act(async () => hydrateInTransition(<Page />, container))
  expect(container.querySelector("button")).toBe(serverButton)
  serverButton!.click()
  expect(document.body.hasAttribute("data-clicked")).toBe(true)
  expect(errors).not.toHaveBeenCalled()
  errors.mockRestore()
})

test("a page without server HTML is rendered", async () => {
  document.body.innerHTML = `<div id="___gatsby"></div>`
  const container = document.getElementById("___gatsby")!
  await act(async () => hydrateInTransition(<Page />, container))
  expect(container.querySelector("button")?.textContent).toBe("Press")
})
