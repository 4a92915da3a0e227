/**
 * @jest-environment jsdom
 *
 * The home page shows what its data files hold: the page component renders the query result
 * the build makes of data/ (here built from the same files, pictures left out), so whatever
 * price an editor saves is the price a visitor reads. Jest's "edited content" project runs this
 * again over content with every price changed (gatsby/__tests__/edited-content.ts). The web
 * editor's browser test proves that a save changes exactly that value in the file.
 */
import { render, screen, waitFor, within } from "@testing-library/react"
import type { PageProps } from "gatsby"
import blocks from "../../../data/blocks.json"
import clients from "../../../data/clients.json"
import faq from "../../../data/faq.json"
import home from "../../../data/home.json"
import pricing from "../../../data/pricing.json"
import projects from "../../../data/projects.json"
import serviceCards from "../../../data/service-cards.json"
import testimonials from "../../../data/testimonials.json"
import { formTextsOf } from "../../../shared/forms/form-edition-files"
import { formatNumber, formatPrice } from "../../../shared/i18n/format"
import { installMatchMedia } from "../../hooks/__tests__/match-media"
import { inEnglish } from "../../forms/__tests__/support/in-edition"
import HomePage from "../index"
import { asQueryResult } from "./support/query-result"

type Props = PageProps<Queries.HomePageQuery>

beforeEach(async () => {
  installMatchMedia({ width: 1280, reducedMotion: true })
  // Each data file is the page query's field of its name (gatsby-config.ts names the types).
  const files = { home, serviceCards, projects, pricing, clients, testimonials, faq }
  const data = Object.fromEntries(Object.entries(files).map(([name, file]) => [`${name}Json`, file]))
  // The page wrapper gives every page its edition and form texts (gatsby-browser.tsx).
  render(<HomePage {...({ data: asQueryResult(data) } as unknown as Props)} />, { wrapper: inEnglish })
  // The carousels and the hero's form load their code once mounted: wait until every carousel runs
  // react-slick and the form is there, so nothing renders after the test.
  await waitFor(() =>
    expect(document.querySelectorAll(".slick-slider")).toHaveLength(
      document.querySelectorAll('[aria-roledescription="carousel"]').length,
    ),
  )
  await screen.findByLabelText(formTextsOf("en").labels.firstname)
})

const section = (heading: string) =>
  screen.getByRole("heading", { level: 2, name: heading }).closest("section") as HTMLElement

test("every plan shows its title and its price after the prefix and currency", () => {
  const plans = within(section(home.pricing.heading)).getAllByRole("article")
  expect(plans.map(plan => plan.querySelector("h3")?.textContent)).toEqual(pricing.items.map(plan => plan.title))
  pricing.items.forEach((plan, index) => {
    expect(plans[index]).toHaveTextContent(`${pricing.pricePrefix} ${formatPrice(plan.price, pricing.currency, "en")}`)
  })
})

test("every service card shows its price with the currency", () => {
  const cards = section(home.services.heading)
  for (const card of serviceCards.items) {
    // A carousel hides the cards outside its view from assistive technology: they are still its cards.
    const title = within(cards).getAllByRole("heading", { name: card.title, hidden: true })[0]
    expect(title.parentElement).toHaveTextContent(formatPrice(card.price, serviceCards.currency, "en"))
  }
})

test("the special offer shows each of its prices", () => {
  const offer = section(blocks.offer.heading)
  for (const item of blocks.offer.items) expect(offer).toHaveTextContent(formatNumber(item.price, "en"))
})
