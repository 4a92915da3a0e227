/**
 * @jest-environment jsdom
 *
 * The About page shows the heading of its own edition: the page component renders, in each
 * edition, the query result the build makes of data/about.json (the file's node of that locale,
 * made by gatsby-node's own code). Jest's "edited content" project runs this again with both
 * editions' headings changed (gatsby/__tests__/edited-content.ts), so the Arabic page shows
 * whatever Arabic heading the file holds, and never the English one. The web editor's browser
 * test proves that saving an Arabic heading changes exactly that text in the file.
 */
import { render, screen } from "@testing-library/react"
import type { PageProps } from "gatsby"
import about from "../../../data/about.json"
import { inArabic, inEnglish } from "../../forms/__tests__/support/in-edition"
import { installMatchMedia } from "../../hooks/__tests__/match-media"
import { editionOf } from "../../../shared/i18n/edition"
import type { Locale } from "../../../shared/i18n/locales"
import AboutPage from "../about"
import { asQueryResult, editionNodeOf } from "./support/query-result"

type Props = PageProps<Queries.AboutPageQuery>

/** The page wrapper gives every page its edition (gatsby-browser.tsx); these are its two. */
const wrappers = { en: inEnglish, ar: inArabic }

function renderAboutPage(locale: Locale) {
  const data = { aboutJson: asQueryResult(editionNodeOf("about", about, locale)) }
  render(<AboutPage {...({ data } as unknown as Props)} />, { wrapper: wrappers[locale] })
}

beforeEach(() => {
  installMatchMedia({ width: 1280, reducedMotion: true })
})

const editions = [
  { locale: "ar", other: "en" },
  { locale: "en", other: "ar" },
] as const

test.each(editions)(
  "the $locale page's one h1 is its edition's heading, no heading is the $other one's",
  ({ locale, other }) => {
    const heading = editionOf(about, locale).hero.heading
    const otherHeading = editionOf(about, other).hero.heading
    // Were the two the same, a page reading the wrong edition would pass unseen.
    expect(heading).not.toBe(otherHeading)

    renderAboutPage(locale)
    const h1s = screen.getAllByRole("heading", { level: 1 })
    expect(h1s.map(h1 => h1.textContent)).toEqual([heading])
    expect(screen.getAllByRole("heading").map(element => element.textContent)).not.toContain(otherHeading)
  },
)
