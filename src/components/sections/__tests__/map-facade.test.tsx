/** @jest-environment jsdom */
import { render as renderPlain, screen } from "@testing-library/react"
import type { ReactElement } from "react"
import { inEnglish } from "../../../forms/__tests__/support/in-edition"
import userEvent from "@testing-library/user-event"
import company from "../../../../data/company.json"
import contact from "../../../../data/contact.json"
import { MapFacade } from "../map-facade"

/** Rendered as the page wrapper renders an English page: its wording, forms and site data. */
const render = (ui: ReactElement) => renderPlain(ui, { wrapper: inEnglish })

test("the map frame (a third-party request) appears only after the visitor asks for it", async () => {
  const user = userEvent.setup()
  const { container } = render(
    <MapFacade
      heading={contact.map.heading}
      loadLabel={contact.map.loadLabel}
      loadNote={contact.map.loadNote}
      title={contact.map.title}
      embedUrl={company.address.mapEmbedUrl}
      address="Business Bay, Dubai"
    />,
  )
  expect(container.querySelector("iframe")).toBeNull()
  expect(screen.getByRole("button", { name: contact.map.loadLabel })).toHaveAccessibleDescription(contact.map.loadNote)
  await user.click(screen.getByRole("button", { name: contact.map.loadLabel }))
  const frame = screen.getByTitle(contact.map.title)
  expect(frame).toHaveAttribute("src", company.address.mapEmbedUrl)
  expect(frame).toHaveFocus()
  expect(screen.queryByRole("button", { name: contact.map.loadLabel })).not.toBeInTheDocument()
})
