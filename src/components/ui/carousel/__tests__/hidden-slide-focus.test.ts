/** @jest-environment jsdom */
import { syncHiddenSlideFocus } from "../hidden-slide-focus"

function track(): HTMLElement {
  const container = document.createElement("div")
  container.innerHTML = `
    <div class="slick-slide" aria-hidden="false"><a href="/a/">A</a></div>
    <div class="slick-slide slick-cloned" aria-hidden="true">
      <a href="/b/">B</a><button type="button">Go</button><span tabindex="0">Card</span><span tabindex="-1">Own</span>
    </div>`
  document.body.append(container)
  return container
}

describe("syncHiddenSlideFocus", () => {
  afterEach(() => document.body.replaceChildren())

  it("takes everything focusable in hidden slides out of the tab order, and only there", () => {
    const container = track()
    syncHiddenSlideFocus(container)
    expect(document.querySelector('a[href="/a/"]')).not.toHaveAttribute("tabindex")
    expect(document.querySelector('a[href="/b/"]')).toHaveAttribute("tabindex", "-1")
    expect(document.querySelector("button")).toHaveAttribute("tabindex", "-1")
    expect(document.querySelector("span")).toHaveAttribute("tabindex", "-1")
  })

  it("gives elements back their own tabindex when their slide shows again", () => {
    const container = track()
    syncHiddenSlideFocus(container)
    container.querySelectorAll(".slick-slide")[1].setAttribute("aria-hidden", "false")
    syncHiddenSlideFocus(container)
    expect(document.querySelector('a[href="/b/"]')).not.toHaveAttribute("tabindex")
    expect(document.querySelector("button")).not.toHaveAttribute("tabindex")
    const [card, own] = Array.from(document.querySelectorAll("span"))
    expect(card).toHaveAttribute("tabindex", "0")
    expect(own).toHaveAttribute("tabindex", "-1")
  })

  it("is idempotent: a second pass over hidden slides keeps the saved tabindex", () => {
    const container = track()
    syncHiddenSlideFocus(container)
    syncHiddenSlideFocus(container)
    container.querySelectorAll(".slick-slide")[1].setAttribute("aria-hidden", "false")
    syncHiddenSlideFocus(container)
    expect(document.querySelector("span")).toHaveAttribute("tabindex", "0")
  })
})
