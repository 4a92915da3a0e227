/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import company from "../../../../data/company.json"
import contact from "../../../../data/contact.json"
import { MapFacade } from "../map-facade"

test("the map frame (a third-party request) appears only after the visitor asks for it", async () => {
  const user = userEvent.setup()
  const { container } = render(
    <MapFacade
      heading={contact.map.heading}
      loadLabel={contact.map.loadLabel}
      title={contact.map.title}
      embedUrl={company.address.mapEmbedUrl}
      address="Business Bay, Dubai"
    />,
  )
  expect(container.querySelector("iframe")).toBeNull()
  await user.click(screen.getByRole("button", { name: contact.map.loadLabel }))
  const frame = screen.getByTitle(contact.map.title)
  expect(frame).toHaveAttribute("src", company.address.mapEmbedUrl)
  expect(frame).toHaveFocus()
  expect(screen.queryByRole("button", { name: contact.map.loadLabel })).not.toBeInTheDocument()
})
