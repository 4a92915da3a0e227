/** @jest-environment jsdom */
import { render as renderPlain, screen } from "@testing-library/react"
import type { ReactElement } from "react"
import { inEnglish } from "../../forms/__tests__/support/in-edition"
import { navigate, type PageProps } from "gatsby"
import notFound from "../../../data/not-found.json"
import NotFoundPage from "../404"

/** Rendered as the page wrapper renders an English page: its wording, forms and site data. */
const render = (ui: ReactElement) => renderPlain(ui, { wrapper: inEnglish })

type Props = PageProps<Queries.NotFoundPageQuery>

function renderAt(pathname: string) {
  // The page reads only data and location; the rest of PageProps does not matter here.
  const props = { data: { notFoundJson: notFound }, location: { pathname } } as unknown as Props
  render(<NotFoundPage {...props} />)
}

afterEach(() => jest.mocked(navigate).mockClear())

test("shows the code, the heading, the explanation and a link to the home page", () => {
  renderAt("/nope/")
  expect(screen.getByText(notFound.code)).toBeInTheDocument()
  expect(screen.getByRole("heading", { level: 1, name: notFound.heading })).toBeInTheDocument()
  expect(screen.getByText(notFound.text)).toBeInTheDocument()
  expect(screen.getByRole("link", { name: notFound.linkLabel })).toHaveAttribute("href", "/")
  expect(navigate).not.toHaveBeenCalled()
})

test("an unknown service id is handed over to /services/ with the history entry replaced", () => {
  renderAt("/services/unknown/")
  expect(navigate).toHaveBeenCalledWith("/services/", { replace: true })
})
