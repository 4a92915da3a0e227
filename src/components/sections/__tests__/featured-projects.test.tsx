/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import data from "../../../../data/projects.json"
import { ALL_PROJECTS, FeaturedProjects, projectsInCategory, type Project } from "../featured-projects"

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

const titlesOf = (category: string) =>
  data.items.filter(item => category === ALL_PROJECTS || item.category === category).map(item => item.title)

describe("projectsInCategory", () => {
  it("keeps every project, in order, for all", () => {
    expect(projectsInCategory(projects, ALL_PROJECTS)).toEqual(projects)
  })

  it("keeps only the projects of the chosen category, in order", () => {
    expect(projectsInCategory(projects, "marketing").map(project => project.id)).toEqual(["project-2", "project-5"])
  })

  it("shows nothing for a category no project has", () => {
    expect(projectsInCategory(projects, "legal")).toEqual([])
  })
})

describe("FeaturedProjects", () => {
  it("shows the six projects, each with title, client and a Visit Website link opening a new tab", () => {
    const { section, titles } = renderProjects()
    expect(titles()).toEqual(titlesOf(ALL_PROJECTS))
    expect(titles()).toHaveLength(6)
    for (const project of data.items) {
      expect(within(section).getByText(project.client)).toBeInTheDocument()
      const link = within(section).getByRole("link", { name: new RegExp(`^Visit Website\\s*: ${project.title}`) })
      expect(link).toHaveAttribute("href", project.weblink)
      expect(link).toHaveAttribute("target", "_blank")
      expect(link.getAttribute("rel")?.split(" ")).toContain("noopener")
    }
  })

  it("keeps the filter bar hidden, with all selected", () => {
    const { filterButton } = renderProjects()
    expect(screen.queryByRole("button", { name: "All" })).not.toBeInTheDocument()
    expect(filterButton("All")).not.toBeVisible()
    expect(filterButton("All")).toHaveAttribute("aria-pressed", "true")
    expect(filterButton("Web")).toHaveAttribute("aria-pressed", "false")
  })

  it("filters by category and goes back to all", async () => {
    const user = userEvent.setup()
    const { titles, filterButton } = renderProjects()
    for (const filter of data.filters.filter(option => option.id !== ALL_PROJECTS)) {
      await user.click(filterButton(filter.name))
      expect(titles()).toEqual(titlesOf(filter.id))
      expect(filterButton(filter.name)).toHaveAttribute("aria-pressed", "true")
      expect(filterButton("All")).toHaveAttribute("aria-pressed", "false")
    }
    await user.click(filterButton("All"))
    expect(titles()).toEqual(titlesOf(ALL_PROJECTS))
  })
})
