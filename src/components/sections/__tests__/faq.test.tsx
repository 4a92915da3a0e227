/** @jest-environment jsdom */
import { render as renderPlain, screen } from "@testing-library/react"
import type { ReactElement } from "react"
import { inEnglish } from "../../../forms/__tests__/support/in-edition"
import userEvent from "@testing-library/user-event"
import faq from "../../../../data/faq.json"
import home from "../../../../data/home.json"
import { Faq } from "../faq"

/** Rendered as the page wrapper renders an English page: its wording, forms and site data. */
const render = (ui: ReactElement) => renderPlain(ui, { wrapper: inEnglish })

function renderFaq() {
  render(<Faq heading={home.faq.heading} items={faq.items} />)
  return faq.items.map(item => screen.getByRole("button", { name: item.question }))
}

test("shows every question with the first answer open", () => {
  const buttons = renderFaq()
  expect(buttons.map(button => button.getAttribute("aria-expanded"))).toEqual(
    faq.items.map((_, index) => String(index === 0)),
  )
  expect(screen.getByText(faq.items[0].answer)).toBeVisible()
})

test("each button controls its answer region", () => {
  const [first] = renderFaq()
  const region = document.getElementById(first.getAttribute("aria-controls") ?? "")
  expect(region).toHaveTextContent(faq.items[0].answer)
  expect(screen.getByRole("region", { name: faq.items[0].question })).toBe(region)
})

test("opening another question closes the open one", async () => {
  const user = userEvent.setup()
  const buttons = renderFaq()
  await user.click(buttons[2])
  expect(buttons[2]).toHaveAttribute("aria-expanded", "true")
  expect(screen.getByText(faq.items[2].answer)).toBeVisible()
  expect(buttons[0]).toHaveAttribute("aria-expanded", "false")
  expect(screen.getByText(faq.items[0].answer)).not.toBeVisible()
  expect(buttons.filter(button => button.getAttribute("aria-expanded") === "true")).toHaveLength(1)
})

test("clicking the open question closes it", async () => {
  const user = userEvent.setup()
  const [first] = renderFaq()
  await user.click(first)
  expect(first).toHaveAttribute("aria-expanded", "false")
  expect(screen.getByText(faq.items[0].answer)).not.toBeVisible()
  await user.click(first)
  expect(first).toHaveAttribute("aria-expanded", "true")
})
