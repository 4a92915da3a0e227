/** @jest-environment jsdom */
import { render as renderPlain, screen, within } from "@testing-library/react"
import type { ReactElement } from "react"
import { inEnglish } from "../../../forms/__tests__/support/in-edition"
import company from "../../../../data/company.json"
import navigation from "../../../../data/navigation.json"
import services from "../../../../data/services.json"
import { Footer } from "../footer"

/** Rendered as the page wrapper renders an English page: its wording, forms and site data. */
const render = (ui: ReactElement) => renderPlain(ui, { wrapper: inEnglish })

function renderFooter(buildYear: number) {
  render(
    <Footer
      company={company}
      quickLinks={navigation.quickLinks}
      headings={navigation.footerHeadings}
      legalLinks={navigation.legal}
      services={services.items.map(service => ({ title: service.title, path: `/services/${service.id}/` }))}
      buildYear={buildYear}
    />,
  )
}

test("the copyright line shows the current year, even for an older build", () => {
  renderFooter(2001)
  const year = new Date().getFullYear()
  const line = screen.getByText(company.legalName).closest("p")
  expect(line).toHaveTextContent(`© ${year} ${company.legalName}`)
  expect(screen.queryByText(new RegExp(`© 2001`))).not.toBeInTheDocument()
})

test("lists the phones, the e-mail addresses, the street address and the legal links", () => {
  renderFooter(2024)
  for (const phone of company.phones) {
    expect(screen.getByRole("link", { name: new RegExp(phone.display.replace(/\+/g, "\\+")) })).toHaveAttribute(
      "href",
      `tel:${phone.tel}`,
    )
  }
  for (const email of company.emails) {
    expect(screen.getByRole("link", { name: new RegExp(email.address) })).toHaveAttribute(
      "href",
      `mailto:${email.address}`,
    )
  }
  expect(screen.getByText(new RegExp(company.address.street))).toBeInTheDocument()
  for (const link of navigation.legal) {
    expect(screen.getByRole("link", { name: link.label })).toHaveAttribute("href", link.path)
  }
})

test("links every service page and the review sites", () => {
  renderFooter(2024)
  const servicesNav = screen.getByRole("navigation", { name: navigation.footerHeadings.services })
  expect(
    within(servicesNav)
      .getAllByRole("link")
      .map(link => link.getAttribute("href")),
  ).toEqual(services.items.map(service => `/services/${service.id}/`))
  for (const site of company.reviewSites) {
    expect(screen.getByRole("link", { name: new RegExp(site.name) })).toHaveAttribute("href", site.url)
  }
})
