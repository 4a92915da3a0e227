/** @jest-environment jsdom */
import { within } from "@testing-library/react"
import { renderToStaticMarkup } from "react-dom/server"
import data from "../../../../data/testimonials.json"
import { InEdition } from "../../../forms/__tests__/support/in-edition"
import { editionOf } from "../../../../shared/i18n/edition"
import { Testimonials } from "../testimonials"

describe.each(["en", "ar"] as const)("the %s testimonials", locale => {
  const { items } = editionOf(data, locale)

  test("name each client, then the role, then the company on its own line, isolated as a Latin name", () => {
    // The server-rendered HTML, as the built page has it (the carousel's first paint needs no window).
    const page = document.createElement("div")
    page.innerHTML = renderToStaticMarkup(
      <InEdition locale={locale}>
        <Testimonials heading="Testimonials" testimonials={items.map(item => ({ ...item, image: null }))} />
      </InEdition>,
    )
    for (const item of items) {
      const caption = within(page).getAllByText(item.name, { selector: "cite" })[0].closest("figcaption")!
      const lines = [...within(caption).getByText(item.name).parentElement!.children].map(line => line.textContent)
      expect(lines).toEqual([item.name, item.position, item.company])
      const company = within(caption).getByText(item.company)
      expect(company.tagName).toBe("BDI")
      expect(company).toHaveAttribute("lang", "en")
      expect(item.position).not.toContain(item.company)
    }
  })
})
