/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import navigation from "../../../../data/navigation.json"
import services from "../../../../data/services.json"
import { OPEN_LEAD_FORM_EVENT } from "../../../forms/open-lead-form"
import { Header } from "../header"

function renderHeader() {
  render(
    <>
      <Header
        companyName="Sandstone Business Services"
        scrolled={false}
        mainLinks={navigation.main}
        services={services.items.map(service => ({ title: service.title, path: `/services/${service.id}/` }))}
        quoteLabel={navigation.quoteLabel}
        mobileCtaLabel={navigation.mobileCtaLabel}
      />
      <p>Page content</p>
    </>,
  )
  return {
    menuButton: screen.getByRole("button", { name: "Open menu" }),
    nav: screen.getByRole("navigation", { name: "Main" }),
  }
}

const expanded = (element: HTMLElement) => element.getAttribute("aria-expanded")

// jsdom cannot load another page: a followed link stays on this one (React still sees the click).
const stayOnPage = (event: MouseEvent) => event.preventDefault()
beforeEach(() => document.addEventListener("click", stayOnPage))
afterEach(() => document.removeEventListener("click", stayOnPage))

test("shows the logo, the five main entries and the Get a quote button", () => {
  renderHeader()
  expect(screen.getByRole("link", { name: /Sandstone Business Services/ })).toHaveAttribute("href", "/")
  for (const label of ["Home", "About Us", "Our Services", "Explore Portfolio", "Contact Us"]) {
    expect(screen.getByRole("link", { name: label })).toBeInTheDocument()
  }
  expect(screen.getByRole("button", { name: "Get a quote" })).toBeInTheDocument()
})

test("the mobile menu closes when a link is followed", async () => {
  const user = userEvent.setup()
  const { menuButton } = renderHeader()
  await user.click(menuButton)
  expect(expanded(menuButton)).toBe("true")
  expect(menuButton).toHaveAccessibleName("Close menu")
  await user.click(screen.getByRole("link", { name: "About Us" }))
  expect(expanded(menuButton)).toBe("false")
})

test("the mobile menu closes on Escape, returning focus to its button, and on a click outside", async () => {
  const user = userEvent.setup()
  const { menuButton } = renderHeader()
  await user.click(menuButton)
  await user.keyboard("{Escape}")
  expect(expanded(menuButton)).toBe("false")
  expect(menuButton).toHaveFocus()

  await user.click(menuButton)
  await user.click(screen.getByText("Page content"))
  expect(expanded(menuButton)).toBe("false")
})

test("Get Started closes the menu and opens the quote popup", async () => {
  const user = userEvent.setup()
  const { menuButton } = renderHeader()
  const opened = jest.fn()
  window.addEventListener(OPEN_LEAD_FORM_EVENT, opened)
  await user.click(menuButton)
  await user.click(screen.getByRole("button", { name: "Get Started" }))
  expect(opened).toHaveBeenCalledTimes(1)
  expect(expanded(menuButton)).toBe("false")
  await user.click(screen.getByRole("button", { name: "Get a quote" }))
  expect(opened).toHaveBeenCalledTimes(2)
  window.removeEventListener(OPEN_LEAD_FORM_EVENT, opened)
})

test("the services dropdown toggles, lists the six service pages and closes on Escape and outside clicks", async () => {
  const user = userEvent.setup()
  renderHeader()
  const toggle = screen.getByRole("button", { name: "Our Services pages" })
  const list = document.getElementById(toggle.getAttribute("aria-controls") ?? "")
  expect(list).not.toBeVisible()

  await user.click(toggle)
  expect(expanded(toggle)).toBe("true")
  expect(list).toBeVisible()
  for (const service of services.items) {
    expect(screen.getByRole("link", { name: service.title })).toHaveAttribute("href", `/services/${service.id}/`)
  }
  await user.click(toggle)
  expect(expanded(toggle)).toBe("false")

  await user.click(toggle)
  await user.keyboard("{Escape}")
  expect(expanded(toggle)).toBe("false")

  await user.click(toggle)
  await user.click(screen.getByText("Page content"))
  expect(expanded(toggle)).toBe("false")
})
