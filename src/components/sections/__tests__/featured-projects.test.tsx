/** @jest-environment jsdom */
import { render as renderPlain, screen, within } from "@testing-library/react"
import type { ReactElement } from "react"
import { inEnglish } from "../../../forms/__tests__/support/in-edition"
import userEvent from "@testing-library/user-event"
import data from "../../../../data/projects.json"
import { uiTextOf } from "../../ui/ui-text-files"
import { ALL_PROJECTS, FeaturedProjects, projectsInCategory, type Project } from "../featured-projects"

/** Rendered as the page wrapper renders an English page: its wording, forms and site data. */
const render = (ui: ReactElement) => renderPlain(ui, { wrapper: inEnglish })

const uiText = uiTextOf("en")

// Pictures (and their zoom) are exercised in the browser suite; here the cards carry none.
const projects: Project[] = data.items.map(({ image: _file, ...item }) => ({ ...item, image: null }))

function renderProjects() {
  render(<FeaturedProjects heading="Featured Projects" filters={data.filters} projects={projects} />)
  const section = screen.getByRole("region", { name: "Featured Projects" })
  const titles = () =>
    within(section)
      .getAllByRole("heading", { level: 3 })
      .map(heading => heading.textContent)
  // The bar is hidden (spec), so it is reached with `hidden: true`, as no visitor reaches it.
  const filterButton = (name: string) => screen.getByRole("button", { name, hidden: true })
  return { section, titles, filterButton }
}

/** The filter that shows every project. */
const all = data.filters.find(filter => filter.id === ALL_PROJECTS)!

const titlesOf = (category: string) =>
  data.items.filter(item => category === ALL_PROJECTS || item.category === category).map(item => item.title)

describe("projectsInCategory", () => {
  it("keeps every project, in order, for all", () => {
    expect(projectsInCategory(projects, ALL_PROJECTS)).toEqual(projects)
  })

  it("keeps only the projects of the chosen category, in order", () => {
    const { category } = projects[1]
    const inCategory = projectsInCategory(projects, category)
    expect(inCategory).toContain(projects[1])
    expect(inCategory).toEqual(projects.filter(project => project.category === category))
  })

  it("shows nothing for a category no project has", () => {
    expect(projectsInCategory(projects, "no-such-category")).toEqual([])
  })
})

describe("FeaturedProjects", () => {
  it("shows every project, each with title, client and a Visit Website link opening a new tab", () => {
    const { section, titles } = renderProjects()
    expect(titles()).toEqual(titlesOf(ALL_PROJECTS))
    for (const project of data.items) {
      expect(within(section).getByText(project.client)).toBeInTheDocument()
      const link = within(section).getByRole("link", {
        name: new RegExp(`^${uiText.visitWebsite}\\s*: ${project.title}`),
      })
      expect(link).toHaveAttribute("href", project.weblink)
      expect(link).toHaveAttribute("target", "_blank")
      expect(link.getAttribute("rel")?.split(" ")).toContain("noopener")
    }
  })

  it("keeps the filter bar hidden, with all selected", () => {
    const { filterButton } = renderProjects()
    expect(screen.queryByRole("button", { name: all.name })).not.toBeInTheDocument()
    expect(filterButton(all.name)).not.toBeVisible()
    expect(filterButton(all.name)).toHaveAttribute("aria-pressed", "true")
    for (const other of data.filters.filter(filter => filter !== all))
      expect(filterButton(other.name)).toHaveAttribute("aria-pressed", "false")
  })

  it("filters by category and goes back to all", async () => {
    const user = userEvent.setup()
    const { titles, filterButton } = renderProjects()
    for (const filter of data.filters.filter(option => option.id !== ALL_PROJECTS)) {
      await user.click(filterButton(filter.name))
      expect(titles()).toEqual(titlesOf(filter.id))
      expect(filterButton(filter.name)).toHaveAttribute("aria-pressed", "true")
      expect(filterButton(all.name)).toHaveAttribute("aria-pressed", "false")
    }
    await user.click(filterButton(all.name))
    expect(titles()).toEqual(titlesOf(ALL_PROJECTS))
  })
})
