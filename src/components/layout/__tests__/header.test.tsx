/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { readFileSync } from "node:fs"
import { join } from "node:path"
import company from "../../../../data/company.json"
import navigation from "../../../../data/navigation.json"
import services from "../../../../data/services.json"
import { OPEN_LEAD_FORM_EVENT } from "../../../forms/open-lead-form"
import { SERVICES_PATH } from "../../../../shared/site-paths"
import { LOGO_FILE } from "../../ui/logo-file"
import { uiTextOf } from "../../ui/ui-text-files"
import { InEdition } from "../../../forms/__tests__/support/in-edition"
import { LOCALE_NAMES, type Locale } from "../../../../shared/i18n/locales"
import { Header } from "../header"

const uiText = uiTextOf("en")

const servicesLink = navigation.main.find(link => link.path === SERVICES_PATH)!
const aboutLink = navigation.main.find(link => link.path === "/about/")!

/** The header of /about/ (or of another page, in another edition), with content after it. */
function renderHeader({
  locale = "en",
  pagePath = "/about/",
  notFound = false,
}: { locale?: Locale; pagePath?: string; notFound?: boolean } = {}) {
  render(
    <InEdition locale={locale}>
      <Header
        companyName={company.name}
        scrolled={false}
        mainLinks={navigation.main}
        services={services.items.map(service => ({ title: service.title, path: `/services/${service.id}/` }))}
        quoteLabel={navigation.quoteLabel}
        mobileCtaLabel={navigation.mobileCtaLabel}
        pagePath={pagePath}
        notFound={notFound}
      />
      <p>Page content</p>
    </InEdition>,
  )
  return {
    menuButton: screen.getByRole("button", { name: uiTextOf(locale).openMenu }),
    nav: screen.getByRole("navigation", { name: uiTextOf(locale).mainNav }),
  }
}

const expanded = (element: HTMLElement) => element.getAttribute("aria-expanded")

// jsdom cannot load another page: a followed link stays on this one (React still sees the click).
const stayOnPage = (event: MouseEvent) => event.preventDefault()
beforeEach(() => document.addEventListener("click", stayOnPage))
afterEach(() => document.removeEventListener("click", stayOnPage))

test("shows the logo, every main entry and the quote button", () => {
  renderHeader()
  expect(screen.getByRole("link", { name: new RegExp(company.name) })).toHaveAttribute("href", "/")
  for (const link of navigation.main) {
    expect(screen.getByRole("link", { name: link.label })).toHaveAttribute("href", link.path)
  }
  expect(screen.getByRole("button", { name: navigation.quoteLabel })).toBeInTheDocument()
})

test("the mobile menu closes when a link is followed", async () => {
  const user = userEvent.setup()
  const { menuButton } = renderHeader()
  await user.click(menuButton)
  expect(expanded(menuButton)).toBe("true")
  expect(menuButton).toHaveAccessibleName(uiText.closeMenu)
  await user.click(screen.getByRole("link", { name: aboutLink.label }))
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

test("the menu's call to action closes the menu and opens the quote popup", async () => {
  const user = userEvent.setup()
  const { menuButton } = renderHeader()
  const opened = jest.fn()
  window.addEventListener(OPEN_LEAD_FORM_EVENT, opened)
  await user.click(menuButton)
  await user.click(screen.getByRole("button", { name: navigation.mobileCtaLabel }))
  expect(opened).toHaveBeenCalledTimes(1)
  expect(expanded(menuButton)).toBe("false")
  await user.click(screen.getByRole("button", { name: navigation.quoteLabel }))
  expect(opened).toHaveBeenCalledTimes(2)
  window.removeEventListener(OPEN_LEAD_FORM_EVENT, opened)
})

test("the services dropdown toggles, lists every service page and closes on Escape and outside clicks", async () => {
  const user = userEvent.setup()
  renderHeader()
  const toggle = screen.getByRole("button", { name: uiText.servicesMenu(servicesLink.label) })
  const list = document.getElementById(toggle.getAttribute("aria-controls") ?? "")
  expect(list).not.toBeVisible()

  await user.click(toggle)
  expect(expanded(toggle)).toBe("true")
  expect(list).toBeVisible()
  for (const service of services.items) {
    expect(screen.getByRole("link", { name: service.title })).toHaveAttribute("href", `${SERVICES_PATH}${service.id}/`)
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

test("the language switch leads to this page in Arabic, named in Arabic and marked as Arabic", () => {
  renderHeader()
  const toArabic = screen.getByRole("link", { name: LOCALE_NAMES.ar })
  expect(toArabic).toHaveAttribute("href", "/ar/about/")
  expect(toArabic).toHaveAttribute("lang", "ar")
  expect(toArabic).toHaveAttribute("hreflang", "ar")
})

test("on a 404 page the switch leads to the other edition's home page", () => {
  renderHeader({ pagePath: "/this-page-does-not-exist/", notFound: true })
  expect(screen.getByRole("link", { name: LOCALE_NAMES.ar })).toHaveAttribute("href", "/ar/")
})

test("on an Arabic page the links lead to Arabic pages and the switch to the English twin", () => {
  renderHeader({ locale: "ar", pagePath: "/ar/about/" })
  const toEnglish = screen.getByRole("link", { name: LOCALE_NAMES.en })
  expect(toEnglish).toHaveAttribute("href", "/about/")
  expect(toEnglish).toHaveAttribute("lang", "en")
  const hrefs = screen
    .getAllByRole("link")
    .filter(link => link !== toEnglish)
    .map(link => link.getAttribute("href"))
  expect(hrefs.length).toBeGreaterThan(navigation.main.length)
  for (const href of hrefs) expect(href).toMatch(/^\/ar\//)
})

describe.each(["en", "ar"] as const)("the %s logo", locale => {
  const file = join(__dirname, "..", "..", "..", "..", "static", LOGO_FILE[locale].slice(1))
  const svg = readFileSync(file, "utf8")

  test("is the edition's own lock-up, in the 200x40 box the header reserves", () => {
    renderHeader({ locale, pagePath: locale === "ar" ? "/ar/about/" : "/about/" })
    // renderHeader hands the header the English name: the alt text's wording is the edition's.
    const logo = screen.getByRole("img", { name: uiTextOf(locale).logoAlt(company.name) })
    expect(logo).toHaveAttribute("src", LOGO_FILE[locale])
    expect([logo.getAttribute("width"), logo.getAttribute("height")]).toEqual(["200", "40"])
    // The drawing keeps the box's 5:1 shape, so the picture never moves the header as it loads.
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 280 56"/)
  })

  test("names the company in the edition's script", () => {
    const title = /<title>([^<]*)<\/title>/.exec(svg)?.[1] ?? ""
    expect(title).toMatch(locale === "ar" ? /^[\p{Script=Arabic}\s]+$/u : /^[A-Za-z\s]+$/)
    // Words drawn as outlines: an <img> cannot use the page's Arabic web font.
    if (locale === "ar") expect(svg).not.toContain("<text")
  })
})
