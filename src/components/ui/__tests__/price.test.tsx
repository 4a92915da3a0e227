/** @jest-environment jsdom */
import { render } from "@testing-library/react"
import pricing from "../../../../data/pricing.json"
import { InEdition } from "../../../forms/__tests__/support/in-edition"
import type { Locale } from "../../../../shared/i18n/locales"
import { Price } from "../price"

function priceIn(locale: Locale, unit: string, unitFirst: boolean) {
  const { container } = render(
    <InEdition locale={locale}>
      <Price amount={1999} unit={unit} unitFirst={unitFirst} />
    </InEdition>,
  )
  return container.firstElementChild!
}

test("Arabic: the amount with its separator, then the currency word, in the page's own direction", () => {
  const price = priceIn("ar", pricing.ar.currency, true)
  expect(price.textContent).toBe(`1,999 ${pricing.ar.currency}`)
  // Not a left-to-right island: read right to left, the amount comes first.
  expect(price.closest("[dir]")).toBeNull()
})

test("English: the specification's AED before the amount on cards and plans, after it on the offer", () => {
  const card = priceIn("en", pricing.currency, true)
  expect(card.textContent).toBe(`${pricing.currency} 1,999`)
  expect(card).toHaveAttribute("dir", "ltr")
  expect(priceIn("en", pricing.currency, false).textContent).toBe(`1,999 ${pricing.currency}`)
})
